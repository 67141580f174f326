import type { ClearableField } from '../extract/findings';
import { alternation, wordList } from '../text/word-list';
import { REMOVE_KA } from './georgian-verbs';

const PRICE = String.raw`(?: (?:of the |on the |on |for the |по |в )?(?:price|budget|цен\p{L}*|бюджет\p{L}*))?`;

/** The words that name each field a follow-up can let go of. */
const FIELD_WORDS: Record<ClearableField, string> = {
  price: String.raw`price | budget | cost | цен\p{L}* | бюджет\p{L}* | стоимост\p{L}* | ფას\p{L}* | ბიუჯეტ\p{L}*`,
  minPrice: String.raw`(?:(?:lower|bottom) (?:bound|limit|end|number|figure)|minimum|min|bottom)${PRICE} | (?:minimum|min|lowest) price |
    нижн\p{L}* (?:границ\p{L}*|предел\p{L}*)${PRICE} | минимальн\p{L}* (?:цен\p{L}*|бюджет\p{L}*) | минимум${PRICE} |
    ქვედა (?:ზღვარ\p{L}*|ფას\p{L}*) | მინიმალურ\p{L}* (?:ფას\p{L}*|ბიუჯეტ\p{L}*) | მინიმუმ\p{L}*`,
  maxPrice: String.raw`(?:(?:upper|top) (?:bound|limit|end|number|figure)|maximum|max|ceiling|cap|top)${PRICE} | (?:maximum|max|highest) price |
    верхн\p{L}* (?:границ\p{L}*|предел\p{L}*)${PRICE} | максимальн\p{L}* (?:цен\p{L}*|бюджет\p{L}*) | максимум${PRICE} |
    ზედა (?:ზღვარ\p{L}*|ფას\p{L}*) | მაქსიმალურ\p{L}* (?:ფას\p{L}*|ბიუჯეტ\p{L}*) | მაქსიმუმ\p{L}*`,
  district: String.raw`district | area | neighbou?rhood | location | район\p{L}* | местоположени\p{L}* |
    უბან\p{L}* | რაიონ\p{L}* | ადგილმდებარეობ\p{L}*`,
  floor: String.raw`floors? | floor thing | number of floors | storeys | stories | этаж\p{L}* | этажност\p{L}* |
    (?:количеств\p{L}*|сколько) этажей | სართულ\p{L}* | სართულიანობ\p{L}*`,
  rooms: String.raw`rooms | number of rooms | количеств\p{L}* комнат | комнат\p{L}* | ოთახ\p{L}* |
    ოთახების რაოდენობ\p{L}*`,
  bedrooms: String.raw`bedrooms? | number of bedrooms | спальн\p{L}* | количеств\p{L}* спален | საძინებ\p{L}*`,
  bathrooms: String.raw`bathrooms? | baths | number of bathrooms | санузл\p{L}* | ванн\p{L}* | სველი წერტილ\p{L}* |
    სააბაზანო\p{L}* | აბაზან\p{L}*`,
  size: String.raw`size | square footage | площад\p{L}* | метраж\p{L}* | ფართ\p{L}*`,
  furnished: String.raw`furniture | furnished | мебел\p{L}* | меблированн\p{L}* | ავეჯ\p{L}*`,
  // The frames (white, green, black) are renovation's values: "каркас не принципиален" lets the renovation go.
  renovation: String.raw`renovation | repair | condition | frame | ремонт\p{L}* | каркас\p{L}* | რემონტ\p{L}* | კარკას\p{L}*`,
  buildingStatus: String.raw`building age | age of the building | building status | building type | type of building |
    new or old | тип дома | тип здания | возраст дома | новостройка или вторичка | შენობის (?:ტიპ\p{L}*|ასაკ\p{L}*) |
    ახალი თუ ძველი`,
  rentDuration: String.raw`rental period | rent duration | length of stay | minimum stay | срок\p{L}*(?: аренды)? |
    ვად\p{L}*`,
  metro: String.raw`metro | subway | the walk to the metro | метро | მეტრო\p{L}*`,
  heating: String.raw`heating(?: type| system)? | (?:type|kind) of heating | (?:тип |вид )?отоплени\p{L}* |
    გათბობ\p{L}*(?: (?:ტიპ\p{L}*|სისტემ\p{L}*))? | გათბობის (?:ტიპ\p{L}*|სახე\p{L}*)`,
  seller: String.raw`seller(?: type)? | who (?:sells|the seller is) | (?:an? )?(?:owner or (?:an? )?agency|agency or (?:an? )?owner) |
    продав\p{L}* | (?:собственник|хозяин) или агент\p{L}* | агентство или (?:собственник|хозяин) |
    გამყიდველ\p{L}* | (?:მესაკუთრე|მეპატრონე) თუ სააგენტო | სააგენტო თუ (?:მესაკუთრე|მეპატრონე)`,
};

