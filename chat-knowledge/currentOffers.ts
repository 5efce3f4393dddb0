/**
 * The sale's pieces as the chat knows them at the moment it answers: 'Was kostet das Sofa
 * Lindholm?' gets that offer's prices. The offers are not facts of src/content but rows of the
 * database, read by the chat function (supabase/functions/chat-with-wichtrey/offerPrices.ts).
 */
import { chatFacts, type ChatFacts } from './facts.ts';
import { normalize, stem, termsOf } from './germanText.ts';
import { namesWare, unfamiliarWordsOf } from './matcher.ts';
import { priceRangeOf, withinRange, type PriceRange } from './priceRange.ts';
import { ENGLISH } from './synonyms.ts';

/** The message folded, English words as the German the names are written in ('the leather boxspring bed'). */
const askedIn = (message: string) =>
  normalize(message)
    .split(' ')
    .map((word) => ENGLISH[word] || word)
    .join(' ');

/** An offer's name and prices, as the offers table has them (a price of 0 or none: not given). */
export interface OfferPrice {
  name: string;
  original_price: number | null;
  sale_price: number | null;
  /** The discount in percent the offer's card shows (the server derives it from the prices); absent where not read. */
  discount?: number | null;
  /** The card's description and maker, quoted where a question asks what they say (offerInfo.ts); absent where not read. */
  info?: string | null;
  manufacturer?: string | null;
}

/** At most this many offers are named in one reply. */
const MAX_NAMED = 3;
/** Shorter words are no name ('Juist' is five letters). */
const MIN_NAME_WORD = 4;

/**
 * An offer's name folded, and its unfamiliar words, worked out once per offer: a message is read
 * question by question, and each question weighed every offer against every other (500 questions
 * and 60 offers took 12 s). Kept by the row and the list: both are read afresh for each message
 * (the chat function's read, the device's query) and never changed.
 */
