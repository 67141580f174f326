import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import loadGeorgian from 'dictionary-ka';
import english from 'dictionary-en';
import russian from 'dictionary-ru';
import type * as HunspellAsm from 'hunspell-asm';
import { memoizedByWord } from './memo';

// Through Node's own require: loaded as an ES module (as the API tests' module runner loads it), its `import * as` of the
// CommonJS Emscripten runtime yields a namespace object where a function is expected ("runtimeModule is not a function").
const { loadModule } = createRequire(import.meta.url)('hunspell-asm') as typeof HunspellAsm;

/**
 * The spelling dictionaries of the three languages (Hunspell's, through its WebAssembly build): a word they accept is
 * a word of its language with its own meaning ("купим", we will buy; "მოთხოვნა", a request; "ავალთ", we will go up),
 * never a typo of the vocabulary word a letter away ("купил", "მეოთხე", "Avchala"). Loaded once per process when the
 * assistant is first imported (about 0.4 s, 50 MB).
 */
const factory = await loadModule();

function dictionary({ aff, dic }: { aff: Uint8Array; dic: Uint8Array }, name: string): HunspellAsm.Hunspell {
  const affPath = factory.mountBuffer(aff, `${name}.aff`);
  const dicPath = factory.mountBuffer(dic, `${name}.dic`);
  const hunspell = factory.create(affPath, dicPath);
  factory.unmount(affPath);
  factory.unmount(dicPath);
  return hunspell;
}

const georgianFiles = await promisify(loadGeorgian)();
const byScript: readonly [RegExp, HunspellAsm.Hunspell][] = [
  [/^[\u10d0-\u10ff]/u, dictionary(georgianFiles, 'ka')],
  [/^[\u0400-\u04ff]/u, dictionary(russian, 'ru')],
  [/^[a-z]/u, dictionary(english, 'en')],
];

/**
 * Whether `word` (lower case) is spelled right in the language of its script; each word checked once (the district
 * matcher asks of one word once per name).
 */
export const isSpelledRight = memoizedByWord((word: string): boolean => {
  const found = byScript.find(([script]) => script.test(word));
  return found !== undefined && found[1].spell(word);
});