/**
 * Words that name a field only after a word of indifference ("any building", "любое здание", "ნებისმიერი
 * შენობა"): after its value the word is the status's own noun ("новое здание, любой этаж").
 */
const FIELD_WORDS_BEFORE_ONLY: Partial<Record<ClearableField, string>> = {
  buildingStatus: String.raw`building | здани\p{L}* | შენობ\p{L}* | კორპუს\p{L}*`,
};

/**
 * Verbs of letting go, said before the field or after it: "убери мебель", "мебель убери", "про спальни забудь", Georgian
 * ones in any person ("ამოშალეთ", "მოაშორე", "წაშალოს").
 */
const REMOVE = String.raw`убер\p{L}* | убира\p{L}* | убрать | вычерк\p{L}* | вычеркн\p{L}* | отмени\p{L}* | удали\p{L}* |
  удаля\p{L}* | забудь(?:те)? | забыть | ${REMOVE_KA}`;

/** "бог с ним", "да фиг с ним, с балконом" (never mind it), before the thing or after it. */
const NEVER_MIND_RU = String.raw`(?:(?:да|ну|ну и) )?(?:бог|господь|фиг|хрен|ч[её]рт) с (?:ним|ней|ними)`;

/**
 * Verbs of letting go said before what is let go of, a field or a value ("scratch the floor", "strike Vake",
 * "уберите Ваке", "ამოიღე ვაკე"); the districts read them too, so one list serves both.
 */
const LET_GO_VERBS = String.raw`forget(?: about)? | changed (?:my|our) minds? (?:about|on) |
  передумал\p{L}* (?:насч[её]т|про|по поводу) | drop | ignore | disregard | never mind | remove | scratch | scrap | ditch |
  strike(?: out)? | (?:don't|dont|do not) worry about | не переживай(?:те)? (?:насч[её]т|за|из-за) |
  cross (?:off|out) | take out | leave out | cancel | delete | clear | lose | (?:забудь(?:те)?|забыть) (?:про|о|об) |
  игнорир\p{L}* | ${REMOVE} | ${NEVER_MIND_RU},? (?:с|со) | (?:დაანებე|დაანებეთ|დავანებოთ) თავი | თავი (?:დაანებე|დაანებეთ|დავანებოთ)`;

/**
 * What was said of a thing, named before it: "what I said about parking", "что я писал про лифт". After a verb of
 * letting go ("disregard what I told you about the lift") the thing is let go of as if named right after the verb.
 */
export const SAID_ABOUT = String.raw`what (?:i|we) (?:said|wrote|mentioned|told you|asked for) about |
  что (?:я|мы) (?:говорил\p{L}*|писал\p{L}*|сказал\p{L}*|просил\p{L}*) (?:про|о|об|насч[её]т)`;

/**
 * "ავეჯს რაც შეეხება" (as for the furniture), "ლიფტზე რაც ვთქვი" (what I said of the lift): Georgian names the topic
 * first, then what is said of it; indifference may follow.
 */