const foldedNames = new WeakMap<OfferPrice, string>();
function foldedName(offer: OfferPrice): string {
  let folded = foldedNames.get(offer);
  if (folded === undefined) foldedNames.set(offer, (folded = normalize(offer.name)));
  return folded;
}
const ownWordsOfName = new WeakMap<OfferPrice, string[]>();
/** The words of an offer's name the knowledge does not know, long enough to name it ('Lindholm'). */
function ownWords(offer: OfferPrice): string[] {
  let own = ownWordsOfName.get(offer);
  if (own === undefined) ownWordsOfName.set(offer, (own = unfamiliarWordsOf(offer.name).filter((word) => word.length >= MIN_NAME_WORD)));
  return own;
}
/** A piece's kind: the first word of its name ('sofa' of 'Sofa Lindholm, 3-Sitzer'). */
const kindOf = (offer: OfferPrice) => foldedName(offer).split(' ')[0] ?? '';
/** How many of the sale's pieces are of each kind, once per list of offers. */
const kindCounts = new WeakMap<readonly OfferPrice[], Map<string, number>>();
function piecesOfKind(offers: readonly OfferPrice[], kind: string): number {
  let counts = kindCounts.get(offers);
  if (counts === undefined) {
    counts = new Map();
    for (const kind of offers.map(kindOf)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    kindCounts.set(offers, counts);
  }
  return counts.get(kind) ?? 0;
}

/** The message holds a name's word, or its last part ('Stühle' of 'Esszimmerstühle'). */
const holds = (held: ReadonlySet<string>, parts: readonly string[], word: string) => held.has(stem(word)) || parts.some((part) => stem(word).endsWith(part));

/**
 * The offers a message names: by a word of the offer's name the knowledge does not know
 * ('Lindholm'; not 'Sofa', which would name every sofa). A name with several such words needs two
 * of its words ('Sessel Amrum', 'Stühle Marit' for 'Esszimmerstühle Marit'), or one asked of alone
 * (namedByItsOwnWord). Without such a word, a name is named as namedWhole says.
 */
export function offersNamed(message: string, offers: readonly OfferPrice[]): OfferPrice[] {
  const asked = askedIn(message);
  const held = new Set(asked.split(' ').map(stem));
  const parts = [...held].filter((part) => part.length >= MIN_NAME_WORD);
  return offers
    .filter((offer) => {
      const own = ownWords(offer);
      // Without its own word, by the words it shares with the knowledge ('der Eichentisch'), or by its kind.
      if (!own.some((word) => held.has(stem(word)))) return namedWhole(asked, foldedName(offer)) || namedByKind(asked, offer, offers);
      const words = foldedName(offer).split(' ').filter((word) => word.length >= MIN_NAME_WORD);
      // 'der massive Eichentisch': two of the name's words in one compound count as two.
      const inCompounds = asked.split(' ').filter((word) => word.length >= MIN_NAME_WORD).flatMap((word) => nameWordsIn(word, words));
      // 'Was kostet das Wandpaneel?': one own word of two, the piece's kind, where it is the one of its kind.
      const named = new Set([...words.filter((word) => holds(held, parts, word)), ...inCompounds]).size;
      return named >= Math.min(2, own.length) || (named === 1 && namedByItsOwnWord(asked, offer, offers, own.filter((word) => holds(held, parts, word)))) || namedByKind(asked, offer, offers);
    })
    .slice(0, MAX_NAMED);
}

/**
 * 'was kostet der amrum', 'Wie teuer ist Marit?': one own word of a name of several, not its kind and in
 * no other piece's name, where nothing else the shop makes or sells is named beside it ('Habt ihr
 * Parkett in Eiche?' asks of the floor, not of 'Wandpaneel Eiche geräuchert').
 */
function namedByItsOwnWord(asked: string, offer: OfferPrice, offers: readonly OfferPrice[], held: readonly string[]): boolean {
  const [word] = held;
  if (held.length !== 1 || word === kindOf(offer) || offers.filter((other) => ownWords(other).includes(word!)).length !== 1) return false;
  // The sale's pieces named beside it by name or kind ('the Sylt sofa and the Amrum chair', 'the oak wall panel') are no other ware.
  const plain = (word: string) => stem(word).replace(/([aou])e/g, '$1');
  const saleWords = [...offers.flatMap(ownWords), ...offers.map(kindOf)].map(plain);
  return !termsOf(withoutOwnPieces(asked)).some((term) => namesWare(term) && !saleWords.some((word) => word.endsWith(plain(term)) || word.startsWith(plain(term))));
}

/**
 * A name of words the knowledge knows all ('Esstisch Eiche massiv') is named by its piece (the first
 * word) and one more of its words: whole ('Ecksofa Leinen grau'), in another order or clipped ('das
 * Leder Boxspring'), or as the compound customers make of two of them ('der Eichentisch', 'das
 * Lederbett'). 'Sofa' alone would name every sofa; 'Eiche massiv' without the table is a floor.
 */
function namedWhole(asked: string, foldedName: string): boolean {
  const nameWords = (text: string) => text.split(' ').filter((word) => word.length >= MIN_NAME_WORD);
  const words = nameWords(foldedName);
  if (words.length < 2) return false;
  const covered = new Set(nameWords(withoutOwnPieces(asked)).flatMap((word) => nameWordsIn(word, words)));
  return covered.has(words[0]!) && covered.size >= 2;
}

/** A price, a saving or the sale asked ('Was kostet der Esstisch?', 'Wie viel Rabatt gibts auf das Sofa?'). */
const ASKS_PRICE_OR_SALE = /\b(?:kostet|kosten|preis|preise|teuer|wie ?viel|rabatt|reduziert|prozent|spare|sparen|sale|angebot|guenstiger|billiger|noch da|noch zu haben|how much|price|prices|cost|costs|zahl|zahle|bezahle|bezahlen|zahlen)\b/;
/** Work on a piece ('das Sofa neu beziehen', 'den Esstisch abschleifen'): the customer's piece, not the sale's. */
const WORK_ON_IT = /\b(?:bezieh\w*|bezogen|polster\w*|repar\w*|naeh\w*|genaeht|reinig\w*|aufarbeit\w*|restaur\w*|flick\w*|abschleif\w*|schleif\w*|lackier\w*|aufpolster\w*|entsorg\w*|abhol\w*|liefer\w*)\b/;

/**
 * The one piece of its kind in the sale, named by its kind with the article ('Was kostet der
 * Esstisch?', 'Wie teuer ist das Wandpaneel?'; in a few words without it, 'preis wandpaneel') where
 * its price or the sale is asked and no work on it: with two sofas in the sale, 'das Sofa' names neither.
 */
function namedByKind(asked: string, offer: OfferPrice, offers: readonly OfferPrice[]): boolean {
  const kind = kindOf(offer);
  if (kind.length < MIN_NAME_WORD || piecesOfKind(offers, kind) !== 1) return false;
  const text = withoutOwnPieces(asked);
  // The kind's own word is no work on it ('die Polsterbank' is no 'polstern').
  // Without the article in a line of a few words ('preis wandpaneel').
  const article = text.trim().split(' ').length <= 4 ? '(?<!\\b(?:ein|eine|einen|einem|einer|a|an|kein|keine)\\s)(?:(?:der|die|das|den|dem|des|the) )?' : '(?:der|die|das|den|dem|des|the) ';
  return new RegExp(`\\b${article}(?:sale )?${kind}\\b`).test(text) && ASKS_PRICE_OR_SALE.test(text) && !WORK_ON_IT.test(text.replaceAll(kind, ' '));
}

/** The sale's pieces whose name starts with a kind the message names, or ends with it ('Stühle' of 'Esszimmerstühle'). */
function allOfKind(message: string, offers: readonly OfferPrice[]): OfferPrice[] {
  const asked = askedIn(withoutOwnPieces(normalize(message))).split(' ').filter((word) => word.length >= MIN_NAME_WORD).map(stem);
  return offers.filter((offer) => asked.some((word) => stem(kindOf(offer)).endsWith(word)));
}

/**
 * The sale's pieces of a kind the message names, however many of them ('Habt ihr Sofas im Sale?',
 * 'Welche Stühle sind reduziert?'); none where more than can be named in one reply.
 */
export function offersOfKind(message: string, offers: readonly OfferPrice[]): OfferPrice[] {
  const ofKind = allOfKind(message, offers);
  return ofKind.length <= MAX_NAMED ? ofKind : [];
}

/**
 * A sum the customer pays, paid or is quoted ('eine Anzahlung bis 500 Euro', 'Kredit bis 5000 €', 'über
 * 3000 Euro ausgegeben'): no piece asked for.
 */
const A_SUM_TO_PAY =
  /\b(?:zahl\w*|\w*zahlung\w*|anzahl\w*|bezahl\w*|kredit\w*|finanz\w*|rate|raten|ratenzahlung|kaution|rechnung\w*|gutschein\w*|kostenvoranschlag\w*|ueberschreit\w*|lieferkosten|versand\w*|gebuehr\w*|pauschal\w*|aufpreis|ausgegeben|gekostet|investiert|gekauft)\b/;
/** Work on the customer's own piece or a sum to pay: no piece of the sale asked for, at a price or as the cheapest. */
const asksNoPiece = (text: string) => WORK_ON_IT.test(text) || A_SUM_TO_PAY.test(text);
/** 'Gibt es ab 1000 Euro Rabatt?': the sum a discount starts at, no piece asked for at that price. */
const A_DISCOUNT = /\b(?:rabatt\w*|nachlass\w*|skonto|prozent\w*|mengenrabatt\w*)\b/;

/** A price range asked, the sale's pieces within it, and whether the message named a kind the sale has. */
export interface PiecesInRange {
  range: PriceRange;
  within: OfferPrice[];
  ofKind: boolean;
}

/**
 * Pieces asked for at a price: the range, the sale's pieces within it, nearest the amount named
 * first, and whether the message names a kind the sale has. Null for the work on the customer's
 * own piece ('Polstert ihr meinen Sessel für unter 500 Euro?') or a sum to pay, or where the
 * sale's pieces are not known (none read).
 */
export function piecesAskedInRange(message: string, offers: readonly OfferPrice[]): PiecesInRange | null {
  const range = priceRangeOf(message);
  const text = normalize(message);
  if (!range || offers.length === 0 || asksNoPiece(text) || A_DISCOUNT.test(text)) return null;
  const { pieces, ofKind } = askedAmong(message, offers);
  return { range, within: nearestFirst(pricedCheapestFirst(pieces).filter((offer) => withinRange(offer.sale_price!, range)), range), ofKind };
}

/**
 * The pieces within a range, those nearest the amount the customer named first: below a limit or a
 * budget the dearest ('Budget 1000 Euro': the armchair at 990 €, not the fabric at 35 €), from a floor
 * or between two the cheapest, about an amount the closest to it.
 */
function nearestFirst(cheapestFirst: readonly OfferPrice[], { floor, limit, around }: PriceRange): OfferPrice[] {
  if (around !== undefined) return [...cheapestFirst].sort((a, b) => Math.abs(a.sale_price! - around) - Math.abs(b.sale_price! - around));
  return limit && !floor ? [...cheapestFirst].reverse() : [...cheapestFirst];
}

/** The words of a question for any piece at a price ('Habt ihr was unter 1000 Euro?', 'euer günstigstes Angebot'), as terms. */
const ANY_PIECE_TERMS = new Set([
  // price and budget
  'unter', 'euro', 'eur', 'kost', 'preis', 'budget', 'liegt', 'maximal', 'weniger', 'mindestens', 'zwisch', 'guenstig', 'guenstigst', 'billig',
  'billigst', 'preiswert', 'preiswertest', 'teur', 'teuerst', 'kostspieligst', 'meist', 'staerkst', 'groesst', 'hoechst', 'rabatt', 'nachlass', 'ersparnis',
  // the sale and its pieces
  'angebot', 'sale', 'reduziert', 'abverkauf', 'moebel', 'moebelstueck', 'stueck', 'ausstellungsstueck', 'einzelstueck', 'sach', 'artikel', 'schnaeppch',
  // looking, and when
  'anbiet', 'such', 'moment', 'aktuell', 'derzeit', 'gerad', 'zurzeit', 'momentan',
]);

/**
 * The pieces a question asks among: of the kind it names where the sale has it; none where it
 * names another ware ('Habt ihr einen Esstisch unter 800 Euro?', 'Teppiche … im Angebot'); else
 * all, whatever else it says ('Hallo Familie Wichtrey, …', 'ein Geschenk für meine Schwester').
 */
function askedAmong(message: string, offers: readonly OfferPrice[]): { pieces: readonly OfferPrice[]; ofKind: boolean } {
  const ofKind = allOfKind(message, offers);
  if (ofKind.length > 0) return { pieces: ofKind, ofKind: true };
  const others = termsOf(withoutOwnPieces(normalize(message))).filter((term) => !ANY_PIECE_TERMS.has(term));
  return { pieces: others.some((term) => namesWare(term) || MATERIALS.has(term)) ? [] : offers, ofKind: false };
}

/** Materials asked for as wares ('Welcher Stoff hat den größten Rabatt?'), which the knowledge names only beside its services. */
const MATERIALS = new Set(['stoff', 'leder', 'holz', 'samt', 'lein', 'boucl', 'metall', 'glas']);

/** The pieces with a price, cheapest first ('Preis auf Anfrage' has none). */
const pricedCheapestFirst = (pieces: readonly OfferPrice[]) => pieces.filter((offer) => given(offer.sale_price) !== null).sort((a, b) => a.sale_price! - b.sale_price!);

/** The piece of the sale a superlative asks for: the cheapest, the dearest, or the one reduced the most. */
type Superlative = 'cheapest' | 'priciest' | 'mostReduced';

const SUPERLATIVES: readonly { which: Superlative; words: RegExp; lead: string }[] = [
  // 'Was ist das billigste Sofa?', 'Welcher Sessel ist am günstigsten?'
  { which: 'cheapest', words: /\b(?:billigste\w*|guenstigste\w*|preiswerteste\w*|am billigsten|am guenstigsten|am preiswertesten)\b/, lead: 'Am günstigsten' },
  // 'Was ist das teuerste Angebot?', 'Welches Sofa ist am teuersten?'
  { which: 'priciest', words: /\b(?:teuerste\w*|am teuersten|kostspieligste\w*|am kostspieligsten)\b/, lead: 'Am teuersten' },
  // 'Was ist im Sale am meisten reduziert?', 'Welches Angebot hat den größten Rabatt?': the largest share off, as the cards show it.
  {
    which: 'mostReduced',
    words: /\b(?:am (?:meisten|staerksten|hoechsten) (?:reduziert|herabgesetzt|runtergesetzt|heruntergesetzt|gesenkt)|most (?:reduced|discounted)|biggest (?:discount|reduction)|(?:groesste|hoechste|meiste|staerkste)\w* (?:rabatt|nachlass|preisnachlass|ersparnis|reduzierung|preissenkung)|am meisten (?:rabatt|nachlass|ersparnis)|(?:rabatt|nachlass|ersparnis|reduzierung)\w* am (?:groessten|hoechsten|meisten))\b/,
    lead: 'Am stärksten reduziert',
  },
];

/** The share off a piece's price, as its card shows it (the server's percent), or from its prices. */
function shareOff(offer: OfferPrice): number {
  const card = given(offer.discount ?? null);
  if (card !== null) return card / 100;
  const original = given(offer.original_price);
  return original !== null && original > offer.sale_price! ? 1 - offer.sale_price! / original : 0;
}

/** The pieces, the largest share off first. */
const mostReducedFirst = (pieces: readonly OfferPrice[]) => [...pieces].sort((a, b) => shareOff(b) - shareOff(a));

/** The piece a superlative asks for, how many it was chosen of, whether of the kind named, and which superlative. */
export interface SuperlativeAsked {
  piece: OfferPrice;
  among: number;
  ofKind: boolean;
  which: Superlative;
}

/**
 * The cheapest, the dearest or the most reduced piece of the sale a message asks for, of the kind it
 * names where the sale has that kind. Null as for piecesAskedInRange, or where no piece has a price.
 */
export function superlativeAsked(message: string, offers: readonly OfferPrice[]): SuperlativeAsked | null {
  const text = normalize(message);
  const which = SUPERLATIVES.find(({ words }) => words.test(text))?.which;
  if (!which || asksNoPiece(text)) return null;
  const { pieces, ofKind } = askedAmong(message, offers);
  const priced = pricedCheapestFirst(pieces);
  if (priced.length === 0) return null;
  const piece = which === 'cheapest' ? priced[0]! : which === 'priciest' ? priced.at(-1)! : mostReducedFirst(priced)[0]!;
  return { piece, among: priced.length, ofKind, which };
}

/** That piece's prices, with what one saves where the reduction was asked; 'Am günstigsten …' where it was one of several. */
export function superlativeReply({ piece, among, which }: SuperlativeAsked, facts: ChatFacts = chatFacts): string {
  const prices = offersReply([piece], facts, { saving: which === 'mostReduced' });
  const lead = SUPERLATIVES.find((superlative) => superlative.which === which)!.lead;
  return among > 1 ? `${lead} ist im Sale derzeit: ${prices}` : prices;
}

/**
 * 'Welche Stücke sind um mehr als 30 % reduziert?', 'mindestens 20 Prozent Rabatt': a share off asked at least ('ab 10 %
 * Rabatt' is rather where a discount starts: 'bei Barzahlung', 'ab 3 Stück').
 */
const REDUCED_BY =
  /(mehr als|(?:ü|ue|u)ber|mindestens|wenigstens)\s*(\d{1,2})\s*(?:%|prozent)\s*(?:reduziert|herabgesetzt|runtergesetzt|rabatt|nachlass|g(?:ü|ue|u)nstiger|billiger)/i;
/** 'reduziert um mehr als 30 %'. */
const REDUCED_BY_AFTER = /(?:reduziert|herabgesetzt|runtergesetzt)\s+um\s+(mehr als|(?:ü|ue|u)ber|mindestens|wenigstens)\s*(\d{1,2})\s*(?:%|prozent)/i;

/** A share off asked at least, and the sale's pieces reduced by it, the most reduced first. */
export interface ReductionAsked {
  percent: number;
  /** 'mindestens 20 %' includes 20 %, 'mehr als 30 %' does not. */
  inclusive: boolean;
  reduced: OfferPrice[];
}

/** The pieces reduced by at least the share a message asks ('Was ist mehr als 30 % reduziert?'), of the kind it names. */
export function reductionAsked(message: string, offers: readonly OfferPrice[]): ReductionAsked | null {
  const match = REDUCED_BY.exec(message) ?? REDUCED_BY_AFTER.exec(message);
  const text = normalize(message);
  if (!match || offers.length === 0 || asksNoPiece(text)) return null;
  const percent = Number(match[2]);
  const inclusive = /^(?:mindestens|wenigstens)$/i.test(match[1]!);
  const { pieces } = askedAmong(message, offers);
  const reduced = mostReducedFirst(pricedCheapestFirst(pieces).filter((offer) => (inclusive ? shareOff(offer) * 100 >= percent : shareOff(offer) * 100 > percent)));
  return { percent, inclusive, reduced };
}

/** The pieces reduced by the share asked, with what one saves, as many as one reply names; or that the sale has none. */
export function reductionReply({ percent, inclusive, reduced }: ReductionAsked, facts: ChatFacts = chatFacts): string {
  const words = `Um ${inclusive ? 'mindestens' : 'mehr als'} ${percent} % reduziert`;
  if (reduced.length === 0) return `${words} ist im Sale derzeit kein Stück. Alle Angebote finden Sie unter ${saleLink(facts)}.`;
  return listedReply(`${words} ${reduced.length > 1 ? 'sind' : 'ist'} im Sale derzeit`, reduced, facts, true);
}

/** 'meinen alten Eichentisch abschleifen': the customer's own piece is no offer. */
const withoutOwnPieces = (asked: string) => asked.replace(/\b(?:mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem|unserer)(?: [a-z]+){1,2}/g, ' ');

/** Whether the message names the offer by its kind alone ('Was kostet die Polsterbank?'), a word the knowledge may know otherwise. */
export const namedByItsKind = (message: string, offer: OfferPrice, offers: readonly OfferPrice[]) => namedByKind(askedIn(message), offer, offers);

/** The message's words that name an offer by its known words (namedWhole): read apart from what else it asks. */
export function knownNameWords(message: string, offer: OfferPrice): string[] {
  const asked = normalize(message);
  const held = new Set(asked.split(' ').map(stem));
  if (ownWords(offer).some((word) => held.has(stem(word)))) return [];
  const words = foldedName(offer).split(' ').filter((word) => word.length >= MIN_NAME_WORD);
  return asked.split(' ').filter((word) => word.length >= MIN_NAME_WORD && nameWordsIn(word, words).length > 0);
}

/** A clipped word names the longer one it starts ('boxspring'), from this many letters on. */
const MIN_CLIPPED = 6;
/** The letters that join the parts of a German compound ('Eiche|n|tisch', 'Leder||bett'). */
const LINKS = ['', 'n', 'en', 'e', 's'];

/** The words of a name one word of the message stands for: itself, clipped, or a compound of two. */
function nameWordsIn(word: string, words: readonly string[]): string[] {
  const same = words.filter((name) => stem(name) === stem(word) || (word.length >= MIN_CLIPPED && name.startsWith(word)));
  if (same.length > 0) return same;
  for (const first of words) {
    const start = [first, stem(first)].find((prefix) => word.startsWith(prefix));
    if (!start) continue;
    const tail = word.slice(start.length);
    for (const link of LINKS) {
      if (!tail.startsWith(link)) continue;
      const end = stem(tail.slice(link.length));
      const second = words.find((name) => name !== first && end.length >= MIN_NAME_WORD && stem(name).endsWith(end));
      if (second) return [first, second];
    }
  }
  return [];
}

let euroFormat: Intl.NumberFormat | undefined;
/** An amount as German prices are written ('1.725,00 €'). */
export const euro = (amount: number) => (euroFormat ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })).format(amount);

