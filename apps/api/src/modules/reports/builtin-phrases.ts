import type { Language } from '@sakhli/shared/enums';
import type { BrightnessLevel, Colourfulness, Evenness, Tone, Vibe } from './photo-facts';

/** The sentences of the built-in report in one language; `k of n` counts are photos. */
export interface BuiltinPhrases {
  light(brightness: BrightnessLevel, percent: number, evenness: Evenness): string;
  overexposed(k: number, n: number): string;
  underexposed(k: number, n: number): string;
  sharp: string;
  blurred(k: number, n: number): string;
  resolution(width: number, height: number): string;
  small(k: number, n: number): string;
  lightCaveat(n: number): string;
  palette(tone: Tone, colourfulness: Colourfulness, colours: string): string;
  vibe: Record<Vibe, string>;
  styleCaveat(n: number): string;
}

const enPhotos = (n: number) => (n === 1 ? '1 photo' : `${n} photos`);

const en: BuiltinPhrases = {
  light: (brightness, percent, evenness) =>
    `The photos are ${
      {
        dark: 'dark',
        dim: 'rather dim',
        moderate: 'moderately bright',
        bright: 'bright',
        veryBright: 'very bright',
      }[brightness]
    } on average (brightness ${percent} %); ${
      {
        even: 'the light looks even',
        varied: 'light and shadow differ noticeably',
        contrasty: 'light and shadow differ strongly',
      }[evenness]
    }.`,
  overexposed: (k, n) => `Overexposed bright areas (often windows against daylight): ${k} of ${enPhotos(n)}.`,
  underexposed: (k, n) => `Large very dark areas: ${k} of ${enPhotos(n)}.`,
  sharp: 'Photo quality: the photos are sharp.',
  blurred: (k, n) => `Photo quality: blurred photos — ${k} of ${n}.`,
  resolution: (width, height) => `Resolution: typically ${width} × ${height} px.`,
  small: (k, n) => `Smaller than 1000 px on the long side: ${k} of ${enPhotos(n)}.`,
  lightCaveat: (n) =>
    `Judged from the brightness of ${enPhotos(n)} only; the size and orientation of the windows are not assessed.`,
  palette: (tone, colourfulness, colours) =>
    `${{ warm: 'Warm', neutral: 'Neutral', cool: 'Cool' }[tone]}, ${
      { muted: 'muted', balanced: 'moderately saturated', vivid: 'vivid' }[colourfulness]
    } palette; main colours: ${colours}.`,
  vibe: {
    cosy: 'The photos feel calm and cosy.',
    understated: 'The photos feel calm and understated.',
    crisp: 'The photos feel cool and crisp.',
    inviting: 'The photos feel warm and inviting.',
    balanced: 'The photos feel balanced and natural.',
    fresh: 'The photos feel fresh and light.',
    lively: 'The photos feel lively and colourful.',
    moody: 'The photos feel dark and moody.',
  },
  styleCaveat: (n) =>
    `Judged from the colours of ${enPhotos(n)} only; furniture and architectural style are not assessed.`,
};

/** "из 5 фотографий", "из 21 фотографии": the genitive after a number. */
const ruPhotosGenitive = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? 'фотографии' : 'фотографий');

const ru: BuiltinPhrases = {
  light: (brightness, percent, evenness) =>
    `Фотографии в среднем ${
      {
        dark: 'тёмные',
        dim: 'довольно тусклые',
        moderate: 'умеренно светлые',
        bright: 'светлые',
        veryBright: 'очень светлые',
      }[brightness]
    } (яркость ${percent} %); ${
      {
        even: 'освещение выглядит равномерным',
        varied: 'заметен контраст света и тени',
        contrasty: 'сильный контраст света и тени',
      }[evenness]
    }.`,
  overexposed: (k, n) =>
    `Пересвеченные светлые участки (часто окна при дневном свете): ${k} из ${n} ${ruPhotosGenitive(n)}.`,
  underexposed: (k, n) => `Большие очень тёмные участки: ${k} из ${n} ${ruPhotosGenitive(n)}.`,
  sharp: 'Качество фото: снимки резкие.',
  blurred: (k, n) => `Качество фото: размытых снимков — ${k} из ${n}.`,
  resolution: (width, height) => `Разрешение: обычно ${width} × ${height} пикс.`,
  small: (k, n) => `Меньше 1000 пикс. по длинной стороне: ${k} из ${n} ${ruPhotosGenitive(n)}.`,
  lightCaveat: (n) =>
    `Оценка сделана только по яркости ${n} ${ruPhotosGenitive(n)}; размер и ориентация окон не оценивались.`,
  palette: (tone, colourfulness, colours) =>
    `${{ warm: 'Тёплая', neutral: 'Нейтральная', cool: 'Холодная' }[tone]}, ${
      { muted: 'приглушённая', balanced: 'умеренно насыщенная', vivid: 'яркая' }[colourfulness]
    } палитра; основные цвета: ${colours}.`,
  vibe: {
    cosy: 'Фотографии производят спокойное и уютное впечатление.',
    understated: 'Фотографии производят спокойное и сдержанное впечатление.',
    crisp: 'Фотографии производят прохладное и строгое впечатление.',
    inviting: 'Фотографии производят тёплое и приветливое впечатление.',
    balanced: 'Фотографии производят гармоничное и естественное впечатление.',
    fresh: 'Фотографии производят свежее и лёгкое впечатление.',
    lively: 'Фотографии производят живое и красочное впечатление.',
    moody: 'Фотографии производят мрачноватое впечатление.',
  },
  styleCaveat: (n) =>
    `Оценка сделана только по цветам ${n} ${ruPhotosGenitive(n)}; мебель и архитектурный стиль не оценивались.`,
};

