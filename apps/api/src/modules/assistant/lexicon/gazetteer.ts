import { METRO_STATIONS } from '@sakhli/shared/rules/metro';
import { DISTRICTS } from '../../../db/seed/data/districts';
import { knownWords } from '../text/vocabulary';
import { wordList } from '../text/word-list';

/**
 * Places people name instead of a district: the everyday names of Old Tbilisi, landmarks and every
 * metro station, each with the district it lies in (by the district's English name in the seed, so a
 * place counts only on the page of the city that has that district). The names are matched like
 * district names: in any case ending ("კუს ტბასთან", "у Черепашьего озера") and with typos.
 */
export interface Place {
  district: string;
  isMetroStation: boolean;
  names: readonly string[];
}

/**
 * The stems of a place's longer words join the vocabulary: a word one typo from both a keyword and a
 * place ("მეიანი": მზიანი, sunny, or მეიდანი) is then left for the place reader, not made the keyword.
 */
const stemsOf = (names: string) =>
  wordList(names)
    .flatMap((name) => name.toLowerCase().split(/[\s-]+/u))
    .filter((word) => word.length >= 6)
    .map((word) => `${word.replace(/[aeiouyаеиоуыэюяйьაეიოუ]+$/u, '')}\\p{L}*`)
    .join(' | ');

const place = (district: string, names: string): Place => {
  knownWords(stemsOf(names));
  return { district, isMetroStation: false, names: wordList(names) };
};
/** A metro station by its id in the one list of stations (decision 042), placed in `district`. */
const station = (district: string, id: string): Place => {
  const metro = METRO_STATIONS.find((candidate) => candidate.id === id);
  if (!metro) throw new Error(`No metro station ${id}`);
  const names = [metro.nameEn, ...metro.otherNames, metro.nameKa, metro.nameRu].join(' | ');
  return { ...place(district, names), isMetroStation: true };
};

// The districts' own names join the vocabulary the same way: "მხიანში" is one slip from მუხიანი as from
// მზიანი (sunny), and a tie leaves the word to the district reader instead of making it the keyword.
knownWords(
  stemsOf(
    DISTRICTS.flatMap((district) => [district.nameGeo, district.nameEng, district.nameRus]).join(' | '),
  ),
);