const given = (price: number | null) => (price !== null && Number.isFinite(price) && price > 0 ? price : null);

/** A piece sold by the square metre ('Wandpaneel Eiche (m²)'). */
const PER_SQUARE_METRE = /\((?:je |pro )?(?:m²|m2|qm)\)/i;

/** The square metres a message asks for ('25 m²', '12,5 qm', '30 Quadratmeter', a wall of '3,5 x 2,5 m', '200 square feet'), or null. */
export function squareMetresAsked(message: string): number | null {
  const number = (text: string) => Number(text.replace(',', '.'));
  const area = /(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:m²|m2|qm|quadratmetern?)(?![\p{L}\d])/iu.exec(message);
  // '200 square feet', '150 sq ft': in square metres, as the shop sells (a square foot is 0,09290304 m²).
  const feet = area ? null : /(\d{1,5}(?:[.,]\d{1,2})?)\s*(?:square\s+f(?:ee|oo)t|sq\.?\s*f(?:ee)?t\.?|sqft|ft²|ft2)(?![\p{L}\d])/iu.exec(message);
  if (feet) return Math.round(number(feet[1]!) * 0.09290304 * 100) / 100;
  // Two lengths in metres ('eine Wand von 3,5 x 2,5 m', '4 × 3 Meter'): their product.
  const sides = area ? null : /(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:m\s*)?[x×*]\s*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:m|meter|metern)(?![\p{L}\d²])/iu.exec(message);
  const metres = area ? number(area[1]!) : sides ? Math.round(number(sides[1]!) * number(sides[2]!) * 100) / 100 : NaN;
  return Number.isFinite(metres) && metres > 0 ? metres : null;
}

