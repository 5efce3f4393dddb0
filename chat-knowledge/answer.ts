/**
 * The built-in assistant: finds the passage a question is about and answers in one to three
 * sentences with the fact asked for and at most one pointer, or, when no passage fits, with the
 * contact reply (never a guess). Matching is MiniSearch (BM25 with prefix and typo tolerance)
 * over the passages' words, with German normalisation (germanText.ts). Opening-hours questions
 * are answered for the given moment in Europe/Berlin time. Runs in Deno (the chat function),
 * Node (local stack, tests) and the browser (offline answers in the app).
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { chatFacts, type ChatFacts } from './facts.ts';
import { normalize, termsOf } from './germanText.ts';
import { openingAnswer } from './openingTimes.ts';
import { buildPassages, type Passage } from './passages.ts';

/** Longest visitor text the matcher looks at; the function itself accepts 1000 characters. */
const MAX_INPUT = 2000;

/** A passage answers only when its keywords matched at least this strongly. */
const MIN_SCORE = 4;

const passages = buildPassages();
const byId = new Map(passages.map((passage) => [passage.id, passage]));

const index = new MiniSearch<Passage>({
  idField: 'id',
  fields: ['keywords', 'context'],
  // Each word through the German normalisation; fillers (articles, pronouns…) are dropped.
  processTerm: (term) => {
    const terms = termsOf(term);
    return terms.length === 0 ? null : terms;
  },
  searchOptions: {
    boost: { keywords: 3, context: 1 },
    prefix: (term) => term.length >= 5,
    // Typos in long words only: a short word one letter off is often another word ('Gedicht', 'Gericht').
    fuzzy: (term) => (term.length >= 8 ? 0.2 : false),
    // Keyword lists, not prose: a long list must not dilute its words.
    bm25: { k: 1.2, b: 0, d: 0.5 },
    boostDocument: (id) => byId.get(id as string)?.weight ?? 1,
  },
});
index.addAll(passages);

export interface PassageMatch {
  passage: Passage;
  score: number;
}

/** Whether a search result matched one of the passage's keywords (not only supporting words). */
const hitsKeywords = (result: SearchResult) => Object.values(result.match).some((fields) => fields.includes('keywords'));

/** Passages named by a whole phrase of filler words ('wo seid ihr'): they come first. */
function phraseMatches(text: string): PassageMatch[] {
  const normalized = ` ${normalize(text)} `;
  return passages.filter((passage) => passage.phrases?.some((phrase) => normalized.includes(` ${phrase} `))).map((passage) => ({ passage, score: Number.POSITIVE_INFINITY }));
}

/** The passages a question is about, best first (empty when none fits). */
export function matchPassages(message: string): PassageMatch[] {
  const text = message.slice(0, MAX_INPUT);
  const byPhrase = phraseMatches(text);
  if (byPhrase.length > 0) return byPhrase.slice(0, 1);
  if (termsOf(text).length === 0) return [];
  const results = index.search(text).filter(hitsKeywords);
  const best = results[0];
  if (!best || best.score < MIN_SCORE) return [];
  // Close runners-up, and the price passage whenever the question asks what something costs.
  return results
    .filter((result, rank) => rank === 0 || result.score >= best.score * 0.5 || result.id === 'prices')
    .slice(0, 3)
    .map((result) => ({ passage: byId.get(result.id as string)!, score: result.score }));
}

const GREETING = new Set(['hallo', 'hi', 'hey', 'moin', 'servus', 'guten tag', 'guten morgen', 'guten abend', 'gruess gott', 'gruss gott', 'hallo zusammen']);
const THANKS = /^(vielen |herzlichen |tausend )?(dank|danke)( schoen| sehr| dir| ihnen| euch)*( fuer .*)?$|^dankeschoen$|^merci$/;
const GOODBYE = /^(tschuess|tschuss|auf wiedersehen|bis bald|ciao|schoenen tag( noch)?)$/;

function socialReply(message: string, facts: ChatFacts): string | null {
  const text = normalize(message);
  if (GREETING.has(text)) return `Hallo! Ich bin die ${facts.assistantName} von ${facts.brand}. Fragen Sie mich gern nach Öffnungszeiten, Leistungen, Terminen oder unseren AGB.`;
  if (THANKS.test(text)) return 'Gern geschehen! Wenn Sie noch etwas wissen möchten, fragen Sie einfach.';
  if (GOODBYE.test(text)) return `Auf Wiedersehen und bis bald bei ${facts.brand}!`;
  return null;
}

/** What everything unknown gets: no guess, the way to a person. */
export function unknownQuestionReply(facts: ChatFacts = chatFacts): string {
  return (
    'Dazu kann ich Ihnen leider keine verlässliche Auskunft geben. Fragen Sie uns gern direkt: ' +
    `telefonisch unter ${facts.contact.phoneDisplay} oder per E-Mail an [${facts.contact.email}](mailto:${facts.contact.email}).`
  );
}

/** Passages whose fact already answers what something costs. */
const PRICED = new Set(['prices', 'boxspring-overnight', 'withdrawal', 'reminder-fee', 'default-interest', 'estimate', 'non-acceptance', 'liability']);

function reply(matches: readonly PassageMatch[], message: string, now: Date): string {
  const { passage } = matches[0]!;
  if (passage.dynamic === 'opening-hours') return openingAnswer(message, now);
  // "What does re-covering a chair cost?": the service, then the one honest word on prices.
  const prices = matches.find((match) => match.passage.id === 'prices');
  if (prices && !PRICED.has(passage.id)) return `${passage.fact} ${prices.passage.fact} ${prices.passage.pointer ?? ''}`.trim();
  return passage.pointer ? `${passage.fact} ${passage.pointer}` : passage.fact;
}

/** The assistant's answer to one message, as of `now`. */
export function answerFromKnowledge(message: string, now: Date = new Date()): string {
  const social = socialReply(message, chatFacts);
  if (social) return social;
  const matches = matchPassages(message);
  return matches.length > 0 ? reply(matches, message, now) : unknownQuestionReply();
}

/** The facts behind the best passages, for a language model's prompt. */
export function passagesForPrompt(message: string): string[] {
  return matchPassages(message)
    .slice(0, 2)
    .map(({ passage }) => passage.fact);
}
