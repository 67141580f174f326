import type { WishKey } from '@sakhli/shared/schemas/assistant';

/**
 * How visitors and listings name each soft wish, in English, Russian and Georgian (stems end in
 * `\p{L}*`). The same words serve the interpreter (what the visitor wants) and the scorer (what a
 * listing's text and photo report say it has). Floor wishes are judged from the floor numbers.
 */
/** Dog breeds people name their dog by, in English, Russian and Georgian (stems take every case ending). */
const DOG_BREEDS = String.raw`corgis? | husk(?:y|ies) | labradors? | retrievers? | spaniels? | terriers? | poodles? | bulldogs? |
  pugs? | chihuahuas? | beagles? | dachshunds? | spitz | pomeranians? | yorkies? | shepherds? | rottweilers? | dobermans? |
  jack russells? | shih tzus? | maltese | frenchies | frenchie | cocker | dalmatians? | samoyeds? | collies? | pekingese | shiba inu |
  \p{L}+doodles? | (?:cocka|cava|malti)poos? | \p{L}+дудл\p{L}* |
  корги | хаски | лабрадор\p{L}* | ретривер\p{L}* | спаниел\p{L}* | терьер\p{L}* | пудел\p{L}* | бульдог\p{L}* | мопс\p{L}* |
  чихуахуа | бигл\p{L}* | такс(?:а|у|ой|ы|ик\p{L}*) | шпиц\p{L}* | йорк(?:и|а|ом|у|ик\p{L}*) | овчарк\p{L}* | ротвейлер\p{L}* | доберман\p{L}* |
  джек[- ]?рассел\p{L}* | ши[- ]?тцу | мальтез\p{L}* | болонк\p{L}* | кокер\p{L}* | далматин\p{L}* | самоед\p{L}* | колли | пекинес\p{L}* |
  (?:сиба|шиба)[- ]?ину |
  კორგ\p{L}* | ჰასკ\p{L}* | ლაბრადორ\p{L}* | რეტრივერ\p{L}* | სპანიელ\p{L}* | ტერიერ\p{L}* | პუდელ\p{L}* | ბულდოგ\p{L}* |
  მოპს\p{L}* | ჩიხუახუა\p{L}* | ბიგლ\p{L}* | ტაქსა\p{L}* | შპიც\p{L}* | ნაგაზ\p{L}* | ოვჩარკ\p{L}* | ჯეკ[- ]?რასელ\p{L}* |
  პეკინეს\p{L}* | დალმატინ\p{L}* | სამოედ\p{L}* | კოლი | ბოლონკ\p{L}*`;

/** Cat breeds, in English, Russian and Georgian. */
const CAT_BREEDS = String.raw`maine coons? | british (?:shorthair|blue)s? | scottish folds? | sphynx(?:es)? | siamese | persian cats? |
  ragdolls? | bengal cats? | мейн[- ]?кун\p{L}* | британ(?:ец|ка|ку|кой|ки|цы|ца|цем) | британск\p{L}* (?:кош|кот)\p{L}* |
  вислоух\p{L}* | шотланд(?:ец|ка|ку|кой|цы|ца|цем) | сфинкс\p{L}* | сиамск\p{L}* | персидск\p{L}* (?:кош|кот)\p{L}* | рэгдолл\p{L}* |
  бенгальск\p{L}* (?:кош|кот)\p{L}* | მეინ[- ]?კუნ\p{L}* | სფინქს\p{L}* | სიამურ\p{L}* | ბრიტანულ\p{L}* კატ\p{L}* |
  შოტლანდიურ\p{L}* (?:კატ|ნაოჭყურ)\p{L}*`;

/**
 * Small animals kept at home, in English, Russian and Georgian: rodents, birds, a reptile in a terrarium, fish in an
 * aquarium. A turtle followed by its lake ("Turtle lake", "Черепашье озеро", "კუს ტბა") is the lake in Vake.
 */
const SMALL_PETS = String.raw`rabbits? | bunn(?:y|ies) | hamsters? | guinea pigs? | parrots? | budgies? | ferrets? | chinchillas? |
  canar(?:y|ies) | cockatiels? | turtles?(?! l[ae]k) | tortoises? | lizards? | iguanas? | geckos? | goldfish | aquarium | fish tank |
  кролик\p{L}* | крольчих\p{L}* | хомяк\p{L}* | хомячк\p{L}* | морск\p{L}* свинк\p{L}* | попуга\p{L}* | шиншилл\p{L}* | хорьк\p{L}* | хор[её]к |
  канар(?:ей|еек)\p{L}* | черепах\p{L}* | черепашк\p{L}* | ящериц\p{L}* | игуан\p{L}* | геккон\p{L}* | аквариум\p{L}* | рыбк\p{L}* |
  კურდღელ\p{L}* | ზაზუნ\p{L}* | თუთიყუშ\p{L}* | ზღვის გოჭ\p{L}* | კუ(?:ს|ები\p{L}*|ით)?(?! ტბ) | ხვლიკ\p{L}* |
  იგუან\p{L}* | აკვარიუმ\p{L}* | თევზ(?:ი|ები\p{L}*|ს)`;

