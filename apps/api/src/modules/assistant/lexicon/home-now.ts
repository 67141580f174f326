import { knownWords } from '../text/vocabulary';

/**
 * The home one lives in, rents or pays for now, or sold or left: "I'm paying 1500 for a place in Vake", "сейчас снимаю в
 * Глдани", "продали квартиру в Рустави", "ვცხოვრობთ საბურთალოზე", "ამჟამად ისანში ვართ". A district in such a clause is
 * not the one searched when another is named outside it.
 */
const HOME_NOW = knownWords(
  [
    String.raw`(?:i|we)(?:'m|'re| am| are)? (?:living|renting|paying|staying)|(?:i|we) (?:live|pay|sold|left|used to live)`,
    String.raw`(?:i|we) moved (?:out )?(?:of|from)|sold (?:my|our)|(?:my|our|the) (?:current|present|old|previous|last) (?:place|flat|apartment|home|house)`,
    String.raw`живу|жив[её]м|проживаю|проживаем|снимаю|снимаем|плачу|платим|продал\p{L}*|прода[её]м|переехал\p{L}* из|съезжа\p{L}*`,
    String.raw`нынешн\p{L}*|прежн\p{L}*|ვცხოვრობ\p{L}*|ვიხდი\p{L}*|გავყიდე\p{L}*|ვყიდი\p{L}*|ამჟამად|ამჟამინდელ\p{L}*|ახლანდელ\p{L}*`,
    // A home one owns, and the homes of friends and family: "I own a flat in …", "my neighbour bought in …".
    String.raw`(?:i|we) own|(?:my|our) (?:friends?|neighbours?|neighbors?|parents|sister|brother|colleague) (?:paid|bought|rents?|rented|sold|lives?|lived)`,
    String.raw`(?:я|мы) (?:собственни\p{L}*|владел\p{L}*|владею|владеем)|(?:друг|подруга|друзья|соседи|родители|сестра|брат|коллега) (?:купил\p{L}*|снима\p{L}*|жив\p{L}*|продал\p{L}*|заплатил\p{L}*)`,
    String.raw`მეგობარმა|მეგობრებმა|მეზობელმა|მშობლებმა|დამ|ძმამ`,
  ].join('|'),
);

const HOME_CLAUSE = new RegExp(String.raw`(?:^|\s)(?:${HOME_NOW})(?![\p{L}])`, 'u');

/** Whether a clause speaks of the home one has or had. */
export const isHomeNowClause = (clause: string) => HOME_CLAUSE.test(clause);
const CLAUSE_BREAK = /[,.;!?()]|\s(?:and|but|и|а|но|და|მაგრამ)\s/gu;

/** Whether the clause of `text` around `index` speaks of the home one has or had ("the last place had electric radiators"). */
export function isSaidOfHomeNow(text: string, index: number): boolean {
  let start = 0;
  let end = text.length;
  for (const match of text.matchAll(CLAUSE_BREAK)) {
    if (match.index < index) start = match.index + match[0].length;
    else {
      end = match.index;
      break;
    }
  }
  return isHomeNowClause(text.slice(start, end));
}
