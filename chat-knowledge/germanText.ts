/**
 * German text for matching: lower case, umlauts and ß spelled out (ä → ae, ß → ss) so
 * 'Öffnungszeiten' and 'Oeffnungszeiten' are one word, accents dropped, punctuation removed, a
 * light stemmer for plural and case endings, and the filler words of questions left out.
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

/** Strips one inflection ending from words longer than four letters: 'marken' → 'mark'. */
function stem(word: string): string {
  if (word.length <= 4 || KEEP.has(word)) return word;
  for (const ending of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * Words that carry no topic: articles, pronouns in every form (du/ihr/Sie), auxiliaries,
 * particles. Question words stay out too; the engine reads times and days on its own.
 */
const FILLERS = new Set(
  (
    'a an am auch auf aus bei bin bis bitte da dann das dass dem den der des die dir dich doch du ein eine einem einen einer eines ' +
    'es euch euer eure eurem euren gibt gerne gern hab habe haben habt hallo hast hat hi ich ihr ihnen ihre ihrem ihren ihrer im in ist ' +
    'ja je kann kannst koennen koennt koennte koenntet man mein meine meinem meinen meiner mich mir mit moechte moechten muss ' +
    'muessen nach noch nun nur ob oder sein seid sie sind so soll sollen uns unser unsere unserem unseren und vom von vor war ' +
    'was welche welcher welches wenn wer werde werden wie wir wird wo woher wohin zu zum zur mal denn eigentlich eigene eigenen ' +
    'etwas schon sagen sag sagt sagen weiss wissen frage fragen ueber fuer'
  ).split(' '),
);

/** Normalised, stemmed words of a text without the fillers. */
export function termsOf(text: string): string[] {
  const normalized = normalize(text);
  if (normalized === '') return [];
  return normalized
    .split(' ')
    .filter((word) => !FILLERS.has(word))
    .map(stem);
}