export const WISH_WORDS: Readonly<Record<WishKey, string>> = {
  balcony: String.raw`balcon\p{L}* | terrace\p{L}* | loggia\p{L}* | балкон\p{L}* | лоджи\p{L}* | террас\p{L}* |
    აივ\p{L}* | ბალკონ\p{L}* | ტერას\p{L}* | ლოჯი\p{L}*`,
  seaView: String.raw`sea[ -]?views? | views? (?:of|over|to) the sea | ocean views? | sea[ -]facing | вид\p{L}* на море |
    ზღვის ხედ\p{L}* | ხედ\p{L}* ზღვაზე | ზღვაზე ხედ\p{L}*`,
  cityView: String.raw`city views? | views? (?:of|over) (?:the )?(?:city|old tbilisi|old town) | overlooking the city |
    вид\p{L}* на (?:город|старый город|старый тбилиси) | ხედ\p{L}* (?:ქალაქზე|ძველ თბილისზე) | ქალაქის ხედ\p{L}* |
    გადაჰყურებ\p{L}* ქალაქ\p{L}*`,
  mountainView: String.raw`mountain views? | views? (?:of|over) (?:the )?mountains | вид\p{L}* на гор(?:ы|ах) |
    მთის ხედ\p{L}* | ხედ\p{L}* მთებზე | მთებზე ხედ\p{L}*`,
  view: String.raw`views? | overlook\p{L}* | panoram\p{L}* | вид | видом | виды | панорам\p{L}* | ხედ\p{L}* |
    გადაჰყურებ\p{L}*`,
  quiet: String.raw`quiet\p{L}* | calm | peaceful | silent | тих\p{L}* | спокойн\p{L}* | წყნარ\p{L}* | მშვიდ\p{L}* |
    სიმშვიდ\p{L}* | სიწყნარ\p{L}*`,
  metro: String.raw`metro | subway | underground station | метро | მეტრო\p{L}*`,
  parking: String.raw`parking | car park | car space | garage spaces? | парков\p{L}* | паркинг\p{L}* | машином\p{L}* | стоянк\p{L}* |
    мест\p{L}* для (?:машин\p{L}*|автомобил\p{L}*) | ავტოსადგომ\p{L}* | პარკირ\p{L}* | პარკინგ\p{L}* |
    მანქან\p{L}*თვის | მანქანის (?:(?:დასაყენებელ|დასადგომ)\p{L}* )?ადგილ\p{L}* | მანქანის სადგომ\p{L}*`,
  sunny: String.raw`sunny | sunlit | sun-filled | bright | lots of light | natural light | солнечн\p{L}* | светл\p{L}* |
    მზიან\p{L}* | ნათელ\p{L}*`,
  // An animal named by its breed or a diminutive is a pet too ("with our corgi", "у нас шпиц", "ლაბრადორი მყავს"), as is a
  // small one kept in a cage ("a hamster", "попугай", "კურდღელი"). "кот" only in its own case forms: "котёл", "котлован"
  // are no cats; a turtle only away from its lake in Vake.
  pets: String.raw`pets? | pet[ -]friendly | animals? | dogs? | doggos? | doggies? | pups? | pooch(?:es)? | cats? | kitty | kitties |
    puppy | puppies | kittens? | moggy | tabby |
    животн\p{L}* | питом\p{L}* | собак\p{L}* | собачк\p{L}* | собачонк\p{L}* | п[её]с | пса | псом | п[её]сик\p{L}* | п[её]сел\p{L}* |
    кошк\p{L}* | кошечк\p{L}* | кошак\p{L}* | кис(?:а|у|ой|к\p{L}*) | кот(?:а|у|ом|е|ы|ов|ам|ами|ах)? | котик\p{L}* | кот[её]н\p{L}* |
    котят\p{L}* | щенк\p{L}* | щенок | щеноч\p{L}* |
    ცხოველ\p{L}* | ძაღლ\p{L}* | კატ(?:ა|ით|ის|ას|ასთან|ებ\p{L}*|უნა\p{L}*)ც? | ლეკვ\p{L}* | კნუტ\p{L}* | ფისო\p{L}* | ფისუნ\p{L}* |
    ცუგა\p{L}* | 🐶 | 🐕 | 🐩 | 🐱 | 🐈 | 🐹 | 🐰 | 🐇 | 🦜 | 🐢 | 🐠 |
    ${DOG_BREEDS} | ${CAT_BREEDS} | ${SMALL_PETS}`,
  elevator: String.raw`lifts? | elevators? | лифт\p{L}* | ლიფტ\p{L}*`,
  garden: String.raw`(?<!botanical )gardens? | (?<!in the )yards? | backyard | (?<!(?:детск|ботаническ)\p{L}* )сад(?:ом|а|у|е|ик)? |
    с двором | свой двор | собственн\p{L}* двор\p{L}* | (?<!(?:საბავშვო|ბოტანიკურ\p{L}*) )ბაღ\p{L}* | ეზოთი | ეზოიან\p{L}* |
    (?:საკუთარ|კერძო|მოვლილ|დიდ|ვრცელ)\p{L}* ეზო\p{L}*`,
  garage: String.raw`garages?(?! spaces?) | гараж\p{L}* | ავტოფარეხ\p{L}* | გარაჟ\p{L}*`,
  pool: String.raw`(?:swimming )?pools? | бассейн\p{L}* | აუზ\p{L}*`,
  newKitchen: String.raw`(?:new|modern|renovated|fitted|equipped) kitchen | kitchen with (?:built-in )?appliances |
    нов\p{L}* кухн\p{L}* | современн\p{L}* кухн\p{L}* | оборудованн\p{L}* кухн\p{L}* | кухн\p{L}* со встроенн\p{L}* |
    встроенн\p{L}* кухн\p{L}* | кухн\p{L}* с техникой |
    ახალ\p{L}* სამზარეულო\p{L}* | თანამედროვე სამზარეულო\p{L}* | აღჭურვილ\p{L}* სამზარეულო\p{L}* |
    ჩაშენებულ\p{L}* ტექნიკ\p{L}*`,
  airConditioning: String.raw`air[ -]?condition\p{L}* | air[ -]?con | ac | a/c | кондиционер\p{L}* | кондер\p{L}* |
    кондей\p{L}* | сплит\p{L}* | კონდიციონერ\p{L}* | კონდიციონრ\p{L}* | კონდინციონერ\p{L}*`,
  heating: String.raw`heating | boiler | отоплени\p{L}* | кот[её]л | котл\p{L}* | გათბობ\p{L}* | ქვაბ\p{L}*`,
  storage: String.raw`storage | storeroom | store room | cellar | basement | pantry | кладов\p{L}* | подвал\p{L}* |
    სათავსო\p{L}* | სარდაფ\p{L}*`,
  fireplace: String.raw`fireplace\p{L}* | камин\p{L}* | ბუხარ\p{L}* | ბუხრ\p{L}*`,
  school: String.raw`schools? | kindergarten\p{L}* | школ\p{L}* | детск\p{L}* сад\p{L}* | სკოლ\p{L}* | საბავშვო ბაღ\p{L}*`,
  park: String.raw`parks? | парк | парка | парке | парком | парку | парки | პარკ(?:ი|ის|თან|ში|ზე|ით|ებ\p{L}*)?`,
  highFloor: String.raw`high floor\p{L}* | upper floor\p{L}* | top floors | высок\p{L}* этаж\p{L}* | верхн\p{L}* этаж\p{L}* |
    მაღალ\p{L}* სართულ\p{L}* | ზედა სართულ\p{L}*`,
  lowFloor: String.raw`low floor\p{L}* | lower floor\p{L}* | низк\p{L}* этаж\p{L}* | невысок\p{L}* этаж\p{L}* |
    нижн\p{L}* этаж\p{L}* | დაბალ\p{L}* სართულ\p{L}* | ქვედა სართულ\p{L}*`,
  notLastFloor: String.raw`(?:not|no) (?:on )?(?:the )?(?:last|top) floor | не (?:на )?последн\p{L}*(?: этаж\p{L}*)? |
    ბოლო სართული არ | არა ბოლო სართულ\p{L}* | ბოლო სართულის გარდა | არ იყოს ბოლო`,
};

/** Specific views first: a "sea view" is not also a plain "view" wish. */
export const VIEW_KEYS: readonly WishKey[] = ['seaView', 'cityView', 'mountainView'];

/** Wishes whose words already say "not" (they must not read as negated). */
export const SELF_NEGATING: ReadonlySet<WishKey> = new Set(['notLastFloor']);