export const TOPIC_AFTER = String.raw`(?:რაც|რაზეც) (?:შეეხება|ვთქვი|ვთქვით|გითხარი|გითხარით|დავწერე|დავწერეთ|ვახსენე)`;

const LET_GO_BEFORE = `(?:${alternation(LET_GO_VERBS)})(?:,? (?:${alternation(SAID_ABOUT)}))?`;

/**
 * Saying a thing need not be so ("doesn't have to be furnished", "необязательно с мебелью", "არ არის აუცილებელი
 * ავეჯით") asks nothing of it, as indifference does; "not furnished" asks for the opposite.
 */
const NEED_NOT = String.raw`(?:doesn't|doesnt|does not|don't|dont|do not) (?:have|need) to (?:be|come|have) |
  need(?:n't|nt| not) (?:be|come|have) | not necessarily | (?:не ?обязательно|не нужно)(?: (?:чтобы|с|со|была?|было))? |
  (?:არ არის|არაა) (?:აუცილებელი|სავალდებულო|აუცილებლად)`;

/** Said before the field: "any renovation", "убери мебель", "cancel the floor"; the other order below. */
const BEFORE = String.raw`any | whatever | no matter (?:what|which)?(?: the)? | ${LET_GO_BEFORE}(?: the)? |
  любо\p{L}* | неважно какой | без разницы какой | ნებისმიერ\p{L}* | ${NEED_NOT}`;

/** Said after the field: "budget doesn't matter", "мебель отмени", "ფასს მნიშვნელობა არ აქვს". */
const INDIFFERENT_AFTER = String.raw`(?:is |are )?(?:not (?:really |that |so )?important|unimportant|irrelevant|not needed|not necessary) |
  (?:is |are )?(?:not a must|not required|not a (?:dealbreaker|deal-breaker|deal breaker)) | (?:можно )?не учитыва\p{L}* |
  не критичн\p{L}* | ნუ (?:იდარდებ|იდარდებთ|ინერვიულებ|ინერვიულებთ|ნერვიულობ|ნერვიულობთ) | (?:doesn't|doesnt|does not|don't|dont|do not) (?:really |much )?matter |
  no longer matters? | (?:is |are )?optional | whatever |
  не ограничива\p{L}* | без ограничени\p{L}* | no limits? | (?:ნუ|არ) შეზღუდ\p{L}* |
  не обязател\p{L}* | не принципиал\p{L}* | не важ\p{L}* | неваж\p{L}* | любо\p{L}* | без разницы |
  не имеет значения | вс[её] равно | не нужн\p{L}* | (?:is |are )?fine either way |
  (?:can|may) go | (?:forget|drop|scratch|scrap|skip|remove|delete) (?:it|that|about it) | never ?mind | ${REMOVE} | ${NEVER_MIND_RU} |
  თავი (?:დაანებე|დაანებეთ|დავანებოთ) |
  აუცილებელი არ არის | აუცილებელი არაა | არ არის აუცილებელი | სულ ?ერთია | (?:არ|არა) აქვს მნიშვნელობა |
  მნიშვნელობა (?:არ|არა) აქვს | (?:არ|აღარ) მაინტერესებს | აღარ მჭირდება | (?:is |are )?no longer (?:needed|important) |
  больше не нуж\p{L}* | არ არის მნიშვნელოვანი | არაა მნიშვნელოვანი | არ მჭირდება |
  არ არის საჭირო | არაა საჭირო | (?:is |are )?(?:no longer|not) relevant | (?:больше |уже )?не актуал\p{L}* |
  (?:არ|აღარ) არის აქტუალური | (?:არა|აღარა)ა აქტუალური | გადავიფიქრე | გადავიფიქრეთ | передумал\p{L}* | პრინციპული (?:არ არის|არაა) | (?:არ არის|არაა) პრინციპული`;

/**
 * "и район тоже любой", "furniture also doesn't matter", "кондиционер можно убрать", "სართული საერთოდ წაშალე": a particle
 * between changes nothing.
 */
