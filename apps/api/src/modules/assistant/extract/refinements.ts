import { findPhrases, phrasePattern } from '../text/phrases';
import type { Adjustment, ClearableField, Findings } from './findings';

const RESET = phrasePattern(String.raw`start over | start again | start from scratch | from scratch | reset |
  new search | clear (?:all|everything) | forget everything | заново | сначала | с начала | с нуля |
  сброс\p{L}* | сбрось\p{L}* | новый поиск | забудь вс[её] | თავიდან | ახლიდან | ყველაფერი წაშალე |
  ახალი ძებნა`);

const CLEARS: readonly [ClearableField, RegExp][] = [
  [
    'price',
    phrasePattern(String.raw`forget (?:about )?the (?:price|budget) | price (?:doesn't|does not|don't|dont) matter |
      any price | no price limit | price is not important | price not important | (?:ignore|remove|drop) the (?:price|budget) |
      no budget | whatever (?:the )?price | цена не важна | цена неважна | без ограничени\p{L}* по цене |
      неважно сколько стоит | забудь (?:про|о) цен\p{L}* | любая цена | любой бюджет | убери цену |
      цена не имеет значения | бюджет не важен | ფასი არ მაინტერესებს | ფასს არ აქვს მნიშვნელობა |
      ფასი არ არის მნიშვნელოვანი | ფასი არაა მნიშვნელოვანი | ნებისმიერ ფასად | ბიუჯეტი არ მაინტერესებს`),
  ],
  [
    'district',
    phrasePattern(String.raw`any (?:district|area|neighbou?rhood|location) | anywhere |
      (?:district|area|location) (?:doesn't|does not|don't|dont) matter | (?:district|area) is not important |
      forget (?:about )?the (?:district|area) | other districts (?:too|also) | all districts | whole city |
      любой район | в любом районе | район не важен | район неважен | неважно где | не важно где |
      забудь (?:про|о) район\p{L}* | все районы | по всему городу | другие районы тоже |
      უბანს არ აქვს მნიშვნელობა | ნებისმიერ უბანში | ნებისმიერი უბანი | რაიონს არ აქვს მნიშვნელობა |
      უბანი არ მაინტერესებს | რაიონი არ მაინტერესებს | სულ ერთია სად | მთელ ქალაქში`),
  ],
  [
    'floor',
    phrasePattern(String.raw`any floor | floor (?:doesn't|does not|don't|dont) matter | любой этаж | этаж не важен |
      этаж неважен | ნებისმიერ სართულზე | სართულს არ აქვს მნიშვნელობა | სართული არ მაინტერესებს`),
  ],
  [
    'rooms',
    phrasePattern(String.raw`any number of rooms | rooms (?:don't|doesn't|do not) matter | количество комнат не важно |
      любое количество комнат | ოთახების რაოდენობას არ აქვს მნიშვნელობა`),
  ],
  [
    'size',
    phrasePattern(String.raw`any size | size (?:doesn't|does not|dont) matter | площадь не важна | любая площадь |
      ფართს არ აქვს მნიშვნელობა`),
  ],
  [
    'furnished',
    phrasePattern(String.raw`furniture (?:doesn't|does not|dont) matter | with or without furniture | мебель не важна |
      с мебелью или без | ავეჯს არ აქვს მნიშვნელობა`),
  ],
];

const ADJUSTMENTS: readonly [Adjustment, RegExp][] = [
  [
    'cheaper',
    phrasePattern(String.raw`cheaper | less expensive | lower (?:the )?(?:price|budget) | too expensive | too pricey |
      (?<!не )дешевле | подешевле | по дешевле | дороговато | слишком дорого | сниз\p{L}* цену | უფრო იაფ\p{L}* |
      იაფიც | ცოტა იაფ\p{L}* | ძალიან ძვირია | ძვირია`),
  ],
  [
    'pricier',
    phrasePattern(String.raw`more expensive | pricier | higher (?:price|budget) | raise the (?:price|budget) |
      can pay more | increase the budget | (?<!не )дороже | подороже | поднять бюджет | увеличить бюджет |
      უფრო ძვირ\p{L}* | ძვირიც`),
  ],
  [
    'moreRooms',
    phrasePattern(String.raw`more rooms | (?:one|an) (?:extra|additional|more) room | (?:по)?больше комнат |
      ещ[её] (?:одн\p{L}*) комнат\p{L}* | (?:უფრო )?მეტი ოთახ\p{L}*`),
  ],
  [
    'fewerRooms',
    phrasePattern(String.raw`fewer rooms | less rooms | (?:по)?меньше комнат | ნაკლები ოთახ\p{L}*`),
  ],
  [
    'bigger',
    phrasePattern(String.raw`bigger | larger | more space | more spacious | побольше(?! комнат) | просторнее |
      попросторнее | площадь побольше | უფრო დიდ\p{L}* | უფრო ფართო\p{L}* | მეტი ფართ\p{L}*`),
  ],
  [
    'smaller',
    phrasePattern(String.raw`smaller | less space | поменьше(?! комнат) | площадь поменьше | უფრო პატარა\p{L}* |
      ნაკლები ფართ\p{L}*`),
  ],
];

const has = (text: string, pattern: RegExp) => findPhrases(text, pattern).some((hit) => !hit.isNegated);

/** Follow-ups that change what the conversation has: reset, "forget the price", "cheaper", "more rooms". */
export function readRefinements(text: string, findings: Findings): void {
  findings.isReset = has(text, RESET);
  for (const [field, pattern] of CLEARS)
    if (findPhrases(text, pattern).length > 0) findings.clears.add(field);
  for (const [adjustment, pattern] of ADJUSTMENTS)
    if (has(text, pattern)) findings.adjustments.add(adjustment);
}
