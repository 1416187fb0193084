// The dictionaries components read: each is a live copy holding the current language's
// words, refilled in place when the language changes (the root then renders anew, keyed
// on the language). A component reads `texts.basket.add` at render time as it read
// `fr.basket.add`, and a module's `const t = adminTexts.player` follows too: no context,
// no hook, nothing more on a click's render.
import type { Dictionary } from './dictionary';

type Words = Record<string, unknown>;

/** A language's words by dictionary name, as the language's chunks bring them. */
export type Translation = Record<string, Words>;

const registered = new Map<string, { french: Words; texts: Words }>();
const loaded: Translation = {};
let english = false;

const isNested = (value: unknown): value is Words => typeof value === 'object' && value !== null;

/** A deep copy of the nested objects and arrays; texts and functions are shared. */
const copy = <T>(value: T): T =>
  !isNested(value) ? value : ((Array.isArray(value) ? value.map(copy) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]))) as T);

/** Writes `words` into `texts` at every depth, keeping `texts`'s own objects. */
function fill(texts: Words, words: Words): void {
  for (const [key, value] of Object.entries(words)) {
    if (isNested(value)) fill(texts[key] as Words, value);
    else texts[key] = value;
  }
}

/** The live twin of a French dictionary, in English already when English is shown. */
export function live<T extends object>(name: string, french: T): Dictionary<T> {
  const texts = copy(french) as Words;
  registered.set(name, { french: french as Words, texts });
  if (english && loaded[name]) fill(texts, loaded[name]);
  return texts as Dictionary<T>;
}

/** Shows English (with the words loaded so far, and those added later) or French again. */
export function showWords(translation: Translation | null): void {
  english = translation !== null;
  if (translation) Object.assign(loaded, translation);
  for (const [name, { french, texts }] of registered) fill(texts, english ? (loaded[name] ?? french) : french);
}

/** Words a chunk brings for its own dictionaries (the console's): shown now when English is. */
export function addWords(translation: Translation): void {
  Object.assign(loaded, translation);
  if (english) for (const name of Object.keys(translation)) fill(registered.get(name)?.texts ?? {}, translation[name]!);
}
