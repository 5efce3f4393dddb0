/**
 * A price range a message asks pieces within, read from German amounts: below ('unter 1000 Euro'),
 * above ('ab 1.500 €'), between two, about one ('um die 1000 Euro') or a budget told ('Mein Budget
 * liegt bei 1000 Euro'). Which pieces a message asks among is currentOffers.ts's.
 */
import { parseGermanNumber } from '../src/lib/germanNumber.ts';
import { normalize } from './germanText.ts';

/** One end of a price range: its amount, and whether a piece at that price is within. */
interface PriceBound {
  amount: number;
  inclusive: boolean;
}

/**
 * The prices the sale's pieces are asked within: below ('unter 1000 Euro' less, 'bis 1.000 €' at
 * most), above ('über 2000 Euro' more, 'ab 1.500 €' at least), or between two ('zwischen 1000 und
 * 2500 Euro', both included).
 */
export interface PriceRange {
  floor?: PriceBound;
  limit?: PriceBound;
  /** The amount asked about ('um die 1000 Euro'), the range a band around it. */
  around?: number;
}

/** A German amount: '1.000', '1000', '69,50', '1.000,-'. */
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+|\d+)(?:,\s*(\d{1,2}|-+))?`;
const CURRENCY = String.raw`(?:€|euro|eur)(?!\p{L})`;
/**
 * An amount without its currency ('zwischen 800 und 1000', 'unter 1000 im Sale'): no other unit after it, nor a
 * date's dot ('bis 24.12.').
 */
const NO_UNIT = String.raw`(?![.,:/]?\d)(?!\s*(?:uhr|h|cm|mm|m|meter|qm|m²|km|kg|%|prozent|st(?:ü|ue|u)ck|stk|personen|leute|jahre?n?|tage?n?|wochen?|monate?n?|minuten|stunden|grad|mal|x|breit|lang|hoch|tief|gro(?:ß|ss))(?!\p{L}))`;
/** The words of one bound, each a price below ('unter') or above ('über'), the amount itself in or out. */
const BOUND_WORDS = [
  { words: String.raw`unter|weniger als|g(?:ü|ue|u)nstiger als|billiger als`, above: false, inclusive: false },
  { words: String.raw`bis(?: zu)?|h(?:ö|oe|o)chstens|maximal|max\.?`, above: false, inclusive: true },
  { words: String.raw`(?:ü|ue|u)ber|mehr als|teurer als`, above: true, inclusive: false },
  { words: String.raw`ab|mindestens|min\.?`, above: true, inclusive: true },
].map((bound) => ({ ...bound, whole: new RegExp(`^(?:${bound.words})$`, 'iu') }));

/** The expressions of a price range whose amounts end as `end` says (the currency, or no other unit). */
function rangePatterns(end: string) {
  return {
    // 'zwischen 500 und 1000 Euro', 'von ca. 700–900 Euro', 'im Bereich 150 bis 250 €' (without 'zwischen' or 'von' only with the currency).
    between: new RegExp(
      String.raw`(?:^|[^\p{L}])(?:(?:zwischen|von)\s*(?:(?:ca\.?|circa|etwa|rund)\s*)?(?:€\s*)?${AMOUNT}|${AMOUNT}(?=\s*(?:${CURRENCY}\s*)?(?:bis|-|–)\s*(?:€\s*)?\d[\d.,]*\s*${CURRENCY}))\s*(?:${CURRENCY})?\s*(?:und|bis|-|–)\s*(?:€\s*)?${AMOUNT}\s*${end}`,
      'iu',
    ),
    // 'nicht' turns the bound round ('nicht mehr als 1000 Euro' is at most).
    bound: new RegExp(
      String.raw`(?:^|[^\p{L}])(nicht\s+)?(${BOUND_WORDS.map(({ words }) => words).join('|')})\s*(?:€\s*)?${AMOUNT}\s*${end}`,
      'iu',
    ),
    // About an amount ('um die 1000 Euro', 'für ca. 900 €', 'in der Preisklasse 2000 Euro').
    around: new RegExp(
      String.raw`(?:^|[^\p{L}])(?:so\s+)?(?:um die|so um|ca\.?|circa|etwa|rund|ungef(?:ä|ae|a)hr|in der preisklasse(?: von)?|preisklasse(?: von)?)\s*(?:€\s*)?${AMOUNT}\s*${end}`,
      'iu',
    ),
    // A budget told without a bound's word ('Ich habe 1000 Euro Budget', 'Mein Budget sind 1.500 €', '250 Euro übrig'): at most.
    budget: new RegExp(
      String.raw`budget\p{L}*\s*(?:von|liegt bei|ist|sind|betr(?:ä|ae|a)gt|in h(?:ö|oe|o)he von|bei|:)?\s*(?:ca\.?|circa|etwa|rund|ungef(?:ä|ae|a)hr)?\s*(?:€\s*)?${AMOUNT}\s*${end}|${AMOUNT}\s*${end}\s*(?:als\s*)?budget|${AMOUNT}\s*${end}\s*(?:(?:noch|so)\s+)?(?:ü|ue|u)brig`,
      'iu',
    ),
  };
}

/** Only with the currency: 'bis 18 Uhr' or 'ab 200 cm' is no price. */
const WITH_CURRENCY = rangePatterns(CURRENCY);
/** Without it, where the message names the sale or a price and no time ('Gilt das Angebot bis 2027?'), from this amount on ('zwischen 800 und 1000 im Sale'). */
const WITHOUT_CURRENCY = rangePatterns(NO_UNIT);
const NAMES_SALE_OR_PRICE = /\b(?:sale|angebot\w*|reduziert\w*|preis\w*|kost\w*|budget\w*|guenstig\w*|billig\w*|teu(?:e)?r\w*)\b/;
const NAMES_TIME = /\b(?:uhr|uhrzeit|oeffnungszeit\w*|geoeffnet|offen|auf|gilt|gelten|gueltig\w*|laeuft|laufen|lange|wann|jahr\w*|monat\w*|woche\w*|heute|morgen|datum)\b/;
const MIN_BARE_AMOUNT = 50;

/** 'ein Angebot über 3.000 €', 'eine Rechnung über 500 €': the sum of a quote or a bill, not a price asked ('im Angebot unter 2000' is the sale). */
const A_DOCUMENT_BEFORE = /(?<!\bim\s+)\b(?:angebot|auftrag|rechnung|bestellung|betrag|summe|vertrag|scheck|beleg|quittung)\s*$/iu;

/** How far around an amount asked about a piece's price may lie ('um die 1000 Euro': 800 to 1200 €). */
const AROUND_SHARE = 0.2;
/** An amount asked about is sought only where the message seeks ('Gibt es Sessel für rund 1000 €?'), not told ('ein Schaden von ca. 500 Euro'). */
const SEEKS = /\b(?:such\w*|habt|hast|haben sie|gibt es|gibts|fuehrt ihr|fuehren sie|empfehl\w*|anbiet\w*|budget\w*)\b/;

/** An AMOUNT's euros and cents ('1.000' and '-', '69' and '5'), read as the staff's price fields read it. */
function amountOf(euros: string, cents: string | undefined): number {
  const read = parseGermanNumber(cents === undefined ? euros : `${euros},${cents}`);
  return read.kind === 'number' ? read.value : 0;
}

/** The amounts a match found, in order: each AMOUNT is a pair of groups (euros, cents) from `from` on, unset where its alternative did not match. */
function amountsIn(match: RegExpExecArray, from = 1): number[] {
  const amounts: number[] = [];
  for (let group = from; group < match.length; group += 2) if (match[group] !== undefined) amounts.push(amountOf(match[group]!, match[group + 1]));
  return amounts;
}

/** Every amount the message names with its currency ('Kostenvoranschlag war 2.000 €, jetzt 2.500 €'), in order. */
export function euroAmountsIn(message: string): number[] {
  return [...message.matchAll(new RegExp(String.raw`(?:€\s*)?${AMOUNT}\s*${CURRENCY}|€\s*${AMOUNT}`, 'giu'))].map((found) =>
    found[1] !== undefined ? amountOf(found[1], found[2]) : amountOf(found[3]!, found[4]),
  );
}

/** The price range a message names, or null where it names none (or an amount that is no price asked). */
export function priceRangeOf(message: string): PriceRange | null {
  const withCurrency = rangeIn(message, WITH_CURRENCY, 0);
  if (withCurrency !== undefined) return withCurrency;
  const text = normalize(message);
  if (!NAMES_SALE_OR_PRICE.test(text) || NAMES_TIME.test(text)) return null;
  return rangeIn(message, WITHOUT_CURRENCY, MIN_BARE_AMOUNT) ?? null;
}

/** The range the patterns find (null where one found is no range of prices), or undefined where none finds one. */
function rangeIn(message: string, patterns: ReturnType<typeof rangePatterns>, least: number): PriceRange | null | undefined {
  const between = patterns.between.exec(message);
  if (between) {
    const [floor, limit] = amountsIn(between) as [number, number];
    return limit > 0 && limit >= least && floor <= limit ? { floor: { amount: floor, inclusive: true }, limit: { amount: limit, inclusive: true } } : null;
  }
  const bound = patterns.bound.exec(message);
  if (bound && !A_DOCUMENT_BEFORE.test(message.slice(0, bound.index + 1))) {
    const amount = amountOf(bound[3]!, bound[4]);
    const { above, inclusive } = BOUND_WORDS.find(({ whole }) => whole.test(bound[2]!))!;
    // 'nicht über 1000 Euro' is at most 1000, 'nicht unter 500 Euro' at least 500.
    const [upward, within] = bound[1] ? [!above, !inclusive] : [above, inclusive];
    if ((amount <= 0 && !upward) || amount < least) return null;
    return upward ? { floor: { amount, inclusive: within } } : { limit: { amount, inclusive: within } };
  }
  const budget = patterns.budget.exec(message);
  if (budget) {
    const [amount] = amountsIn(budget) as [number];
    return amount > 0 && amount >= least ? { limit: { amount, inclusive: true } } : null;
  }
  const around = patterns.around.exec(message);
  if (!around) return undefined;
  const amount = amountOf(around[1]!, around[2]);
  if (amount <= 0 || amount < least || !SEEKS.test(normalize(message))) return null;
  return { floor: { amount: amount * (1 - AROUND_SHARE), inclusive: true }, limit: { amount: amount * (1 + AROUND_SHARE), inclusive: true }, around: amount };
}

const above = (price: number, { amount, inclusive }: PriceBound) => (inclusive ? price >= amount : price > amount);
const below = (price: number, { amount, inclusive }: PriceBound) => (inclusive ? price <= amount : price < amount);
/** Whether a price lies within the range. */
export const withinRange = (price: number, { floor, limit }: PriceRange) => (!floor || above(price, floor)) && (!limit || below(price, limit));