const PARTICLE = String.raw`(?:тоже|также|too|also|then|altogether|же|уже|вообще|можно|მაინც|საერთოდ)`;

/** A word said aside, between commas or not: "этаж, в принципе, любой", "furniture honestly doesn't matter". */
const ASIDE = String.raw`,? (?:в принципе|в общем|честно говоря|по большому сч[её]ту|honestly|frankly|to be honest|really|პრინციპში|ზოგადად|სიმართლე რომ ვთქვა),?`;

const group = (list: string) => `(?:${wordList(list).join('|')})`;

/**
 * The words that name a field, one of which each phrase of `indifferenceTo(field)` holds: a message without them
 * lets the field go by no such phrase.
 */
export const fieldWords = (field: ClearableField): string =>
  [FIELD_WORDS[field], FIELD_WORDS_BEFORE_ONLY[field]].filter(Boolean).join(' | ');

/** Phrases that let go of a field, from its words and the words of indifference, in either order. */
export function indifferenceTo(field: ClearableField): string {
  // "bedroom count", "საძინებლების რაოდენობა": the count of a thing names the same field, as does its state ("რემონტის
  // მდგომარეობა").
  const words = `${group(FIELD_WORDS[field])}(?: (?:count|რაოდენობ\\p{L}*|მდგომარეობ\\p{L}*))?`;
  // "сколько этажей — не важно", "budget: doesn't matter": a dash or a colon may stand between, a particle either side.
  const wordsBefore = FIELD_WORDS_BEFORE_ONLY[field];
  return [
    `${group(BEFORE)} ${words}`,
    // "furniture's not a dealbreaker": the contracted "is" glued to the word.
    `${words}(?:'s)?(?: ${TOPIC_AFTER})?(?: ${PARTICLE})?(?: ?[-:,])?(?: ${PARTICLE})?(?:${ASIDE})? ${group(INDIFFERENT_AFTER)}`,
    ...(wordsBefore ? [`${group(BEFORE)} ${group(wordsBefore)}`] : []),
  ].join(' | ');
}

/**
 * A dash or a colon may stand between a thing and its letting go ("balcony — never mind", "the lift: forget it"); a comma
 * only when the letting go ends the clause ("the elevator, scrap that"), so "Vake, never mind the lift" keeps Vake.
 */
const PAUSE = `(?:[-:] ?|, ?(?=${group(INDIFFERENT_AFTER)}(?: (?:it|that))?\\s*(?:[,.;!?]|$)))`;
/** "the balcony thing isn't a dealbreaker": a word for the matter may follow the thing's name. */
const MATTER = String.raw`(?:thing|stuff|part|bit|requirement|issue|вопрос|момент)`;
/**
 * "ისანი სიიდან წაშალეთ", "Исани из списка вычеркните": where it is struck from may stand between (the tokens part
 * "-დან" from its word).
 */
const FROM_LIST = String.raw`(?:(?:სიი|ძებნი|ძიები) ?დან|из (?:списка|поиска)|(?:from|off) (?:the|my|our) (?:list|search))`;
const FOLLOWED_BY_INDIFFERENCE = new RegExp(
  `^(?:${MATTER} )?(?:${FROM_LIST} )?${PAUSE}?(?:${PARTICLE} )?${group(INDIFFERENT_AFTER)}(?![\\p{L}])`,
  'u',
);

/** Whether `words` (what follows a name) start with a word of indifference: "ბაგები აუცილებელი არ არის". */
export const isIndifferentAfter = (words: string) => FOLLOWED_BY_INDIFFERENCE.test(words);

const PRECEDED_BY_LETTING_GO = new RegExp(`(?:^|\\s)${LET_GO_BEFORE}(?: the)?$`, 'u');

/** Whether `words` (what precedes a value) end with a verb of letting go: "scratch", "уберите", "ამოიღე". */
export const isLetGoBefore = (words: string) => PRECEDED_BY_LETTING_GO.test(words);
