import type { ClearableField } from '../extract/findings';
import { wordList } from '../text/word-list';

/** The words that name each field a follow-up can let go of. */
const FIELD_WORDS: Record<ClearableField, string> = {
  price: String.raw`price | budget | cost | цен\p{L}* | бюджет\p{L}* | стоимост\p{L}* | ფას\p{L}* | ბიუჯეტ\p{L}*`,
  district: String.raw`district | area | neighbou?rhood | location | район\p{L}* | местоположени\p{L}* |
    უბან\p{L}* | რაიონ\p{L}* | ადგილმდებარეობ\p{L}*`,
  floor: String.raw`floor | этаж\p{L}* | სართულ\p{L}*`,
  rooms: String.raw`rooms | number of rooms | количеств\p{L}* комнат | комнат\p{L}* | ოთახ\p{L}* |
    ოთახების რაოდენობ\p{L}*`,
  size: String.raw`size | square footage | площад\p{L}* | метраж\p{L}* | ფართ\p{L}*`,
  furnished: String.raw`furniture | мебел\p{L}* | ავეჯ\p{L}*`,
  renovation: String.raw`renovation | repair | condition | ремонт\p{L}* | რემონტ\p{L}*`,
};

/** Said before the field: "any renovation", "ремонт любой" reads the other way round (below). */
const BEFORE = String.raw`any | whatever | no matter (?:what|which)?(?: the)? | forget(?: about)?(?: the)? |
  (?:drop|ignore|remove) the | любо\p{L}* | неважно какой | без разницы какой | забудь(?: про| о)? |
  убер\p{L}* | ნებისმიერ\p{L}*`;

/** Said after the field: "budget doesn't matter", "мебель не важна", "რემონტი სულ ერთია". */
const AFTER = String.raw`(?:is |are )?(?:not important|unimportant|irrelevant|not needed|not necessary) |
  (?:doesn't|does not|don't|dont) matter | (?:is |are )?optional | whatever | не обязател\p{L}* |
  აუცილებელი არ არის | აუცილებელი არაა | не важ\p{L}* | неважн\p{L}* | любо\p{L}* |
  без разницы | не имеет значения | вс[её] равно | не нужн\p{L}* | სულ ერთია |
  არ აქვს მნიშვნელობა | არ მაინტერესებს | არ არის მნიშვნელოვანი | არაა მნიშვნელოვანი | არ მჭირდება |
  არ არის საჭირო | არაა საჭირო | დაივიწყე`;

/** Phrases that let go of a field, from its words and the words of indifference, in either order. */
export function indifferenceTo(field: ClearableField): string {
  const group = (list: string) => `(?:${wordList(list).join('|')})`;
  const words = group(FIELD_WORDS[field]);
  return `${group(BEFORE)} ${words} | ${words} ${group(AFTER)}`;
}
