/**
 * Georgian counts by twenties: 50 is ორმოცდაათი, "two-twenties-and-ten"; 75 is სამოცდათხუთმეტი. Every
 * form from 1 to 99 is generated from the units and the twenties rather than listed, with the short
 * form used before a noun ("ორმოც ათასი", "ოცდახუთ ათასამდე") and the sums with a half
 * ("ორნახევარი", two and a half).
 */
const UNITS: readonly [string, number][] = [
  ['ერთ', 1],
  ['ორ', 2],
  ['სამ', 3],
  ['ოთხ', 4],
  ['ხუთ', 5],
  ['ექვს', 6],
  ['შვიდ', 7],
  ['რვა', 8],
  ['ცხრა', 9],
  ['ათ', 10],
  ['თერთმეტ', 11],
  ['თორმეტ', 12],
  ['ცამეტ', 13],
  ['თოთხმეტ', 14],
  ['თხუთმეტ', 15],
  ['თექვსმეტ', 16],
  ['ჩვიდმეტ', 17],
  ['თვრამეტ', 18],
  ['ცხრამეტ', 19],
];

const TWENTIES: readonly [string, number][] = [
  ['ოც', 20],
  ['ორმოც', 40],
  ['სამოც', 60],
  ['ოთხმოც', 80],
];

/**
 * The full form ends in ი unless the stem ends in a vowel already (რვა, ცხრა); the instrumental in ით ("ერთით
 * ნაკლები", one fewer; "რვით", the vowel dropped) says by how many.
 */
const bothForms = (stem: string, value: number): [string, number][] =>
  /[აეიოუ]$/u.test(stem)
    ? [
        [stem, value],
        [`${stem.slice(0, -1)}ით`, value],
      ]
    : [
        [stem, value],
        [`${stem}ი`, value],
        [`${stem}ით`, value],
      ];

export const GEORGIAN_NUMBER_WORDS: readonly [string, number][] = [
  ...UNITS.flatMap(([stem, value]) => bothForms(stem, value)),
  ...TWENTIES.flatMap(([twenty, tens]) => [
    ...bothForms(twenty, tens),
    ...UNITS.flatMap(([stem, value]) => bothForms(`${twenty}და${stem}`, tens + value)),
  ]),
  ...UNITS.slice(0, 9).flatMap(([stem, value]) => bothForms(`${stem}ნახევარ`, value + 0.5)),
];

const HUNDREDS: readonly [string, number][] = [
  ['ას', 100],
  ['ორას', 200],
  ['სამას', 300],
  ['ოთხას', 400],
  ['ხუთას', 500],
  ['ექვსას', 600],
  ['შვიდას', 700],
  ['რვაას', 800],
  ['ცხრაას', 900],
];
const BELOW_HUNDRED = new Map(GEORGIAN_NUMBER_WORDS);

/** The hundreds and the rest written as one word: "ასოცდაათი" (130), "ორასორმოცდაათ" (240 + 10). */
export function georgianHundredsAndRest(word: string): number | undefined {
  for (const [stem, hundreds] of HUNDREDS) {
    const rest = word.startsWith(stem) ? BELOW_HUNDRED.get(word.slice(stem.length)) : undefined;
    if (rest !== undefined && Number.isInteger(rest)) return hundreds + rest;
  }
  return undefined;
}