function offerLine(offer: OfferPrice, facts: ChatFacts, saving: boolean, squareMetres: number | null): string {
  const sale = given(offer.sale_price);
  if (sale === null) return `Bei „${offer.name}“ steht „${facts.offerWords.priceOnRequest}“: Den Preis nennen wir Ihnen gern telefonisch unter ${facts.contact.phoneDisplay}.`;
  const original = given(offer.original_price);
  const reduced = original !== null && original > sale;
  const line = `„${offer.name}“ kostet bei uns ${euro(sale)}${reduced ? ` statt ${euro(original)} (${facts.offerWords.uvp})` : ''}.`;
  // 'Wenn ich vom Wandpaneel 25 m² nehme, was kostet das insgesamt?': the piece's price times the area asked.
  const area = squareMetres !== null && PER_SQUARE_METRE.test(offer.name) ? ` Für ${new Intl.NumberFormat('de-DE').format(squareMetres)} m² sind das ${euro(Math.round(sale * squareMetres * 100) / 100)}.` : '';
  if (!saving || !reduced) return `${line}${area}`;
  const percent = given(offer.discount ?? null);
  return `${line} Sie sparen ${euro(original - sale)}${percent !== null ? ` (${percent} %)` : ''}.${area}`;
}

/**
 * The named offers' prices, with the sale page where they stand; asked what one saves ('Wie viel
 * Prozent ist … reduziert?'), the saving too, in euros and as the card's percent.
 */
