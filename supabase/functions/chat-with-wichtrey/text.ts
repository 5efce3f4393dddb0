/**
 * German text matching for the built-in knowledge base: lower case, umlauts and ß spelled out
 * (ä → ae, ß → ss) so 'Öffnungszeiten' and 'Oeffnungszeiten' are the same word, other accents
 * dropped, punctuation removed, and a light stemmer that strips common inflection endings.
 * Plain string code: runs in Deno, Node and the browser.
 */

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** 'Öffnungszeiten am Wochenende?' → 'oeffnungszeiten am wochenende'. */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüß]/g, (char) => UMLAUTS[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const ENDINGS = ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'];

/** Words whose ending is part of the word ('Montage' is not 'Montag'). */
const KEEP = new Set(['montage', 'montagen']);

/** Strips one inflection ending from words longer than five letters: 'marken' → 'mark'. */
export function stem(word: string): string {
  if (word.length <= 5 || KEEP.has(word)) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  }
  return word;
}

/** Normalised, stemmed words of a text. */
export function words(text: string): string[] {
  const normalized = normalize(text);
  return normalized === '' ? [] : normalized.split(' ').map(stem);
}

/**
 * Whether a stemmed word of the visitor's text matches a stemmed keyword: exactly, as a prefix
 * ('polster' in 'polsterei') for keywords of four letters or more, or inside a compound
 * ('boden' in 'teppichboden') for keywords of five letters or more.
 */
export function wordMatches(word: string, keyword: string): boolean {
  if (word === keyword) return true;
  if (keyword.length >= 4 && word.startsWith(keyword)) return true;
  return keyword.length >= 5 && word.includes(keyword);
}

/** Whether the words contain the keyword phrase (one or more stemmed words in a row). */
export function containsPhrase(text: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0) return false;
  for (let start = 0; start + phrase.length <= text.length; start++) {
    if (phrase.every((keyword, offset) => wordMatches(text[start + offset] as string, keyword))) return true;
  }
  return false;
}