// Georgian counts take the singular noun: "5 ფოტოდან 2 ფოტოზე", "5 ფოტოს".
const ka: BuiltinPhrases = {
  light: (brightness, percent, evenness) =>
    `ფოტოები საშუალოდ ${
      {
        dark: 'ბნელია',
        dim: 'საკმაოდ მკრთალია',
        moderate: 'ზომიერად ნათელია',
        bright: 'ნათელია',
        veryBright: 'ძალიან ნათელია',
      }[brightness]
    } (სიკაშკაშე ${percent}%); ${
      {
        even: 'განათება თანაბარია',
        varied: 'შუქსა და ჩრდილს შორის შესამჩნევი კონტრასტია',
        contrasty: 'შუქსა და ჩრდილს შორის ძლიერი კონტრასტია',
      }[evenness]
    }.`,
  overexposed: (k, n) =>
    `გადაექსპონირებული ნათელი უბნები (ხშირად ფანჯრები დღის შუქზე): ${n} ფოტოდან ${k} ფოტოზე.`,
  underexposed: (k, n) => `დიდი, ძალიან ბნელი უბნები: ${n} ფოტოდან ${k} ფოტოზე.`,
  sharp: 'ფოტოების ხარისხი: კადრები მკვეთრია.',
  blurred: (k, n) => `ფოტოების ხარისხი: ბუნდოვანია ${n} ფოტოდან ${k}.`,
  resolution: (width, height) => `გარჩევადობა: ჩვეულებრივ ${width} × ${height} პიქსელი.`,
  small: (k, n) => `გრძელ მხარეს 1000 პიქსელზე ნაკლები: ${n} ფოტოდან ${k}.`,
  lightCaveat: (n) =>
    `შეფასებულია მხოლოდ ${n} ფოტოს სიკაშკაშის მიხედვით; ფანჯრების ზომა და მიმართულება არ შეფასებულა.`,
  palette: (tone, colourfulness, colours) =>
    `${{ warm: 'თბილი', neutral: 'ნეიტრალური', cool: 'ცივი' }[tone]}, ${
      { muted: 'მკრთალი', balanced: 'ზომიერად გაჯერებული', vivid: 'მკვეთრი' }[colourfulness]
    } ფერების პალიტრა; ძირითადი ფერები: ${colours}.`,
  vibe: {
    cosy: 'ფოტოები მშვიდ და მყუდრო შთაბეჭდილებას ტოვებს.',
    understated: 'ფოტოები მშვიდ და თავშეკავებულ შთაბეჭდილებას ტოვებს.',
    crisp: 'ფოტოები გრილ და მკაცრ შთაბეჭდილებას ტოვებს.',
    inviting: 'ფოტოები თბილ და მიმზიდველ შთაბეჭდილებას ტოვებს.',
    balanced: 'ფოტოები ჰარმონიულ და ბუნებრივ შთაბეჭდილებას ტოვებს.',
    fresh: 'ფოტოები სუფთა და მსუბუქ შთაბეჭდილებას ტოვებს.',
    lively: 'ფოტოები ცოცხალ და ფერად შთაბეჭდილებას ტოვებს.',
    moody: 'ფოტოები პირქუშ შთაბეჭდილებას ტოვებს.',
  },
  styleCaveat: (n) =>
    `შეფასებულია მხოლოდ ${n} ფოტოს ფერების მიხედვით; ავეჯი და არქიტექტურული სტილი არ შეფასებულა.`,
};

export const BUILTIN_PHRASES: Record<Language, BuiltinPhrases> = { ka, en, ru };