export const GAZETTEER: readonly Place[] = [
  place('Old Tbilisi', `Old Town | Old City | Kala | ძველი ქალაქი | კალა | Старый город | Кала`),
  place(
    'Old Tbilisi',
    `Abanotubani | sulphur baths | sulfur baths | აბანოთუბანი | გოგირდის აბანოები |
    Абанотубани | серные бани`,
  ),
  place('Old Tbilisi', `Narikala | ნარიყალა | Нарикала`),
  place('Old Tbilisi', `Betlemi | ბეთლემი | Бетлеми`),
  place('Old Tbilisi', `Meidan | Meidani | მეიდანი | Мейдан`),
  // The old town's streets and churches, and the bridge to it, which visitors name more often than the district. Not
  // "Peace Bridge" in English: the place reader, forgiving typos, took "bring" for the bridge.
  place('Old Tbilisi', `Shardeni street | Shardeni | შარდენის ქუჩა | შარდენი | улица Шардени | Шардени`),
  place(
    'Old Tbilisi',
    `Sioni cathedral | Sioni | სიონის ტაძარი | სიონი | Сионский собор | Сиони | Anchiskhati basilica | Anchiskhati |
    ანჩისხატი | базилика Анчисхати | Анчисхати`,
  ),
  place('Old Tbilisi', `მშვიდობის ხიდი | Мост Мира`),
  place('Avlabari', `Metekhi | მეტეხი | Метехи`),
  place(
    'Avlabari',
    `Sameba | Sameba cathedral | Holy Trinity cathedral | სამება | სამების ტაძარი |
    Самеба | Цминда Самеба | собор Самеба`,
  ),
  place('Vake', `Turtle lake | კუს ტბა | Черепашье озеро`),
  place('Vake', `Mziuri | Mziuri park | მზიური | მზიურის პარკი | Мзиури | парк Мзиури`),
  place('Vake', `Vake park | ვაკის პარკი | Ваке парк | Вакский парк`),
  place('Mtatsminda', `Rustaveli avenue | რუსთაველის გამზირი | проспект Руставели`),
  place(
    'Mtatsminda',
    `Mamadaviti | Mamadaviti church | მამადავითი | მამადავითის ეკლესია | Мамадавити | церковь Мамадавити`,
  ),
  place('Vera', `Philharmonic | ფილარმონია | Филармония`),
  place('Didube', `Dinamo Arena | დინამო არენა | Динамо Арена`),
  place('Chughureti', `Fabrika | ფაბრიკა | Фабрика`),
  place('Vera', `Heroes Square | გმირთა მოედანი | площадь Героев`),
  place('Mtatsminda', `Republic Square | რესპუბლიკის მოედანი | площадь Республики`),
  place('Avlabari', `Rike park | Rike | რიყის პარკი | რიყე | парк Рике | Рике`),
  place('Avlabari', `Europe Square | ევროპის მოედანი | площадь Европы`),
  place('Old Tbilisi', `Botanical garden | ბოტანიკური ბაღი | Ботанический сад`),
  place('Old Tbilisi', `Galleria Tbilisi | Galleria | გალერეა თბილისი | Галерея Тбилиси`),
  place(
    'Chughureti',
    `Aghmashenebeli avenue | Agmashenebeli avenue | აღმაშენებლის გამზირი | проспект Агмашенебели`,
  ),
  place(
    'Chughureti',
    `railway station | central station | Tbilisi Central | Karvasla | вокзал | ж/д вокзал |
    რკინიგზის სადგური | ვაგზალი | Dezerter bazaar | დეზერტირების ბაზარი | Дезертирский рынок`,
  ),
  place('Vake', `Chavchavadze avenue | ჭავჭავაძის გამზირი | проспект Чавчавадзе`),
  // The main streets people name a district by.
  place('Vake', `Paliashvili street | ფალიაშვილის ქუჩა | улица Палиашвили`),
  place('Vake', `Abashidze street | აბაშიძის ქუჩა | улица Абашидзе`),
  place('Vera', `Melikishvili street | მელიქიშვილის ქუჩა | улица Меликишвили`),
  place(
    'Old Tbilisi',
    `Leselidze street | Kote Afkhazi street | ლესელიძის ქუჩა | კოტე აფხაზის ქუჩა | улица Леселидзе`,
  ),
  // Everyday short names: "на Сабуре", "Dighomi massif" (the English word for a massive).
  place('Saburtalo', `Sabura | Сабура`),
  place('Dighomi Massive', `Dighomi massif | Digomi massif`),
  place('Saburtalo', `Pekini avenue | პეკინის გამზირი | проспект Пекина`),
  place('Saburtalo', `Kazbegi avenue | ყაზბეგის გამზირი | проспект Казбеги`),
  place('Saburtalo', `Hippodrome | იპოდრომი | Ипподром`),
  // Batumi.
  place('Old Batumi', `Europe Square | ევროპის მოედანი | площадь Европы`),
  place('Old Batumi', `Piazza | პიაცა | Пьяцца`),
  place('Old Batumi', `Alphabet tower | Alphabetic tower | ანბანის კოშკი | Алфавитная башня`),
  place('Old Batumi', `Miracle park | სასწაულების პარკი | парк Чудес`),
  place('Rustaveli', `Dolphinarium | დელფინარიუმი | Дельфинарий`),
  place('Rustaveli', `Nurigeli lake | ნურიგელის ტბა | озеро Нуригели`),
  place('Green Cape', `Botanical garden | ბოტანიკური ბაღი | Ботанический сад`),
  station('Gldani', 'akhmeteli-theatre'),
  station('Gldani', 'sarajishvili'),
  station('Temka', 'guramishvili'),
  station('Didube', 'grmagele'),
  station('Didube', 'didube'),
  station('Didube', 'gotsiridze'),
  station('Nadzaladevi', 'nadzaladevi'),
  // Station Square 2 is the same square (the Saburtalo line's platform): its name is read once, here.
  station('Chughureti', 'station-square-1'),
  station('Chughureti', 'marjanishvili'),
  station('Mtatsminda', 'rustaveli'),
  station('Old Tbilisi', 'liberty-square'),
  station('Avlabari', 'avlabari'),
  station('Isani', '300-aragveli'),
  station('Isani', 'isani'),
  station('Samgori', 'samgori'),
  station('Varketili', 'varketili'),
  station('Didube', 'tsereteli'),
  station('Saburtalo', 'technical-university'),
  station('Saburtalo', 'medical-university'),
  station('Saburtalo', 'delisi'),
  station('Saburtalo', 'vazha-pshavela'),
  station('Saburtalo', 'state-university'),
];
