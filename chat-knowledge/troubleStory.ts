/**
 * A story of something gone wrong with the shop's work or service: several sentences, and in them a
 * defect ('… nach knapp 4 Wochen knarzt es an mehreren Stellen …'), a damage, a delay ('… inzwischen
 * sind es 13 Wochen …'), a bill in dispute or a complaint. The matcher reads a question by its
 * words; a story's many words lead it to whatever passage shares a few of them (the Polsterei's
 * description, the opening hours, the planning talk). What the customer needs is a person who takes
 * the case up, and beside it what the terms say where the story asks of a clause (answer.ts).
 */
import { normalize } from './germanText.ts';

/** Shorter messages are read question by question: a story tells before it asks. */
const STORY_MIN_LENGTH = 180;

/** Starts of words that tell a fault of the work or the goods (normalised: 'gelöst' is 'geloest'). */
const DEFECT = [
  'aufgegangen', 'aufgeplatzt', 'geloest', 'loest sich', 'loesen sich', 'abgeloest', 'wackel', 'knarz', 'knarr', 'quietsch', 'durchgesessen', 'eingesunken', 'eingesackt', 'durchhaeng', 'haengt durch', 'kuhle',
  'falten', 'blasen', 'fleck', 'schief', 'krumm', 'zu schmal', 'zu kurz', 'zu lang', 'zu breit', 'lichtspalt', 'eingelaufen', 'abgefaerbt', 'verfaerbt', 'ausgeblichen', 'hochbieg', 'hebt sich', 'heben sich',
  'gerissen', 'eingerissen', 'schimmel', 'verheddert', 'piekst', 'wellig', 'wirft wellen', 'naht offen', 'naht ist offen', 'wieder offen',
  'falsche stoff', 'falschen stoff', 'falsche farbe', 'falschen farbe', 'nicht wie bestellt', 'anders als bestellt',
  'broken', 'torn', 'stain', 'peeling', 'too short', 'too narrow', 'too long', 'squeak', 'falling off', 'fell off', 'faded', 'shrunk', 'wobbl', 'crooked', 'visible seams', 'came apart',
];

/** Waiting for what was ordered ('ich warte seit 6 wochen auf mein raffrollo'): an order, named or not. */
const LATE = ['warte seit', 'warten seit', 'warte jetzt seit', 'warten jetzt seit', 'warte schon seit', 'warten schon seit', 'immer noch nicht da', 'immer noch nicht geliefert', 'immer noch kein', 'noch nicht da', 'verspaetung', 'verzoegerung', 'still waiting'];

/** Other trouble: damage (to the goods or to the home: which, and whose, a person sees), late, nobody came, a bill in dispute, a complaint said as one. */
const TROUBLE = [
  'kratzer', 'zerkratzt', 'beschaedigt', 'kaputt', 'eingedrueckt', 'delle', 'scratched', 'damaged',
  'immer noch nicht', 'immer noch nix', 'zu spaet', 'keiner gekommen', 'niemand gekommen', 'keiner kam', 'niemand kam',
  'nicht zurueckgerufen', 'niemand gemeldet', 'keiner gemeldet', 'nie gemeldet', 'keine antwort', 'keine bestaetigung', 'hoeher als', 'doppelt abgebucht', 'zweimal abgebucht', 'nicht abgezogen', 'falsch berechnet', 'rechnung ist falsch',
  'reklamier', 'reklamation', 'beschwer', 'aergerlich', 'veraergert', 'enttaeuscht', 'dampf ablassen', 'mehr erwartet', 'unzufrieden', 'nicht zufrieden', 'unfreundlich',
  'still nothing', 'not happy', 'disappointed', 'complaint', 'never showed', 'no one came', 'nobody came',
];

/**
 * Words that make it the shop's work or goods ('bei Ihnen', 'Ihr Monteur', 'geliefert', 'neu
 * bezogen'): an inherited sofa whose springs squeak is a job asked for, no trouble with the shop.
 */
const OURS = [
  'bei ihnen', 'bei euch', 'von ihnen', 'von euch', 'ihr mitarbeiter', 'ihre mitarbeiter', 'ihr monteur', 'euer monteur', 'eure monteur', 'ihre monteur', 'ihr polsterer', 'euer polsterer', 'ihre beraterin', 'ihr berater',
  'bestellt', 'geliefert', 'lieferung', 'verlegt', 'montiert', 'aufgehaengt', 'gekauft', 'rechnung', 'auftrag', 'anzahlung', 'neu bezogen', 'neu gepolstert', 'aufgepolstert', 'aufpolstern lassen', 'beziehen lassen', 'machen lassen', 'wurde repariert', 'habt repariert', 'haben repariert', 'abgeholt', 'termin',
  'ihr neu gepolstert', 'ihr bezogen', 'ihr verlegt', 'ihr montiert', 'ihr genaeht', 'ihr gemacht', 'sie neu gepolstert', 'sie bezogen', 'sie verlegt', 'sie montiert', 'sie genaeht',
  'you installed', 'you reupholstered', 'you put up', 'you laid', 'you made', 'your fitter', 'ordered', 'arrived', 'delivered', 'bought', 'invoice',
];

const startsOf = (words: readonly string[]) => new RegExp(`(^| )(${words.join('|')})`);
const OF_THE_SHOP = startsOf(OURS);
const TELLS_LATE = startsOf(LATE);
const TELLS_DEFECT = startsOf(DEFECT);
const TELLS_TROUBLE = startsOf(TROUBLE);

/**
 * What a message tells of trouble: whether a fault of the work or the goods is among it, and
 * whether it is a story (a short one, 'der stuhl den ihr neu gepolstert habt wackelt jetzt', is
 * read question by question, and only a fault in it keeps a service's description away).
 */
export interface TroubleTold {
  defect: boolean;
  story: boolean;
  /** Whether it asks (a story is taken to; a line that only tells, '… fotos hab ich', does not). */
  asks: boolean;
}

/** The trouble with the shop's work or goods a message tells, or null. */
export function troubleTold(message: string): TroubleTold | null {
  const text = normalize(message);
  const story = text.length >= STORY_MIN_LENGTH;
  const defect = TELLS_DEFECT.test(text);
  const told = { defect, story, asks: story || message.includes('?') };
  // 'ich warte seit 6 wochen auf mein raffrollo … status?': waiting tells of an order by itself.
  if (!story && TELLS_LATE.test(text)) return told;
  if (!OF_THE_SHOP.test(text)) return null;
  if (!story) return defect ? told : null;
  return defect || TELLS_TROUBLE.test(text) || TELLS_LATE.test(text) ? told : null;
}
