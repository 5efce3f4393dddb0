import { answerFromKnowledge } from '../../chat-knowledge/answer';
import type { OfferPrice } from '../../chat-knowledge/currentOffers';
import { MAX_MESSAGE_LENGTH } from '../../chat-knowledge/messageLimit';

export interface ChatFigure {
  kind: string;
  /** Median milliseconds of the chat's own reply to one message of this kind, with no offer on sale. */
  medianMs: number;
  /** The same with CHAT_SALE_SIZE offers on sale, which the reply weighs for every question. */
  withSaleMs: number;
}

/** Repeats `unit` to exactly `MAX_MESSAGE_LENGTH` characters (code points, as the chat counts them). */
const longest = (unit: string) => [...unit.repeat(Math.ceil(MAX_MESSAGE_LENGTH / [...unit].length))].slice(0, MAX_MESSAGE_LENGTH).join('');

/**
 * Messages of the longest length the chat takes, of the shapes that cost the chat's reading the
 * most: one word without an end (a lookbehind tried at every letter once took it 3 s), hundreds
 * of questions (each weighed against every passage and offer: 12 s with 60 offers once), hundreds
 * of clauses in one sentence, and real questions run together.
 */
const MESSAGES: Record<string, string> = {
  'one letter': longest('a'),
  'one word without spaces': longest('SofaneubeziehenlassenwaskostetdasbeieuchimLaden'),
  'a word, repeated': longest('Boxspringbett '),
  'hundreds of questions': longest('a?'),
  'hundreds of clauses': longest('a,'),
  'prices asked again and again': longest('Sessel unter 1000 Euro, '),
  'questions run together': longest('Wann habt ihr am Samstag offen und was kostet es, mein Sofa neu beziehen zu lassen? '),
  'a story with a question': longest('Unser Sofa, das wir letztes Jahr bei euch gekauft haben, hat eine offene Naht und ich wüsste gern, ob ihr das reparieren könnt und was das kostet. '),
};

export const CHAT_SALE_SIZE = 60;
const KINDS = ['Sofa', 'Sessel', 'Esstisch', 'Boxspringbett', 'Teppich', 'Stuhl', 'Vorhangstoff', 'Kommode', 'Polsterbank', 'Wandpaneel'];
/** A sale of CHAT_SALE_SIZE pieces, six of each kind, with names of their own ('Sessel Modell 13'). */
const SALE: OfferPrice[] = Array.from({ length: CHAT_SALE_SIZE }, (_, index) => {
  const original = 200 + 97 * index;
  return { name: `${KINDS[index % KINDS.length]!} Modell ${index + 1}`, original_price: original, sale_price: Math.round(original * 0.8), discount: 20 };
});

/** Each timed reply is asked a minute later than the one before: the matcher keeps its last matches by moment and text. */
let asked = Date.now();
const nextMinute = () => new Date((asked += 60_000));

function medianMs(message: string, offers: readonly OfferPrice[], runs: number): number {
  const times = Array.from({ length: runs }, () => {
    const at = nextMinute();
    const start = performance.now();
    answerFromKnowledge(message, at, offers);
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return Math.round(times[Math.floor(runs / 2)]!);
}

/**
 * The chat's own reply (chat-knowledge: the chat function without a model, and the device's answer
 * offline) runs on one thread: while it is computed, the function's instance and, offline, the
 * visitor's page answer nothing else, and hosted Supabase stops a request after 2 s of CPU. Times
 * each message `runs` times after one warm-up, without offers and with a sale of CHAT_SALE_SIZE.
 */
export function measureChatReplies(runs = 5): ChatFigure[] {
  answerFromKnowledge('Wann habt ihr geöffnet?', new Date(), SALE);
  return Object.entries(MESSAGES).map(([kind, message]) => ({ kind, medianMs: medianMs(message, [], runs), withSaleMs: medianMs(message, SALE, runs) }));
}