export function offersReply(offers: readonly OfferPrice[], facts: ChatFacts = chatFacts, { saving = false, squareMetres = null as number | null, total = false } = {}): string {
  return `${offers.map((offer) => offerLine(offer, facts, saving, squareMetres)).join(' ')}${total ? totalLine(offers) : ''} Zu sehen unter ${saleLink(facts)}.`;
}

/** 'Lindholm und Amrum zusammen, wieviel wär das?', 'what would both cost in total': the sum asked of several pieces. */
const ASKS_TOTAL = /\b(?:zusammen|insgesamt|gesamtpreis|summe|together|in total|altogether|combined)\b/;
export const asksTotal = (text: string) => ASKS_TOTAL.test(normalize(text));

/** The sale prices of several pieces added up; none where one has no price or is sold by the m² (its sum needs the area). */
function totalLine(offers: readonly OfferPrice[]): string {
  const prices = offers.map((offer) => given(offer.sale_price));
  if (offers.length < 2 || prices.some((price) => price === null) || offers.some((offer) => PER_SQUARE_METRE.test(offer.name))) return '';
  const cents = prices.reduce<number>((sum, price) => sum + Math.round(price! * 100), 0);
  return ` Zusammen sind das ${euro(cents / 100)}.`;
}

/** The sale page as a link. */
const saleLink = (facts: ChatFacts) => `[${facts.pageTitles.sale}](${facts.pages.sale})`;

/** Pieces after their lead ('Unter 1.000 € haben wir im Sale derzeit'), as many as one reply names, 'unter anderem' where more are. */
function listedReply(lead: string, pieces: readonly OfferPrice[], facts: ChatFacts, saving: boolean): string {
  const lines = pieces.slice(0, MAX_NAMED).map((offer) => offerLine(offer, facts, saving, null));
  return `${lead}${pieces.length > MAX_NAMED ? ' unter anderem' : ''}: ${lines.join(' ')} Zu sehen unter ${saleLink(facts)}.`;
}

let wholeEuroFormat: Intl.NumberFormat | undefined;
/** A bound as customers write it: '1.000 €', not '1.000,00 €'; with its cents, '69,50 €'. */
const boundEuro = (amount: number) => (Number.isInteger(amount) ? (wholeEuroFormat ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).format(amount) : euro(amount));

/** The range as a reply starts: 'Unter 1.000 €', 'Bis 990 €', 'Über 2.000 €', 'Ab 1.500 €', 'Zwischen 500 € und 1.000 €', 'Für etwa 1.000 €'. */
function rangeWords({ floor, limit, around }: PriceRange): string {
  if (around !== undefined) return `Für etwa ${boundEuro(around)}`;
  if (floor && limit) return `Zwischen ${boundEuro(floor.amount)} und ${boundEuro(limit.amount)}`;
  if (limit) return `${limit.inclusive ? 'Bis' : 'Unter'} ${boundEuro(limit.amount)}`;
  return `${floor!.inclusive ? 'Ab' : 'Über'} ${boundEuro(floor!.amount)}`;
}

/** The pieces within a price range, in the order given, as many as one reply names; or that the sale has none. */
export function rangeOffersReply(range: PriceRange, within: readonly OfferPrice[], facts: ChatFacts = chatFacts): string {
  const words = rangeWords(range);
  if (within.length === 0) return `${words} haben wir im Sale derzeit kein passendes Stück. Alle Angebote finden Sie unter ${saleLink(facts)}.`;
  return listedReply(`${words} haben wir im Sale derzeit`, within, facts, false);
}
