/**
 * Which passage one question is about, and how sure that is. MiniSearch (BM25, prefix search,
 * typo tolerance: one letter in words of five or more, two in words of eight or more) finds the
 * candidates; the confidence is how much of the question a passage accounts for: every topic word
 * of the question (fillers, Du/Sie forms and English function words left out, abbreviations and
 * English words read as German, compounds split into known words, times and days read by
 * timeWords.ts) counts, a word the passage knows exactly fully, by prefix or typo a little less.
 * A passage answers only when one of its keywords (or a phrase, or for opening hours a time)
 * matched and it accounts for more than half of the question; a question that names a topic the
 * facts do not cover (gaps.ts) is not answered from a neighbouring passage.
 */
import MiniSearch from 'minisearch';
import { chatFacts } from './facts.ts';
import { FILLERS, normalize, queryWords, stem, termsOf, wordForms, type QueryWord } from './germanText.ts';
import { HELD_PIECES } from './gaps.ts';
import { buildPassages, type Passage } from './passages.ts';
import { readTime, type AskedTime, type BerlinMoment } from './timeWords.ts';
import { ENGLISH } from './synonyms.ts';

/** Longest visitor text the matcher looks at; the function itself accepts 1000 characters. */
const MAX_INPUT = 2000;

/**
 * Share of a question's topic words a passage must account for to answer it: more than half, so
 * 'Verlegt ihr auch Fliesen?' (one known word, one unknown) is not answered with the floors.
 */
export const MIN_COVERAGE = 0.55;

/** A passage knows the words customers use for it, what it decides, its supporting words, and its own fact. */
const FIELDS = ['keywords', 'decides', 'context', 'fact'] as const;
type Field = (typeof FIELDS)[number];

const passages: readonly Passage[] = buildPassages();
/** The passages the matcher reads, built once (answer.ts takes the clauses' from here). */
export const knownPassages = (): readonly Passage[] => passages;
const byId = new Map(passages.map((passage) => [passage.id, passage]));

const processTerm = (term: string) => {
  const terms = termsOf(term);
  return terms.length === 0 ? null : terms;
};

/** A field's text as searched: a fact that lists what else is asked (the assistant's) is no sign of its passage. */
const searched = (passage: Passage, field: Field) => (field === 'fact' && passage.listsTopics ? '' : (passage[field] ?? ''));

/** Each passage's words per field, as indexed. */
const vocabularyOf = new Map<string, Record<Field, Set<string>>>(
  passages.map((passage) => [
    passage.id,
    Object.fromEntries(FIELDS.map((field) => [field, new Set(termsOf(searched(passage, field)))])) as Record<Field, Set<string>>,
  ]),
);
const vocabulary = new Set([...vocabularyOf.values()].flatMap((fields) => FIELDS.flatMap((field) => [...fields[field]])));
/** The words of services and products ('Sofa', 'Parkett'): in a question about the terms or the gallery, what it is about, not its topic. */
const serviceWords = new Set(passages.filter((passage) => passage.service).flatMap((passage) => [...vocabularyOf.get(passage.id)!.keywords]));
/** Whether a term names a service's work or object ('bezieh', 'parkett') and is no word of this passage's own. */
export const namesOtherService = (passage: Passage, term: string) => serviceWords.has(term) && !vocabularyOf.get(passage.id)!.keywords.has(term);
/** The words of what the shop sells ('Sale', 'Ware'): to a clause, what was bought, not what is asked. */
const goodsWords = new Set(passages.filter((passage) => passage.goods).flatMap((passage) => [...vocabularyOf.get(passage.id)!.keywords]));
/** The words of furniture one may buy ('Kommode', 'Esstisch'), whether the sale has such a piece or not; not the buying. */
const BUYING = new Set(termsOf('kaufen kauf bestellen bestelle käuflich verkaufen verkauft verkauf'));
const furnitureWords = new Set([...vocabularyOf.get('furniture-sale')!.keywords].filter((term) => !BUYING.has(term)));
/** Whether a term names a ware of a kind: a service's work or object, or a piece of furniture ('Teppich', 'Kommode'). */
export const namesWare = (term: string) => serviceWords.has(term) || furnitureWords.has(term);
/** The team's names and one-word roles ('Anna', 'Näherin'): to a passage about something else, whom it is asked of. */
const personWords = new Set(passages.filter((passage) => passage.person).flatMap((passage) => [...vocabularyOf.get(passage.id)!.keywords]));
/** Words that name the terms themselves ('in euren AGB'), known to each of their clauses beside one of its keywords. */
const NAMES_THE_TERMS = new Set(['agb', 'agbs', 'geschaeftsbedingungen', 'vertragsbedingungen', 'bedingungen', 'kleingedruckte', 'kleingedruckten']);
/** Weight of a service word a passage that is no service does not know (the question's object, not its topic). */
const OBJECT_WEIGHT = 0.3;
/** Keywords of what the shop tells of itself, no service or thing it sells ('Parkplatz', 'Öffnungszeiten'): a topic, never what a recommendation is about. */
const practicalWords = new Set(passages.filter((passage) => !passage.service && !passage.goods && !passage.gap && !passage.aboutAnything).flatMap((passage) => [...vocabularyOf.get(passage.id)!.keywords]));
/** What the shop makes or sells, and of what ('Teppich', 'Stoff', 'Leder'): its services' and goods' words, less those of what it tells of itself ('beraten'). */
const wares = new Set(passages.filter((passage) => passage.service || passage.goods).flatMap((passage) => [...vocabularyOf.get(passage.id)!.keywords, ...vocabularyOf.get(passage.id)!.context]).filter((word) => !practicalWords.has(word)));
/** The words only the terms name ('anzahlen', 'stornieren'): a passage that leaves one open has not answered the question. */
const termsWords = new Set(passages.filter((passage) => passage.clauses).flatMap((passage) => [...vocabularyOf.get(passage.id)!.keywords].filter((word) => !serviceWords.has(word))));
/** Weight of such a word to a passage that is no clause ('muss ich anzahlen, wenn ich tapezieren lasse?' asks the terms). */
const TERMS_TOPIC_WEIGHT = 2;
/** Sorted, so whether a known word starts with a given part is a binary search. */
const vocabularyList = [...vocabulary].sort();

const index = new MiniSearch<Passage>({
  idField: 'id',
  fields: [...FIELDS],
  extractField: (passage, field) => searched(passage, field as Field),
  processTerm,
  searchOptions: {
    boost: { keywords: 3, decides: 1.5, context: 1, fact: 0.5 },
    // Keyword lists, not prose: a long list must not dilute its words.
    bm25: { k: 1.2, b: 0, d: 0.5 },
    boostDocument: (id) => byId.get(id as string)?.weight ?? 1,
  },
});
index.addAll(passages);

/** One topic word of a question and the known terms it stands for. */
export interface Unit {
  word: string;
  terms: string[];
  known: boolean;
  /** Read as its last part only ('Studentenrabatt' as 'Rabatt'): a match says only half of it. */
  partial?: boolean;
  /** In a 'wenn' clause beside the question's own words: when it applies, not what is asked. */
  conditional?: boolean;
  /** Beside an 'auch wenn' clause: weighs less only to a clause of the terms, which may say what the circumstance changes. */
  besideConcession?: boolean;
  /** The currency of an amount ('3000 Euro'): weighs little to a passage that does not name it among its words. */
  amount?: boolean;
  /** The amount is what a piece is worth ('ein Sofa für 3000 Euro'): it weighs little to a passage that knows money only as a supporting word. */
  worth?: boolean;
  /** A word the knowledge does not know, after 'für' ('für unseren Theaterverein'): whom or what it is for, not what is asked. */
  purpose?: boolean;
}

function knownPrefix(part: string): boolean {
  if (part.length < 6) return false;
  let low = 0;
  let high = vocabularyList.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (vocabularyList[middle]! < part) low = middle + 1;
    else high = middle;
  }
  return vocabularyList[low]?.startsWith(part) ?? false;
}
const known = (part: string) => wordForms(part).find((form) => vocabulary.has(form)) ?? (knownPrefix(part) ? part : null);

/**
 * A known word before the end of a known compound: a 'Wandbespannung' is a 'Wand' and a
 * 'Stoffbespannung' ('bespannung' alone is no word the knowledge has). Tried when no split into
 * known words exists.
 */
function withCompoundEnding(word: string): string[] | null {
  for (let cut = 3; cut <= word.length - MIN_LAST_PART; cut += 1) {
    const head = wordForms(word.slice(0, cut)).find((form) => vocabulary.has(form));
    const ending = stem(word.slice(cut));
    const compound = head && ending.length >= MIN_LAST_PART ? vocabularyList.find((known) => known.length > ending.length && known.endsWith(ending)) : undefined;
    if (head && compound) return [head, compound];
  }
  return null;
}

/** Longer words are no compounds a customer types (and would cost time): they stay unknown. */
const MAX_WORD = 40;

/** Words already read, so a long message costs no more than its distinct words (bounded). */
const readWords = new Map<string, string[] | null>();

/** 'sofabezug' → ['sofa', 'bezug'], 'stornogebuehr' → ['storno', 'gebuehr']; null when not made of known words. */
function decompound(word: string, depth = 0): string[] | null {
  if (word.length < 7 || word.length > MAX_WORD || depth > 2) return null;
  const key = `${depth}:${word}`;
  if (!readWords.has(key)) {
    if (readWords.size > 20_000) readWords.clear();
    readWords.set(key, splitCompound(word, depth));
  }
  return readWords.get(key)!;
}

/** Last parts that say only 'something of': 'Polsterarbeiten' are about the Polster, not work in general. */
const GENERIC_TAILS = new Set(['arbeit', 'sach', 'zeug', 'kram', 'leistung', 'servic']);
/** Such a last part the knowledge has no word for, after a ware: 'Akustiklösungen' are about the Akustik ('Lichtlösungen' are no light of the terms' 'Strom und Licht'). */
const GENERIC_UNKNOWN_TAILS = new Set(['loesung']);

function splitCompound(word: string, depth: number): string[] | null {
  for (let cut = word.length - 3; cut >= 3; cut -= 1) {
    const tail = word.slice(cut);
    // An end is a word as it stands, or its stem: no letters added ('stoff' of 'Vorhangstoff' is no 'off(en)').
    const tailTerm = [stem(tail), tail].find((form) => vocabulary.has(form) || GENERIC_UNKNOWN_TAILS.has(form)) ?? null;
    const tailTerms = tailTerm ? [tailTerm] : decompound(tail, depth + 1);
    if (!tailTerms) continue;
    for (const head of [word.slice(0, cut), word.slice(0, cut).replace(/(?<=.{3})(s|es|n|en)$/, '')]) {
      if (FILLERS.has(head)) return tailTerms;
      const headTerm = known(head);
      const genericUnknown = tailTerms.length === 1 && GENERIC_UNKNOWN_TAILS.has(tailTerms[0]!);
      if (headTerm && genericUnknown && !wares.has(headTerm)) return null;
      if (headTerm) return tailTerms.length === 1 && (GENERIC_TAILS.has(tailTerms[0]!) || genericUnknown) ? [headTerm] : [headTerm, ...tailTerms];
    }
  }
  // A known word with a short generic ending: 'reklamationsgrund', 'stornofrage'.
  for (let cut = word.length - 3; cut >= 5 && word.length - cut <= 5; cut -= 1) {
    const head = known(word.slice(0, cut)) ?? known(word.slice(0, cut).replace(/s$/, ''));
    if (head && vocabulary.has(head)) return [head];
  }
  return null;
}

/** The business's own name says nothing about the topic ('Wer hat Wichtrey gegründet?'). */
const OWN_NAME = new Set(normalize(chatFacts.brand).split(' '));

/** A known word one or two letters away: a typo the search forgives ('Gewärleistung'). */
/** A typo keeps the word's first letter: 'kleidung' is no misspelt 'leitung'. */
const sameStart = (word: string, term: string) => word[0] === term[0];
const nearlyKnown = (word: string) => typoBudget(word) > 0 && vocabularyList.some((term) => term.length >= 5 && sameStart(word, term) && withinDistance(word, term, typoBudget(word)));

const oneLetterOffWith = (word: string, last: string) =>
  word.length >= 10 && vocabularyList.some((term) => term.endsWith(last) && sameStart(word, term) && withinDistance(word, term, 1));

/**
 * Adjectives in '-isch' ('realistisch', 'praktisch', 'automatisch', 'kritisch', 'theoretisch', 'exotisch'): no
 * 'Tisch' ('Ist das realistisch?' read as a table asked for). Tables end otherwise ('Glastisch', 'Küchentisch').
 */
const ADJECTIVE_IN_TISCH = /(?:is|ys|a|i|e|o|k)tisch(?:e[nmrs]?)?$/;

/** An unknown first part before a known last one: a 'Samtbezug' is a 'Bezug'. */
function lastPart(word: string): string | null {
  if (word.length > MAX_WORD || ADJECTIVE_IN_TISCH.test(word)) return null;
  for (let cut = 3; cut <= word.length - 4; cut += 1) {
    const last = wordForms(word.slice(cut)).find((form) => vocabulary.has(form));
    if (last && last.length >= 4) return last;
  }
  return null;
}

/**
 * Words that name no topic here: what is not wanted ('schreiben statt anzurufen', 'per Mail statt
 * per Telefon') and the customer's own day off ('hab morgen frei': no room is free). A right the
 * terms name is what is asked even so ('statt Nachbesserung gleich mein Geld zurück').
 */
const ASIDES: readonly [RegExp, (found: string, ...groups: string[]) => string][] = [
  [/ (?:an)?statt (?:(?:zu|per|mit|via|ueber|ein|eine|einen|einem|einer|dem|der|die|das|den) )*(\S+)/g, (_, word: string) => (termsWords.has(stem(word)) || termsWords.has(word) ? ` ${word}` : ' ')],
  [/ (hab|habe|hatte)((?: (?:ich|wir|am|an|den|diesen|naechsten|naechste|heute|morgen))*) +frei(?= )/g, (_, verb: string, between: string) => ` ${verb}${between}`],
  // 'Stimmt es, dass man … übernachten kann?', 'Ich habe gehört, dass …': what was heard is what is asked.
  [/ (?:stimmt es|ist es richtig|ist es wahr|habe gehoert|hab gehoert|ich habe gehoert|ich hab gehoert|man hat mir gesagt)(?: dass| das)?(?= )/g, () => ' '],
  // 'Der Monteur hat gesagt, die Gewährleistung ist nur 3 Monate. … stimmt das?': who said it, and whether it is true, are no topic.
  [/ (?:der|die|euer|eure|ihr|ihre|mein|meine|ein|eine) [a-z]+ (?:hat|hatte|haben) (?:mir |uns )?(?:gesagt|gemeint|behauptet|erzaehlt)(?= )| stimmt (?:das|es)(?: so| wirklich| denn)?(?= )/g, () => ' '],
  // 'Was kostet ein Boxspringbett so im Schnitt?': roughly, as 'ungefähr' (the price passage's word).
  [/ (?:im schnitt|im durchschnitt|durchschnittlich)(?= )/g, () => ' ungefaehr'],
  // 'Erste Frage: …', 'letzte Frage', 'andere Frage': which question it is, not what is asked.
  [/ (?:erste|ersten|zweite|zweiten|dritte|dritten|vierte|fuenfte|letzte|naechste|andere|weitere|zusatz) (?:frage|fragen)(?= )/g, () => ' '],
  // The customer's working day ('ich arbeite bis 17 Uhr, kann ich danach kommen?'): when they can come, no topic.
  [/ (ich|wir|i) (?:arbeite|arbeiten|schaffe|schaffen|schaff)(?= )/g, (_, who: string) => ` ${who}`],
  // 'baut ihr sowas?' asks, as 'macht ihr sowas?' does, whether the shop does it ('baut ihr … auf' is assembly).
  [/ (?:baut|bauen|baust) (ihr|sie|du) (sowas|so etwas|so was)(?= )/g, (_, who: string, what: string) => ` macht ${who} ${what}`],
  // How many ('in größerer Stückzahl', 'in großen Mengen'): the order's size, not what is asked.
  [/ in (?:groesserer|grosser|grossen|hoher|hoeherer|kleiner|kleinen) (?:stueckzahl|stueckzahlen|menge|mengen|anzahl|auflage)(?= )/g, () => ' '],
  // Where the customer will be ('Ich wär morgen gegen elf in Musterstadt'): the town told, not the address asked.
  [new RegExp(` (ich|wir) (bin|sind|waer|waere|waeren|komme|kommen|fahre|fahren)((?: [a-z]+){0,4}?) in (?:${normalize(chatFacts.address.city)}|der stadt|der gegend)(?= )`, 'g'), (_, who: string, verb: string, between: string) => ` ${who} ${verb}${between}`],
  // 'Wer hat recht?' after two claims: which is true, not the law.
  [/ (?:wer|who) (?:von uns )?(?:hat|is) (?:recht|right)(?= )| (?:hat|habe|hab|haben|hatte) (?:ich|sie|er|wir|meine frau|mein mann)? ?recht(?= )/g, () => ' '],
  // 'Vorhänge aus Stoff, den ich selbst im Urlaub gekauft habe': the customer's own material, brought.
  [/ (?:den|die|das) (?:ich|wir) (?:selbst|selber)((?: [a-z]+){0,4}) (?:gekauft|besorgt|bestellt|ausgesucht)(?: habe| haben| hab| hatte)?(?= )/g, () => ' eigenen mitgebrachten'],
  // An amount written out ('über fünfzehntausend Euro'): a number, as digits are.
  [/ (?:(?:ein|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|elf|zwoelf|zwanzig|dreissig|vierzig|fuenfzig|sechzig|siebzig|achtzig|neunzig|hundert|tausend)(?:und)?){2,}(?= (?:euro|eur)\b)/g, () => ' 1000'],
  // The customer's own tradesman ('Darf ich den Plan meinem Schreiner zeigen?'): whom, not a trade asked of the shop.
  [/ (?:mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer) (?:schreiner|tischler|elektriker|maler|handwerker|installateur|fliesenleger|architekt|architektin|innenarchitekt|innenarchitektin)(?= )/g, () => ' '],
  // Who writes ('hier ist Frau Meier', 'mein Name ist Kaya'): a name is no topic.
  [/ (?:hier ist|hier spricht|mein name ist|mein name|ich heisse|ich bin) (?:die |der )?(?:frau|herr|familie) [a-z-]+(?= )| (?:mein name ist|ich heisse) [a-z-]+(?= )/g, () => ' '],
  // Who asks ('Ich bin Hausverwalter', 'als Innenarchitektin', 'Wir sind eine Hausverwaltung', 'wir sind
  // Architekturbüro'): a role or a firm the knowledge does not know is no topic.
  [/ (ich bin|wir sind|bin|als)((?: (?:die|der|eine|ein|hier|von beruf))*) ([a-z]+(?:er|erin|in|innen|ist|istin|ant|antin|ent|entin|eur|eurin|mann|frau|leute|ung|buero|praxis|kanzlei|agentur|schule|verein))(?= )/g, (found: string, who: string, between: string, role: string) => (vocabulary.has(stem(role)) ? found : ` ${who}${between}`)],
];
const withoutAsides = (normalized: string) => ASIDES.reduce((text, [aside, kept]) => text.replace(aside, kept), ` ${normalized} `).trim();

/** A room ('Konferenzraum', 'Gästezimmer', 'Heimkino') says where, not what, as 'Wohnzimmer' does (a filler). */
const isRoom = (word: string) => word.length > 6 && /(raum|zimmer|zimmern|kino)$/.test(word) && !vocabulary.has(stem(word));

/** Two words that together are one the knowledge has ('storno gebühr'): that word, as typed apart. */
function joinedCompounds(words: QueryWord[]): QueryWord[] {
  const joined: QueryWord[] = [];
  for (const word of words) {
    const previous = joined.at(-1);
    const together = previous && previous.terms.length === 1 && word.terms.length === 1 ? `${previous.word}${word.word}` : null;
    const form = together ? wordForms(together).find((candidate) => vocabulary.has(candidate)) : undefined;
    if (together && form) joined[joined.length - 1] = { word: together, terms: [form] };
    else joined.push(word);
  }
  return joined;
}

/**
 * 'bei nem Sofa für 3000 Euro': the currency of an amount is the case's size, not a topic, to a
 * passage whose fact merely names a sum; one on prices or a quote overrun ('war 1000 Euro, jetzt 1300') knows it.
 */
function withAmounts(units: Unit[], text: string): Unit[] {
  if (!/\d\s*(?:euro|eur|€)(?![a-z])/i.test(text)) return units;
  const worth = WORTH.test(text);
  const budget = BUDGET.test(text);
  return units.map((unit) =>
    unit.word === 'euro' || unit.word === 'eur' || (budget && BUDGET_WORDS.has(unit.word)) ? { ...unit, amount: true, ...(worth ? { worth: true } : {}) } : unit,
  );
}

/** An amount with its currency after the words `lead` matches. */
const amountAfter = (lead: string) => new RegExp(String.raw`\b(?:${lead})\d[\d.,]*\s*(?:euro|eur|€)(?![a-z])`, 'i');
/** A budget's words before its amount ('höchstens', 'nicht mehr als', 'unter', 'Mein Budget liegt bei ca.'). */
const BUDGET_LEAD = String.raw`(?:h(?:ö|oe|o)chstens|maximal|nicht mehr als|unter|weniger als)\s+|budget\w*\s+liegt\s+bei\s+(?:(?:ca\.?|circa|etwa|rund)\s*)?`;

/**
 * 'ein Sofa für 3000 Euro', 'im Wert von ca. 800 €': what the piece is worth, not a sum of the terms;
 * so is a budget ('ein Bezug unter 500 Euro', 'für höchstens 1.000 €', 'nicht mehr als 800 €', 'Budget liegt bei 1000 Euro').
 */
const WORTH = amountAfter(String.raw`(?:f(?:ü|ue|u)r|im wert von|wert)\s+(?:ca\.?\s*|etwa\s+|rund\s+|ungef(?:ä|ae)hr\s+|knapp\s+|über\s+|ueber\s+)?|(?:f(?:ü|ue|u)r\s+)?${BUDGET_LEAD}`);

/**
 * 'für höchstens 500 €', 'nicht mehr als 1500 Euro', 'für unter 500 Euro', 'Mein Budget liegt bei 1000 Euro': the
 * budget's word goes with its amount ('höchstens', 'mehr' and 'liegt' ask no overrun, 'unter' is not the sale page's
 * 'finden Sie unter').
 */
const BUDGET = amountAfter(BUDGET_LEAD);
const BUDGET_WORDS = new Set(['hoechstens', 'maximal', 'mehr', 'unter', 'weniger', 'liegt']);

/** The words a passage is named by (its keywords and context), as written. */
const namesOf = (passage: Passage) => normalize(`${passage.keywords} ${passage.context ?? ''}`).split(' ');

/** The words the shop's services and goods are named by, as written ('parkett', 'plissees'). */
const WARE_NAMES = [...new Set(passages.filter((passage) => passage.service || passage.goods).flatMap(namesOf))].filter((name) => name.length >= 5);

/** `word` is `name` with one of its letters left out ('plisee' of 'plissee'). */
const oneLetterShort = (word: string, name: string) =>
  name.length === word.length + 1 && [...name].some((_, at) => name.slice(0, at) + name.slice(at + 1) === word);

/** Every word a passage is named by, as written ('polsterer' is a member of the team, no misspelt 'Polsterei'). */
const NAMED = new Set(passages.flatMap(namesOf));

/**
 * A ware's name misspelt ('parket', 'plisees', 'tepich', 'matraze'): as typed it may stem into
 * another word ('parket' into 'park') or keep none of the roles a ware has in a question ('Was kostet …?').
 * Only where the word is no known word and one ware's name alone is a letter away.
 */
function wareMisspelt(word: string): string | null {
  if (word.length < 5 || vocabulary.has(word) || NAMED.has(word) || wordForms(word).some((form) => vocabulary.has(form) && form.length >= word.length - 1)) return null;
  // A letter left out, the commonest slip ('parket', 'tepich'); a letter changed makes real words of each other ('leider', 'Leder').
  const near = WARE_NAMES.filter((name) => oneLetterShort(word, name));
  return near.length === 1 ? near[0]! : null;
}

/** The topic words of a text, each read into the knowledge's vocabulary where possible. */
function unitsOf(text: string): Unit[] {
  return joinedCompounds(queryWords(withoutAsides(normalize(text)))).filter(({ word }) => !OWN_NAME.has(word) && !isRoom(word)).map(({ word, terms }) => {
    const ware = terms.length === 1 && terms[0] === stem(word) ? wareMisspelt(word) : null;
    if (ware) return { word, terms: [stem(ware)], known: true };
    if (terms.length !== 1 || terms[0] !== stem(word)) return { word, terms, known: terms.every((term) => vocabulary.has(term)) };
    const form = wordForms(word).find((candidate) => vocabulary.has(candidate));
    if (form) return { word, terms: [form], known: true };
    const parts = decompound(word);
    // 'boxsprinbett' is a misspelt 'Boxspringbett', not a 'boxsprin…' 'Bett' (a first part that is
    // only the start of a known word, beside a whole word one typo away).
    // So is a long word one letter off a known word with the same last part ('kostevoranschlag' is
    // a 'Kostenvoranschlag', not a 'kost' 'voranschlag'; 'Kundenparkplätze' stays a compound).
    const misspelt = parts !== null && (!vocabulary.has(parts[0]!) || oneLetterOffWith(stem(word), parts.at(-1)!)) && nearlyKnown(stem(word));
    if (parts && !misspelt) return { word, terms: parts, known: true };
    const withEnding = parts ? null : withCompoundEnding(word);
    if (withEnding) return { word, terms: withEnding, known: true };
    const last = nearlyKnown(stem(word)) ? null : lastPart(word);
    // Of a ware ('Flächenvorhang', 'Ohrensessel', 'Erkerfenster'), a compound is the ware whatever its first part.
    if (last) return { word, terms: [last], known: true, ...(wares.has(last) && last.length >= 5 ? {} : { partial: true }) };
    return { word, terms: [stem(word)], known: false };
  });
}

/**
 * The words of `text` the knowledge has no word for: names ('Lindholm' in 'Sofa Lindholm',
 * 'Havelland', though 'Havel' and 'Land' might make a compound), not 'Sofa'.
 */
export const unfamiliarWordsOf = (text: string): string[] =>
  queryWords(normalize(text))
    .filter(({ word, terms }) => !terms.every((term) => vocabulary.has(term)) && !wordForms(word).some((form) => vocabulary.has(form)))
    .map(({ word }) => word);

/** Levenshtein distance, stopping once it exceeds `max`. */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

const typoBudget = (term: string) => (term.length > MAX_WORD || REAL_WORDS.has(term) ? 0 : term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0);
/** Words of their own that a letter away from a known one are no typo of it ('reicht' is not 'Recht': 'oder reicht Januar?'). */
const REAL_WORDS = new Set(['reicht', 'reichen', 'reichts']);

/** Shortest last part of a compound read as the compound ('meisterin'; not 'leger' of 'Bodenleger'). */
const MIN_LAST_PART = 8;

/** The '-ung' noun of a verb form ending in 't' ('verletzt' → 'verletzung'); null for other words. */
const actionNoun = (term: string) => (term.length >= 6 && /[^aeiou]t$/.test(term) && !term.endsWith('heit') && !term.endsWith('keit') ? `${term.slice(0, -1)}ung` : null);

/**
 * Words of their own that begin a keyword of another meaning: a party ('Feier') is no holiday ('Feiertag'), 'klein'
 * not the small print ('Kleingedruckte'), a club ('Verein') no appointment ('vereinbaren'), 'Informationen' not the
 * freedom of information, 'handeln' not the trade register.
 */
const NO_START = new Set(['feier', 'klein', 'verein', 'krank', 'trink', 'handel', 'information', 'schnitt']);

/** How well a passage knows a term: 1 exactly, less by prefix, as a compound's last part or by typo, 0 not at all; and in which field. */
function termQuality(term: string, fields: Record<Field, Set<string>>): { quality: number; field: Field | null } {
  for (const field of FIELDS) if (fields[field].has(term)) return { quality: 1, field };
  // The ihr or er form of a verb where the passage has another: 'haftet' for 'haften' ('bestellt'
  // may be a participle, the order made, and is left to the words it is).
  if (term.length >= 6 && term.endsWith('et')) {
    for (const form of wordForms(term)) for (const field of FIELDS) if (form !== term && form.length >= 4 && fields[field].has(form)) return { quality: 0.95, field };
  }
  if (term.length >= 5 && !NO_START.has(term)) {
    // A whole word the knowledge has names the longer keyword it starts only in support: 'Stoff' is
    // not the 'Stoffbespannung' of the walls ('Habt ihr Stoffe?' went to Wand und Boden).
    const whole = vocabulary.has(term);
    for (const field of FIELDS) for (const word of fields[field]) if (word.startsWith(term)) return { quality: 0.85, field: whole && field === 'keywords' ? 'context' : field };
  }
  // A verb's noun: 'verletzt' asks of 'Verletzung', 'erfüllt' of the 'Erfüllungsort', 'bezahlt' of 'Bezahlung'.
  const noun = actionNoun(term);
  if (noun) {
    for (const field of FIELDS) for (const word of fields[field]) if (word.startsWith(noun)) return { quality: 0.85, field };
  }
  // The last part of a known compound: 'Meisterin' of 'Raumausstattermeisterin'.
  if (term.length >= MIN_LAST_PART) {
    for (const field of FIELDS) for (const word of fields[field]) if (word.length > term.length && word.endsWith(term)) return { quality: 0.75, field };
  }
  const budget = vocabulary.has(term) ? 0 : typoBudget(term);
  if (budget > 0) {
    for (const field of FIELDS) for (const word of fields[field]) if (word.length >= 5 && sameStart(term, word) && withinDistance(term, word, budget)) return { quality: 0.75, field };
  }
  return { quality: 0, field: null };
}

/** A passage judged against one question. */
export interface Scored {
  passage: Passage;
  /** Share of the question's topic words the passage accounts for (0 … 1). */
  coverage: number;
  /** A keyword, a phrase or (opening hours) a time matched: the passage may answer. */
  anchored: boolean;
  /** A gap's keyword or phrase matched exactly: the question asks what the facts do not say. */
  gapHit: boolean;
  bm25: number;
  rank: number;
}

/** One question, read: its time, its topic words, and the passages that fit, best first. */
export interface QuestionMatch {
  text: string;
  time: AskedTime;
  units: Unit[];
  /** Confident passages (never a gap), best first. */
  candidates: Scored[];
  /** The question names a topic the facts do not cover. */
  gap: boolean;
  /** Every passage judged, for a neighbour to check whether this question belongs to it. */
  scored: Map<string, Scored>;
}

/**
 * A phrase of three words or more also with one or two fillers between two of its words: 'seid
 * ihr dann da', 'habt ihr da auf' say what 'seid ihr da', 'habt ihr auf' say.
 */
export function phraseIn(normalized: string, phrase: string): boolean {
  const { whole, firstWord, cuts } = phraseParts(phrase);
  // Most phrases miss at their first word: one look in the text's words, before the cuts' searches.
  if (!wordsOf(normalized).has(firstWord)) return false;
  if (normalized.includes(whole)) return true;
  for (const { before, after } of cuts) {
    for (let at = normalized.indexOf(before); at !== -1; at = normalized.indexOf(before, at + 1)) {
      if (fillersThen(normalized, at + before.length, after)) return true;
    }
  }
  return false;
}

/** One or two fillers from `start` on, then `after`. */
function fillersThen(normalized: string, start: number, after: string): boolean {
  for (let words = 0, from = start; words < MAX_FILLERS_BETWEEN; words += 1) {
    const end = normalized.indexOf(' ', from);
    if (end === -1 || !FILLERS.has(normalized.slice(from, end))) return false;
    if (normalized.startsWith(after, end + 1)) return true;
    from = end + 1;
  }
  return false;
}
/** 'wie komme ich am besten zu euch' is 'wie komme ich zu euch'. */
const MAX_FILLERS_BETWEEN = 2;

/**
 * The words of the passages' leanings `normalized` holds: what they name is no narration ('I changed
 * my mind'). Not their phrases: kept, those changed six earlier answers, some for the worse.
 */
export function leaningWordsIn(normalized: string): Set<string> {
  const text = ` ${normalized.trim()} `;
  const held = passages.flatMap((passage) => (passage.leanings ?? []).filter((leaning) => phraseIn(text, leaning)));
  return new Set(held.flatMap((leaning) => leaning.split(' ')));
}

/** The words of the text last asked about: every passage's phrases look into the same text in turn. */
let lastText = { normalized: '', words: new Set<string>() };
function wordsOf(normalized: string): Set<string> {
  if (lastText.normalized !== normalized) lastText = { normalized, words: new Set(normalized.split(' ')) };
  return lastText.words;
}

interface PhraseParts {
  whole: string;
  /** The first word: without it the phrase cannot hold. */
  firstWord: string;
  /** Where a filler may stand: the words before it (spaced) and after it. */
  cuts: { before: string; after: string }[];
}

// Every question checks every passage's phrases: cut once, not per question (a third of a reply's time).
const partsOfPhrase = new Map<string, PhraseParts>();
function phraseParts(phrase: string): PhraseParts {
  let parts = partsOfPhrase.get(phrase);
  if (!parts) {
    const words = phrase.split(' ');
    const cuts = words.length < 3 ? [] : words.slice(1).map((_, index) => ({ before: ` ${words.slice(0, index + 1).join(' ')} `, after: `${words.slice(index + 1).join(' ')} ` }));
    parts = { whole: ` ${phrase} `, firstWord: words[0]!, cuts };
    partsOfPhrase.set(phrase, parts);
  }
  return parts;
}
const hits = (phrases: readonly string[] | undefined, normalized: string) => phrases?.some((phrase) => phraseIn(normalized, phrase)) ?? false;
const phraseHit = (passage: Passage, normalized: string) => hits(passage.phrases, normalized);

const termsPhrases = passages.filter((passage) => passage.clauses && passage.phrases);
const termsBeside = passages.filter((passage) => passage.clauses && passage.phrasesBesideKeyword);
/** The passage knows the unit as one of its topic words (not only from its fact). */
function knowsAsTopic(passage: Passage, unit: Unit): boolean {
  const fields = vocabularyOf.get(passage.id)!;
  return unit.terms.some((term) => ['keywords', 'context'].includes(termQuality(term, fields).field ?? ''));
}
const termsPhraseHit = (normalized: string, units: readonly Unit[]) =>
  termsPhrases.some((passage) => phraseHit(passage, normalized)) || termsBeside.some((passage) => hits(passage.phrasesBesideKeyword, normalized) && units.some((unit) => knowsAsTopic(passage, unit)));

/**
 * Words asked of a day named that its hours answer: whether the day takes an appointment, and
 * whether it is a holiday here ('Ist Fronleichnam bei euch ein Feiertag?': the day's hours say
 * whether it is one, and how we open), and a measuring visit ('Am Mittwoch den 30. … ein Aufmaß – geht das?').
 */
const ASKED_OF_A_DAY = new Set(['termin', 'anmeldung', 'voranmeldung', 'feiertag', 'aufmass']);
/** 'Brauch ich für Samstag nen Termin?': the opening hours of Saturday (the appointment passage says how to make one). */
const asksOfTheDay = (time: AskedTime, units: readonly Unit[]) => time.days.length > 0 && units.some((unit) => unit.terms.some((term) => ASKED_OF_A_DAY.has(term)));

/** A gap's words each asked of a day named: the day's hours answer them ('Ist Fronleichnam ein Feiertag?' is no question of holidays in general). */
const askedOfDayOnly = (time: AskedTime, units: readonly Unit[]) => units.length > 0 && units.every((unit) => asksOfTheDay(time, [unit]));

/** Above any BM25 difference (at most 0.1), below a difference in coverage that matters. */
const LEANING = 0.1;

/** How well `passage` accounts for `units` (a neighbour's question, say). */
export function coverageOf(passage: Passage, units: readonly Unit[], normalized = ''): number {
  return score(passage, units, normalized, null, 0).coverage;
}

/**
 * Each group named by a word of its own, and every other word of the question in some group or a
 * service's, the object asked about ('Kostet ein Kostenvoranschlag fürs Sofa etwas?') (Passage.together).
 */
function namedTogether(groups: readonly (readonly string[])[], units: readonly Unit[]): boolean {
  // As typed; an English word as the German it stands for ('delivery' is 'lieferung'), not an abbreviation ('KVA').
  const translated = (unit: Unit) => (ENGLISH[unit.word] ? unit.terms : []);
  const inGroup = (unit: Unit, group: readonly string[]) => group.some((start) => unit.word.startsWith(start) || translated(unit).some((term) => term.startsWith(start) || start.startsWith(term)));
  const used = new Set<Unit>();
  for (const group of groups) {
    const unit = units.find((candidate) => !used.has(candidate) && inGroup(candidate, group));
    if (!unit) return false;
    used.add(unit);
  }
  // A service's or the sale's word is only what it is about ('Sind die Preise im Sale inklusive Lieferung?').
  const isObject = (unit: Unit) => unit.terms.some((term) => serviceWords.has(term) || goodsWords.has(term));
  return units.every((unit) => groups.some((group) => inGroup(unit, group)) || isObject(unit));
}

function score(passage: Passage, units: readonly Unit[], normalized: string, time: AskedTime | null, bm25: number): Scored {
  const fields = vocabularyOf.get(passage.id)!;
  let covered = 0;
  let total = 0;
  let keyword = false;
  let exactKeyword = false;
  let supporting = 0;
  // Each unit's best term, once: a compound is about its last part ('Bodenleger|arbeiten'); a match on another part counts less.
  const matches = units.map((unit) => {
    let best = 0;
    let bestField: Field | null = null;
    // A compound one of whose parts is a keyword names the passage ('Vorhang|stoffe': the Nähatelier).
    let namesIt = false;
    for (const [position, term] of unit.terms.entries()) {
      const { quality, field } = termQuality(term, fields);
      const weighted = position === unit.terms.length - 1 || unit.terms.length === 1 ? quality : 0.8 * quality;
      if (weighted > best) [best, bestField] = [weighted, field];
      if (field === 'keywords') namesIt = true;
    }
    if (best === 0 && passage.dynamic === 'opening-hours' && time && asksOfTheDay(time, [unit])) [best, bestField] = [1, 'context'];
    return { best: unit.partial ? best * 0.5 : best, bestField: namesIt ? ('keywords' as const) : bestField };
  });
  const phrase = phraseHit(passage, normalized) || (hits(passage.phrasesBesideKeyword, normalized) && units.some((unit) => knowsAsTopic(passage, unit)));
  // A condition weighs less only to a passage that knows everything else asked: 'Kann ich meine
  // Kinder mitbringen, wenn ich Stoffe aussuche?' is not asked of the clause on the customer's fabrics.
  // The piece it is about counts as known ('Kann ich das Sofa umtauschen, wenn mir die Farbe nicht gefällt?').
  const isObject = (unit: Unit) => (passage.clauses && unit.terms.some((term) => goodsWords.has(term))) || (!passage.service && !passage.gap && unit.terms.some((term) => serviceWords.has(term)));
  const answersTheRest = units.some((unit) => unit.conditional || unit.purpose) && units.every((unit, index) => unit.conditional || unit.purpose || matches[index]!.best > 0 || isObject(unit));
  // Only where a word of its own asks for it ('besser', 'empfehlt'): its fact's words ('E-Mail') ask for no recommendation.
  // And only of something the shop makes or sells ('Welcher Teppich ist gut für Allergiker?'): 'Könnt ihr einen Anwalt
  // empfehlen?' asks about a lawyer, of whom the facts know nothing.
  const recommendationAsked =
    passage.aboutAnything && matches.some((match) => match.bestField === 'keywords') && units.some((unit) => unit.terms.some((term) => wares.has(term)));
  units.forEach((unit, index) => {
    let weight = 1;
    let { best, bestField } = matches[index]!;
    if (phrase && best === 0 && [...(passage.phrases ?? []), ...(passage.phrasesBesideKeyword ?? [])].some((text) => ` ${text} `.includes(` ${unit.word} `))) [best, bestField] = [1, 'keywords'];
    // 'Was steht in euren AGB zu Transportschäden?': beside a clause's own keyword, the terms named are where it stands, no topic of their own.
    if (best === 0 && passage.clauses && NAMES_THE_TERMS.has(unit.word) && matches.some((other, at) => at !== index && other.bestField === 'keywords')) [best, bestField] = [1, 'context'];
    // "… das Sofa doch nicht neu beziehen lassen, kostet das was?" asks the terms about a sofa,
    // "Bilder von fertigen Sofas" the gallery: to a passage that is no service, a service word is the object.
    if (best === 0 && !passage.service && !passage.gap && unit.terms.some((term) => serviceWords.has(term))) weight *= OBJECT_WEIGHT;
    if (best === 0 && !passage.clauses && !passage.gap && unit.terms.some((term) => termsWords.has(term))) weight *= TERMS_TOPIC_WEIGHT;
    if (best === 0 && passage.clauses && unit.terms.some((term) => goodsWords.has(term))) weight *= OBJECT_WEIGHT;
    if (best === 0 && !passage.person && unit.terms.some((term) => personWords.has(term))) weight *= OBJECT_WEIGHT;
    // Known from the fact alone ('300 Euro' of the overnight fee) is not known as a topic.
    if (unit.amount && (bestField === null || bestField === 'fact' || bestField === 'decides' || (unit.worth && bestField === 'context'))) {
      weight *= OBJECT_WEIGHT;
      [best, bestField] = [0, null];
    }
    if (best === 0 && unit.conditional && answersTheRest && (!unit.besideConcession || passage.clauses)) weight *= CONDITION_WEIGHT;
    if (best === 0 && unit.purpose && answersTheRest) weight *= OBJECT_WEIGHT;
    // A word that names a topic of its own ('Parkplatz') keeps its weight: 'Könnt ihr einen Parkplatz empfehlen?' asks about parking.
    if (best === 0 && recommendationAsked && weight === 1 && !unit.terms.some((term) => practicalWords.has(term))) weight = OBJECT_WEIGHT;
    total += weight;
    covered += weight * best;
    if (bestField === 'keywords') {
      keyword = true;
      if (best === 1) exactKeyword = true;
    } else if (bestField) supporting += 1;
  });
  const timeAnchor = passage.dynamic === 'opening-hours' && Boolean(time && timeAsked(time, units));
  // A phrase ('doch nicht', 'wo seid ihr') says something its filler words do not: one more word covered.
  if (phrase) {
    covered += 1;
    total += 1;
  } else if (!passage.clauses && !passage.gap && termsPhraseHit(normalized, units)) {
    // 'Die Vorhänge sind zu kurz geworden, was jetzt?': a phrase only the terms know is a topic
    // the other passages leave open, as a word only the terms know is (TERMS_TOPIC_WEIGHT).
    total += 1;
  }
  const coverage = total === 0 ? (timeAnchor ? 1 : 0) : covered / total;
  const anchored = keyword || phrase || timeAnchor || (supporting >= 2 && !passage.namedByKeyword);
  // A gap counts only when named exactly: 'stellen' must not make a question about jobs.
  const named = passage.together ? namedTogether(passage.together, units) : exactKeyword || phrase;
  return { passage, coverage, anchored, gapHit: Boolean(passage.gap) && named && !(time && askedOfDayOnly(time, units.filter((_, index) => matches[index]!.bestField === 'keywords'))), bm25, rank: 0 };
}

const isCandidate = (entry: Scored) => !entry.passage.gap && entry.anchored && entry.coverage >= MIN_COVERAGE;

/** A message this long tells a story: its words dilute the coverage of the passage it asks about. */
const STORY_UNITS = 8;
/** How much of a story the passage it asks about accounts for at least, and how far ahead of the next. */
const STORY_COVERAGE = 0.45;
const STORY_GAP = 0.1;

/**
 * In a long message ('Moin, gestern wurde das Boxspringbett geliefert. Beim Auspacken … Riss … Die
 * Spedition ist schon weg. Was muss ich jetzt machen?'), the passage that accounts for clearly more
 * of it than any other, though the story's words leave it under MIN_COVERAGE.
 */
function storyLeader(ranked: readonly Scored[], units: readonly Unit[]): Scored | null {
  if (units.length < STORY_UNITS) return null;
  const [first, second] = [...ranked].sort((a, b) => b.coverage - a.coverage);
  if (!first || first.passage.gap || !first.anchored || first.coverage < STORY_COVERAGE) return null;
  return !second || first.coverage - second.coverage >= STORY_GAP ? first : null;
}

/**
 * The words right after 'bei' ('Skonto bei Barzahlung'), with the way of paying that follows them
 * ('bei Zahlung per PayPal', 'bei Bezahlung mit Karte'), and the way in 'wenn ich per PayPal zahle':
 * they say when, not what is asked.
 */
// Not 'bei euch' ('Kann ich bei euch mit Karte zahlen?' asks how to pay, at the shop).
const CONDITIONS = [/ bei (?!(?:euch|ihnen|dir|uns|mir)\b)(\S+)(?: (per|mit|via) (\S+))?(?= )/g, / wenn (?:ich|man|wir) (per|mit|via) (\S+)(?= )/g];

/** The condition's words, and the question without them (its phrases: 'mit Karte' is no longer asked). */
function conditionsOf(normalized: string): { words: Set<string>; rest: string } {
  const words = new Set(CONDITIONS.flatMap((pattern) => [...normalized.matchAll(pattern)].flatMap((found) => found.slice(1).filter((word) => word !== undefined))));
  const rest = CONDITIONS.reduce((text, pattern) => text.replace(pattern, ' '), normalized);
  return { words, rest };
}

/**
 * Whether the passage's topic takes the condition in: a condition word ends in one of its keywords
 * ('Barzahlung' in 'Zahlung'), or the gap the condition names says so ('per Überweisung').
 */
const takesIn = (passage: Passage, conditions: readonly Unit[], namedGaps: readonly Scored[]) =>
  namedGaps.some((gap) => gap.passage.takenInBy?.includes(passage.id)) ||
  conditions.some((unit) => [...vocabularyOf.get(passage.id)!.keywords].some((keyword) => keyword.length >= 5 && unit.word.endsWith(keyword)));

/** Each passage judged against `units`, ranked: coverage decides, BM25 breaks ties, a phrase is a strong sign. */
function judge(ids: ReadonlySet<string>, units: readonly Unit[], normalized: string, time: AskedTime, bm25: ReadonlyMap<string, number>): Map<string, Scored> {
  const maxBm25 = Math.max(1, ...bm25.values());
  // A clause wins a tie only for a question that names the terms' own words ('Gewährleistung'):
  // 'Habt ihr ein Album mit Vorhängen in der Galerie?' asks the gallery, not whether it binds.
  const asksTheTerms = units.some((unit) => unit.terms.some((term) => termsWords.has(term))) || termsPhraseHit(normalized, units);
  const leans = leaningsThatCount(ids, normalized);
  const scored = new Map<string, Scored>();
  for (const id of ids) {
    const passage = byId.get(id)!;
    const result = score(passage, units, normalized, time, bm25.get(id) ?? 0);
    // On a tie the clause of the terms wins: "Gewährleistung auf den Parkettboden" asks the terms;
    // a leaning phrase wins it outright: "Habt ihr Sofas?" asks what the shop has.
    result.rank =
      result.coverage +
      0.1 * (result.bm25 / maxBm25) +
      (phraseHit(passage, normalized) ? 0.05 : 0) +
      (passage.clauses && (asksTheTerms || leans.has(id)) ? 0.02 : 0) +
      (result.coverage > 0 && leans.has(id) ? LEANING : 0) +
      // Twice: the hours are no indexed text, so the appointment's BM25 stands against none.
      (passage.dynamic === 'opening-hours' && asksOfTheDay(time, units) ? 2 * LEANING : 0);
    scored.set(id, result);
  }
  return scored;
}

/**
 * The passages whose leaning phrase the question holds, except where that phrase only lies inside
 * another passage's longer one it holds too: 'Wo werden meine Daten gespeichert?' asks where they
 * are kept ('wo werden meine daten'), not the rights to them ('meine daten').
 */
function leaningsThatCount(ids: ReadonlySet<string>, normalized: string): Set<string> {
  const held = [...ids].map((id) => ({ id, leanings: byId.get(id)!.leanings?.filter((leaning) => phraseIn(normalized, leaning)) ?? [] }));
  const all = held.flatMap((passage) => passage.leanings);
  const inLonger = (leaning: string) => all.some((other) => other !== leaning && ` ${other} `.includes(` ${leaning} `));
  return new Set(held.filter((passage) => passage.leanings.some((leaning) => !inLonger(leaning))).map((passage) => passage.id));
}

/** Weight of a word of a 'wenn' clause a passage does not know: it says when, the rest what. */
const CONDITION_WEIGHT = 0.5;

/** Damage the shop's people did ('Ihr habt …', 'Eure Monteure haben …'): the words between the doer and the damage. */
const DAMAGE_DONE = / (?:ihr habt|ihr hattet|eure? \w+ (?:hat|haben|hatte|hatten)|euer \w+ (?:hat|hatte))((?: \w+)*?) (?:zerkratzt|verkratzt|beschaedigt|kaputt gemacht|kaputtgemacht|ruiniert|zerbrochen|verschmutzt|eingerissen|zerrissen) /;

/**
 * The words of the 'wenn' and 'falls' clauses of a text, each up to the next punctuation: plain
 * conditions, or ('auch wenn', 'selbst wenn') the circumstance the question is about.
 */
function conditionClauseWords(text: string): { plain: Set<string>; concessive: Set<string> } {
  const plain = new Set<string>();
  const concessive = new Set<string>();
  for (const segment of text.replace(/\b(auch|selbst|sogar|even),\s*(?=wenn|falls|if)/gi, '$1 ').split(/[,;:.!?()–—]/)) {
    const clause = / ((?:auch|selbst|sogar|even) )?(?:wenn|falls|sofern|if) (.*)$/.exec(` ${normalize(segment)}`);
    for (const word of clause?.[2]?.split(' ') ?? []) (clause?.[1] ? concessive : plain).add(word);
    // 'Ihr habt beim Verlegen mein Laminat zerkratzt': what was damaged, and at what, says when.
    const damage = DAMAGE_DONE.exec(` ${normalize(segment)} `);
    for (const word of damage?.[1]?.trim().split(' ') ?? []) if (word) plain.add(word);
  }
  return { plain, concessive };
}

/**
 * Units that say when, not what, marked: a plain condition's ('Haftet ihr, wenn sich jemand
 * verletzt?'), or beside an 'auch wenn' the rest, to the terms ('Gilt die Gewährleistung auch, wenn
 * ich den Stoff mitbringe?' asks the clause on fabric brought; 'Gelten eure AGB auch, wenn ich nur
 * ein Kissen kaufe?' is no question to the Nähatelier). Only where the question asks something beside them.
 */
function withConditions(units: Unit[], text: string): Unit[] {
  const { plain, concessive } = conditionClauseWords(text);
  const inCondition = (unit: Unit) => (concessive.size > 0 ? !concessive.has(unit.word) : plain.has(unit.word));
  if (units.every(inCondition) || !units.some(inCondition)) return units;
  return units.map((unit) => (inCondition(unit) ? { ...unit, conditional: true, ...(concessive.size > 0 ? { besideConcession: true } : {}) } : unit));
}

/** 'für unseren Theaterverein', 'für die Bänke in unserer Kirche', 'für Hotels', 'for window seats': up to the next punctuation. */
const PURPOSE = / (?:fue?r(?: (?:den|die|das|dem|der|unseren|unsere|unser|unserem|unserer|meinen|meine|mein|meinem|meiner|einen|eine|ein|einem|einer|zwei|drei|vier|fuenf|sechs|mehrere|alle|\d+)|(?= (?:hotels|restaurants|pensionen|praxen|bueros|kanzleien|schulen|kitas|vereine|kirchen|ferienwohnungen)\b))|for(?: the| a| an| my| our| two| three| \d+)?) (.*)$/;

/** 'arbeitet ihr auch für …', 'arbeiten Sie für …': the 'für' phrase names a kind of customer. */
const WORKS_FOR = /\b(?:arbeitet|arbeiten|arbeitest) (?:ihr|sie|du) (?:auch |denn |eigentlich )*fuer (.*)$/;

/**
 * Words the knowledge does not know in a 'für' phrase, marked ('Näht ihr Bühnenvorhänge für unseren
 * Theaterverein?' asks about curtains): they weigh little to a passage that knows the rest. An
 * infinitive closing the clause is what is asked ('Bilder … für meinen Blog verwenden').
 */
function withPurposes(units: Unit[], text: string): Unit[] {
  const closingInfinitive = (word: string, index: number, all: string[]) => index === all.length - 1 && index > 0 && word.endsWith('en');
  const phrase = (segment: string) => PURPOSE.exec(` ${normalize(segment)}`)?.[1]?.split(' ').filter((word, index, all) => !closingInfinitive(word, index, all)) ?? [];
  const words = new Set(text.split(/[,;:.!?()–—]/).flatMap(phrase));
  // 'Arbeitet ihr auch für Planer und Architekten?': whom the shop works for, known words or not (not the designs' 'Architekt').
  const forWhom = new Set(text.split(/[,;:.!?()–—]/).flatMap((segment) => WORKS_FOR.exec(` ${normalize(segment)}`)?.[1]?.split(' ') ?? []));
  if (words.size === 0 && forWhom.size === 0) return units;
  return units.map((unit) => ((!unit.known && words.has(unit.word)) || forWhom.has(unit.word) ? { ...unit, purpose: true } : unit));
}

/**
 * 'seit einer Woche', 'seit Tagen', 'seit kurzem': how long something has been so, which says
 * nothing of what is asked ('Mein Sessel quietscht seit einer Woche. Könnt ihr das richten?' asks
 * the Polsterei, not the terms' deadlines that know 'Woche'); so does 'seit ihr es verlegt habt' (the
 * defect, not how long its claims last).
 */
const SINCE =
  /\bseit(?:dem)?\s+(?:ihr|sie|du)\b[^,.;!?]*?\b(?:habt|haben|hast|hattet|hatten|wart|waren|da wart|da waren)\b|\bseit\s+(?:(?:ein|einer|einem|zwei|drei|vier|fünf|fuenf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwoelf|\d+|paar|einigen|mehreren|vielen|knapp|fast|über|ueber|gut|letzter|letztem|letzten)\s+)*(?:tag|tagen|woche|wochen|monat|monaten|jahr|jahren|stunde|stunden|minuten|gestern|vorgestern|kurzem|neuestem|heute)(?![\p{L}\d])/giu;

/** 'Er hat vor Jahren unseren Sessel gemacht', 'years ago', '(seit meinem Auftrag) letztes Jahr': long ago, told, no deadline asked (one with its number is kept). */
const LONG_AGO = /\bvor (?:ein paar |einigen |vielen |mehreren |etlichen |langer )?(?:jahren|zeit)\b|\b(?:many |a few |some )?years ago\b|\b(?:seit (?:meinem|unserem|dem) (?:auftrag|kauf|einkauf|besuch) )?(?:letztes|letzten|vergangenes|vergangenen) jahr(?:es)?\b|\bvon (?:letzter|vergangener) woche\b|\b(?:a|one|two|three|four|a few|\d+) (?:days?|weeks?|months?) ago\b/g;

/** 'in der Nähe von Trier': where the customer is, not the Nähatelier's sewing ('nähe') nor a topic. */
const NEARBY = /\b(?:in der|in ihrer|in eurer|in deiner|in meiner|in unserer|aus der|hier in der) naehe(?: (?:von|bei) [a-z-]+)?\b/g;

/** 'weil mein Mann Schicht arbeitet', 'weil ich unter der Woche arbeite': why the customer or their people need it, no topic ('arbeitet' is no question about the team). */
const OWN_PEOPLES_REASON =
  /\b(?:weil|da|denn) (?:(?:mein|meine|unser|unsere) (?:mann|frau|partner|partnerin|freund|freundin|sohn|tochter|kind|kinder|mutter|vater|eltern|oma|opa)\b|(?:ich|wir)\b(?=[^,.;!?]* (?:arbeite|arbeiten|schaffe|schaffen|schicht|(?:in der stadt|in der naehe|in der gegend|unterwegs|vor ort) (?:bin|sind))\b))[^,.;!?]*/g;

/** 'mit der ganzen Familie vorbeischauen': who comes along, no topic (not the family business). */
const WHO_COMES_ALONG =
  /\bmit (?:der ganzen|der|meiner|unserer|meiner ganzen|unserer ganzen) familie\b|\bmit (?:den|meinen|unseren) kindern\b|\bmit (?:meiner|meinem|unserer|unserem) (?:tochter|sohn|frau|mann|mutter|vater|partner|partnerin|freundin|freund|schwester|bruder|oma|opa|kind|nachbarin|nachbarn)\b|\bwith (?:the|my|our) (?:kids|children|family|wife|husband|partner|mum|mom|dad|parents|daughter|son)\b/g;

/** 'unter der Woche', 'werktags': the working week in general, which the week's hours answer (not the terms' 'Woche'). */
const WORKING_WEEK = /\b(?:(?:mitten in|unter|in|waehrend) der woche|werktags|wochentags)\b/g;

/** 'Ich komme 10 Minuten später zu meinem Termin': the customer running late, not a delivery delayed. */
const RUNNING_LATE = /\b(?:ich|wir) (?:komme|kommen|bin|sind|werde|werden)(?: [a-z0-9]+){0,4}? (?:spaeter|zu spaet|verspaetet|verspaete)\b/g;
const withoutRunningLate = (text: string) => text.replace(RUNNING_LATE, (found) => found.replace(/\b(?:spaeter|zu spaet|verspaetet|verspaete)\b/, ' '));

/**
 * 'montag früh um 8 vor der Arbeit', 'bin nächste Woche auf Montage': the customer's own work, no
 * topic (not the shop's work that VII (2) prepares the rooms for).
 */
const OWN_WORK = /\b(?:vor|nach) der arbeit\b(?=[^?]*\b(?:termin|offen|auf|da|vorbeikommen|kommen)\b)|\b(?:bin|sind|ist|war|waren)\b(?: [a-z0-9]+){0,8}? auf montage\b/g;
const withoutOwnWork = (text: string) => text.replace(OWN_WORK, (found) => found.replace(/\b(?:vor|nach) der arbeit\b|\bauf montage\b/, ' '));

/** 'Fotos von meinem Sessel', 'Soll ich Fotos mitbringen?': the customer's own photos, not the gallery of the shop's work. */
const OWN_PHOTOS = /\b(?:fotos?|bilder|photos?|pictures?)\b(?= (?:von|vom|of) (?:meinem|meiner|meinen|meine|unserem|unserer|unseren|unsere|my|our)\b| (?:mitbringen|mitnehmen|schicken|senden|zuschicken|bring|send)\b)/g;

/** 'Die Dame im Verkauf war pampig': who served the customer, not the sale of furniture. */
const WHO_SERVED = /\b(?:die|der|eine|ein|einer|einem) (?:dame|frau|herr|mann|junge|kollegin|kollege|mitarbeiterin|mitarbeiter|verkaeuferin|verkaeufer) (?:im|an der|aus dem|in der) (?:verkauf|laden|kasse|ausstellung|showroom)\b/g;

/** 'ich hab heute keine Zeit mehr': the customer's time, not a deadline. */
const OWN_TIME = /\b(?:keine|kaum|wenig|nicht viel) zeit(?: mehr)?\b/g;

/** 'bevor wir einziehen', 'nach dem Umzug': the customer's move, a time of their own, not a withdrawal before work starts. */
const OWN_MOVE = /\b(?:bevor|ehe|wenn|sobald|nachdem) (?:wir|ich|sie|er|meine eltern|mein vater|meine mutter) (?:\S+ ){0,3}?(?:einziehen|einziehe|einzieht|umziehen|umziehe|umzieht|eingezogen|umgezogen|renovieren|renoviert haben)\b|\b(?:ziehen|zieht|ziehe) (?:\S+ ){0,3}?(?:ins|in ein|in eine|in die) (?:betreute wohnen|betreutes wohnen|pflegeheim|seniorenheim|altenheim|heim|wohnung|neubau|haus|neue wohnung|neues haus)\b|\b(?:vor|nach) (?:dem|unserem|meinem) (?:einzug|umzug)\b/g;

/** 'die Versicherung zahlt', 'meine Hausratversicherung': the customer's insurer, not the shop's liability insurance (X (3)). */
const OWN_INSURANCE = /\b(?:meine|unsere|meiner|unserer|die|deren) (?:hausrat|gebaeude|wohngebaeude|haftpflicht)?versicherung (?:zahlt|bezahlt|uebernimmt|traegt|ersetzt|kommt dafuer auf)(?: den schaden| die kosten| den| die| das| alles)?\b|\b(?:meine|unsere|meiner|unserer|meinen|unseren) (?:hausrat|gebaeude|wohngebaeude|haftpflicht)?versicherung\b|\bfuer die versicherung\b/g;

/**
 * 'bis Weihnachten sind die drin', 'muss ich die vor Weihnachten noch bezahlen': a holiday as a date,
 * where nothing asks whether the shop is open then (the holidays' gap is for that).
 */
const HOLIDAY_AS_DATE = /\b(?:bis|vor|nach|zu|ueber|an) (?:weihnachten|ostern|silvester|neujahr|die feiertage|den feiertagen)\b/g;
const ASKS_WHETHER_OPEN = /\b(?:offen|geoeffnet|geschlossen|oeffnungszeiten|open|closed|(?:habt|seid|haben|sind) (?:ihr|sie)(?: \S+){0,3} (?:zu|auf)|urlaub|betriebsferien)\b/;
const withoutHolidayAsDate = (text: string) => (ASKS_WHETHER_OPEN.test(text) ? text : text.replace(HOLIDAY_AS_DATE, ' '));

/**
 * 'Letzte Chance vor Weihnachten: bis wann habt ihr am Mittwoch, den 23., auf?': beside a day named,
 * the holiday before or after it only frames that day, whose hours are asked (not the holidays' gap).
 */
const HOLIDAY_FRAME = /\b(?:bis|vor|nach) (?:weihnachten|ostern|silvester|neujahr|den feiertagen)\b/g;
const withoutHolidayFrame = (text: string, time: AskedTime) => (time.days.length > 0 && !time.vague && !time.weekly ? text.replace(HOLIDAY_FRAME, ' ') : text);

/** 'Gebt ihr mir Bescheid, wenn …', 'benachrichtigt ihr mich, falls …'. */
const TOLD_WHEN = /\b(?:bescheid|benachrichtigt|benachrichtigen|informiert|informieren|meldet ihr|melden sie)\b[^,.;!?]*,? (?:wenn|falls|sobald)\b/;

/** 'da haben wir beide frei': the customer's free day, not rooms kept free (VII (2)). */
const OWN_DAY_OFF = /\b(?:(?:da|dann|an dem tag) )?(?:haben|habe|hab|hat) (?:wir|ich|er|sie|mein mann|meine frau)(?: (?:da|dann|beide|alle|zufaellig|endlich))* frei\b|\b(?:wir|ich) (?:haben|habe|hab)(?: (?:da|dann|beide|alle|zufaellig|endlich))* frei\b/g;

/** 'Hab kein WhatsApp, kann ich euch ne Mail schreiben?': what the customer has not got is told, not asked ('Habt ihr kein WhatsApp?' asks). */
const OWN_LACK = /\b(?:ich|wir)? ?(?:hab|habe|haben|besitze|besitzen|nutze|nutzen) (?:ich |wir )?(?:leider |selbst |selber |gar |ueberhaupt |auch )*(?:kein|keine|keinen) (?:whatsapp|auto|handy|smartphone|internet|drucker|computer|pc|laptop|kreditkarte|paypal|facebook|instagram|email|e mail|mail|festnetz|messenger)\b/g;

/** 'Mein Mann und ich streiten, ob …': a disagreement over the question, not a dispute with the shop. */
const DISAGREEMENT = /\b(?:streiten|streite|diskutieren|wetten|sind uns (?:nicht|un)einig)(?: (?:uns|gerade|grad|schon))*(?= ob\b)/g;

/** 'das kann doch nicht sein': disbelief, not the change of mind that 'doch nicht' says elsewhere. */
const DISBELIEF = /\b(?:das )?(?:kann|darf) (?:doch )?(?:wohl )?(?:nicht|nich) (?:wahr )?sein\b/g;

/**
 * 'bei euch ein Sofa gekauft' says what 'bei euch gekauft' says: the words between move behind it,
 * so that the phrases of a purchase here read it.
 */
const withPurchaseTogether = (normalized: string) =>
  normalized.replace(/\b(bei euch|bei ihnen|von euch|von ihnen)((?: [a-z]+){1,4}?) (gekauft|bestellt)\b/g, '$1 $3$2').replace(/\b(bought)((?: [a-z]+){1,3}?) (from you|here)\b/g, '$1 $3$2');

/**
 * 'das Ecksofa aus dem Sale bis nächste Woche reservieren' says what 'Ecksofa reservieren' says: the words between
 * move behind it, so that the hold's phrases read a piece reserved and never an appointment ('einen Termin für
 * nächste Woche reservieren').
 */
const PIECE_THEN_RESERVED = new RegExp(`\\b(${HELD_PIECES.join('|')})((?: [a-z0-9]+){1,6}?) reservieren\\b`, 'g');
const withPieceReservedTogether = (normalized: string) => normalized.replace(PIECE_THEN_RESERVED, '$1 reservieren$2');

/**
 * 'Das Sofa kam mit einem Kratzer an', '… kam gestern mit einem Riss im Bezug an', 'Der Sessel kam mit einem Kratzer, wer
 * bezahlt das?': delivered damaged (a transport damage), not a job for the Polsterei.
 */
const ARRIVED_DAMAGED =
  /\bkam(?:en)?\s+(?:(?:gestern|heute|vorgestern|letzte\s+woche|schon|leider|aber)\s+)*mit\s+(?:(?:einem|einer|einen|ein|zwei|drei|mehreren|vielen|tiefen|gro(?:ß|ss)en|kleinen|deutlichen)\s+)*(kratzer[n]?|dellen?|macken?|rissen?|riss|schaden|sch(?:ä|ae)den|beulen?)(?:\s+(?:im|in\s+der|am|an\s+der)\s+\S+)?(?:\s+an\b|(?=\s*(?:[,.;!?]|$)))/gi;

/** A day or a holiday a piece is wanted by ('vor Weihnachten', 'bis Freitag', 'bis zum 20.12.'): not 'vor Ort', 'vor dem Kauf'. */
const DUE_DAY = '(?:dem\\s+|den\\s+|zum\\s+)?(?:weihnachten|heiligabend|silvester|neujahr|ostern|pfingsten|(?:\\S+\\s+)?wochenende|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|monatsende|jahresende|\\d{1,2}\\.\\s?\\d{1,2}\\.?)';
/** A day, a date or a holiday as a deadline ('bis Freitag', 'bis zum 20.12.', 'bis Weihnachten'); not a time of day ('bis 18 Uhr'). */
const DEADLINE = '(?:zum\\s+|zu\\s+|nach\\s+)?(?!\\d{1,2}(?:[.:]\\d{2})?\\s*(?:uhr\\b|[?!,]|$))\\S+';

/** The customer's pieces as they are now ('die alten', 'unsere jetzigen Gardinen'), the kind kept as $1. */
const OWN_PIECE_NOW = '(?:die|der|das|unsere|unser|meine|mein)\\s+(?:alten?|altes|jetzigen?|jetziges|bisherigen?|bisheriges|aktuellen?|aktuelles|vorhandenen?)((?:\\s+(?!sind|ist|waren|war|zu)\\p{L}+)?)';
/** A size or shade that does not suit ('zu kurz', 'viel zu dunkel'). */
const SIZE_WRONG = 'zu\\s+(?:kurz|lang|breit|schmal|eng|klein|gross|groß|dunkel|hell)\\b';

/** Floors and walls, whose waves are a defect. */
const FLOORS = 'teppich(?:boden)?|parkett|laminat|vinyl|boden|designbelag|tapeten?';

/** Where a customer eats or stays: asked for nearby or recommended, a place of the area, not one the shop furnishes. */
const LODGING = 'hotels?|pension(?:en)?|gasthof|gasthöfe|gasthoefe|ferienwohnung(?:en)?|jugendherberge|übernachten|uebernachten|übernachtung|uebernachtung';
const EATERY = 'restaurants?|gaststätten?|gaststaetten?|cafés?|cafes?|kneipen?|bistros?|imbiss';
/** The area or a recommendation asked for in the same clause ('in der Nähe', 'empfehlt', 'kennt ihr'). */
const AREA_ASKED = '(?:in\\s+der\\s+(?:nähe|naehe|umgebung|gegend)|hier\\s+in\\s+der|nearby|around\\s+here|empfehl\\p{L}*|empfiehl\\p{L}*|kennt\\s+ihr|kennen\\s+sie|kennst\\s+du)';
/**
 * 'Könnt ihr ein Hotel in der Nähe empfehlen?': that place as the area's (a gap); not one furnished ('für ein Hotel').
 * The place's word is looked for first: the area's lookbehind reads back to the clause's start, and tried at every
 * letter it took a 1,000-letter word 3 s.
 */
const placeOfTheArea = (places: string) =>
  new RegExp(`(?<!\\p{L})(?=(?:${places})(?!\\p{L}))(?<!\\bf(?:ü|ue)r\\s+(?:\\p{L}+\\s+)?)(?:(?:${places})(?!\\p{L})(?=[^.?!;,]*\\b${AREA_ASKED})|(?<=\\b${AREA_ASKED}[^.?!;,]*)(?:${places})(?!\\p{L}))`, 'giu');
const LODGING_OF_THE_AREA = placeOfTheArea(LODGING);
const EATERY_OF_THE_AREA = placeOfTheArea(EATERY);

/**
 * 'kommt ihr dafür auf?': who pays for a damage (liability), not who comes out (an appointment);
 * 'wie viel Zeit hab ich zum Melden?', 'wie viele Tage habe ich …': the customer's deadline, not how long the
 * shop takes (a gap) nor the days it is open; 'schafft ihr das bis Freitag?': how long the shop takes.
 */
const withIdioms = (text: string) =>
  text
    .replace(LODGING_OF_THE_AREA, 'Unterkunft')
    .replace(EATERY_OF_THE_AREA, 'Gastronomie')
    // 'Ist das Probeschlafen kostenlos, wenn ich das Bett kaufe?': whether the fee counts towards the purchase (not 'wenn ich nichts kaufe').
    .replace(/\b(?:kostenlos|gratis|umsonst|kostenfrei)\b(?=[^.?!]*\bwenn\s+(?:ich|wir)\s+(?!nichts\b)[^.?!]*\b(?:kaufe|kaufen|nehme|nehmen|bestelle|bestellen)\b)/giu, 'angerechnet')
    // 'Kennt ihr einen guten Bodenleger?': someone recommended.
    .replace(/\b(?:kennt\s+ihr|kennen\s+sie|kennst\s+du)\s+(?=(?:einen|eine|ein)\s+(?:gute[nrs]?|zuverlässige[nrs]?|zuverlaessige[nrs]?|fähige[nrs]?|faehige[nrs]?)\s+\p{L}+\s*(?:[?!.]|$))/giu, 'empfehlt ihr ')
    // 'Das Sofa soll nicht zu breit sein': a size wished for, not the fault that 'zu breit' tells.
    .replace(/\bnicht\s+zu\s+(?:kurz|lang|breit|schmal|eng)\b/gi, ' ')
    // 'Wir brauchen neue Vorhänge, die alten sind zu kurz', '… weil die jetzigen zu kurz sind': the customer's own
    // pieces as the reason for new ones (their kind kept), not a fault of the shop's.
    .replace(new RegExp(`\\b${OWN_PIECE_NOW}\\s+(?:sind|ist|waren|war)\\s+(?:\\p{L}+\\s+)?${SIZE_WRONG}`, 'giu'), '$1')
    .replace(new RegExp(`\\b${OWN_PIECE_NOW}\\s+(?:\\p{L}+\\s+)?${SIZE_WRONG}\\s+(?:sind|ist|waren|war)\\b`, 'giu'), '$1')
    .replace(/\bkomm(?:t|en)\s+(ihr|sie)\s+daf(?:ü|ue)r\s+auf\b/gi, 'haftet $1 dafür')
    // 'ein Handwerker oder jemand vom Verkauf?': someone of the sales staff, not the sale.
    .replace(/\b(jemand|wer|leute|mitarbeiter(?:in|innen)?)\s+(?:vom|aus\s+dem)\s+verkauf\b/gi, '$1')
    // 'gibts auf der Sale-Seite auch Betten?': the sale's page is the sale, not the website's terms.
    .replace(/\bsale[\s-]?seite\b/gi, 'Sale')
    // 'bis wann kann ich das reklamieren?' asks how long, as 'wie lange' does ('bis' and 'wann' alone say nothing here).
    .replace(/\bbis\s+wann\b(?=(?:\s+\p{L}+){0,5}?\s+(?:reklamieren|reklamiert|rügen|ruegen|melden|beanstanden|geltend)\b)/giu, 'wie lange')
    // 'What is your VAT number?': the company's VAT ID, not the VAT on a price.
    .replace(/\bvat\s+(?:id|identification\s+number|number|no\b\.?|registration\s+number|reg\b\.?\s*(?:no\b\.?|number))/gi, 'USt-IdNr')
    .replace(ARRIVED_DAMAGED, 'ist mit $1 beschädigt angekommen')
    // 'eine Auskunft zu euren AGB bezüglich der Gewährleistung': information asked, not the right to it (Art. 15 DSGVO).
    .replace(/\b(?:eine\s+)?auskunft\s+(?=(?:zu|zum|zur|bezüglich|bezueglich|wegen|hinsichtlich|zu\s+euren|zu\s+ihren)\b)/gi, ' ')
    // 'Mit wem spreche ich am besten über eine Raumplanung?': whom to turn to about it, not who the assistant is.
    .replace(/\bmit\s+wem\s+(spreche|rede)\s+ich(?=\s+(?:am\s+besten|da|dann|denn)?\s*(?:über|ueber|wegen|bei|zu|zum|zur)\b)/gi, 'an wen wende ich mich')
    // 'einen Rabatt für Kitas', 'als Verein Rabatt': a discount for who the customer is (a gap), not the
    // sale's reductions; 'Rabatt für das Sofa' is the piece's.
    .replace(/\brabatt(e?)\s+f(?:ü|ue)r\s+(?!(?:das|den|die|dem|der|ein|eine|einen|mein|meine|meinen|unser|unsere|unseren|euer|eure|ihr|ihre|sie|uns|mich)\b)(?=\p{L})/giu, 'Gruppenrabatt$1 für ')
    // 'Is there a discount for students?', as in German.
    .replace(/\bdiscounts?\s+for\s+(?!(?:the|a|an|my|our|this|that|it|them|me|us)\b)(?=\p{L})/giu, 'Gruppenrabatt for ')
    .replace(/\b(als\s+(?!(?:das|den|die|dem|der|ein|eine|einen)\b)\p{L}+\s+(?:(?:einen|auch|noch|einen|extra)\s+)*)rabatt\b/giu, '$1Gruppenrabatt')
    // '… einen Teppich verlegen lassen und jetzt wellt er sich', 'wirft das Parkett Wellen': the floor's waves
    // (a defect), not an upholstery fabric's; put as '<floor> wellt', the defect rights' phrase.
    .replace(new RegExp(`\\b(${FLOORS})\\b([^.?!]{0,80}?)\\bwellt (?:er|sie|es|der|die|das) sich\\b`, 'gi'), '$1$2$1 wellt sich')
    // 'Der Teppichboden wirft nach 3 Wochen Wellen': a time between, figures and all; 'Der Teppich, den ihr verlegt
    // habt, wirft Wellen': the work told between (kept, it makes the fault ours).
    .replace(new RegExp(`\\b(${FLOORS})(\\s*,[^,.?!]{1,80},)? (?:wirft|schlägt|schlaegt|hat|bekommt)(?: [\\p{L}\\d]+){0,3}? wellen\\b`, 'giu'), (_, floor: string, told = '') => `${floor}${told} ${floor} wellt`)
    .replace(new RegExp(`\\b(?:wellt|wirft) (?:sich )?(?:der|die|das) (${FLOORS})(?: wellen)?\\b`, 'gi'), '$1 wellt')
    // 'dass am Sessel eine Naht offen ist': a seam come apart (a defect), not the shop being open.
    .replace(/\b(naht|nähte|naehte|saum|reißverschluss|reissverschluss)\b([^.?!,]{0,20}?)\b(?:offen|auf)\b/giu, '$1$2aufgegangen')
    .replace(/\boffene\s+(naht|nähte|naehte|saum)\b/giu, 'aufgegangene $1')
    // 'Wer zahlt das Aufmaß?', 'wer bezahlt die Anfahrt': what a thing costs the customer, not who pays for a damage ('wer zahlt das?').
    .replace(/\bwer\s+(?:be)?zahlt\s+(das|den|die)\s+(?!(?:schaden|schäden|reparatur|kratzer|ganze|alles)\b)(\p{L}{3,})/giu, 'was kostet $1 $2')
    // 'sucht ihr noch Azubis': a place for an apprentice (the apprenticeship passage), not a job opening.
    .replace(/\b(?:sucht|suchen)\s+(ihr|sie)\b(?=(?:\s+(?:noch|auch|gerade|zurzeit|aktuell|einen|eine))*\s+(?:azubis?|auszubildenden?|lehrlinge?|praktikant(?:en|in|innen)?)\b)/gi, 'habt $1')
    // 'Can you come and measure my windows?': the visit to measure (an appointment), not made to measure ('nach Maß').
    // (The splitter joins 'come and measure' by a word joiner: questions.ts.)
    .replace(/\bcome[\s\u2060]+(?:(?:over|out)[\s\u2060]+)?(?:(?:and|to)[\s\u2060]+)?measure(?:\s+up)?\b/gi, 'measuring appointment')
    // 'Welcher Stoff ist gut bei Katzen?', 'Welche Vorhänge eignen sich fürs Schlafzimmer?': what suits is asked, a recommendation.
    .replace(/\b(welche[rsnm]?)\s+(\p{L}+)\s+(?:ist|sind|waere|wäre|waeren|wären)\s+(?:gut|besser|am\s+besten|geeignet|geeigneter|ideal|sinnvoll)(?=\s+(?:für|fuer|fürs|fuers|bei|beim|im|in)\b)/giu, '$1 $2 empfehlt ihr')
    // 'Ist der Stoff gut für Katzen?': asked whether it suits, as 'Welcher Stoff ist gut für Katzen?' asks which.
    // Only of a ware: 'Ist der Samstag gut für einen Termin?' asks when to come.
    .replace(/\b(?:ist|sind|waere|wäre|waeren|wären)\s+((?:der|die|das|dieser|diese|dieses|euer|eure|ein|eine)\s+)?(\p{L}+)\s+(?:gut|besser|geeignet|ideal|sinnvoll)(?=\s+(?:für|fuer|fürs|fuers|bei|beim)\b)/giu, (asked, article = '', thing: string) =>
      termsOf(normalize(thing)).some((term) => wares.has(term)) ? `empfehlt ihr ${article}${thing}` : asked,
    )
    .replace(/\b(welche[rsnm]?)\s+(\p{L}+)\s+(?:eignet|eignen)\s+sich(?:\s+(?:gut|am\s+besten|besser))?\b/giu, '$1 $2 empfehlt ihr')
    // 'Kann ich vom Vertrag zurücktreten, wenn der Mangel nicht behoben wird?': withdrawing for a defect is one of the defect rights
    // (it got the retention right), not the flat rate for cancelling before the work.
    .replace(/\b(?:vom\s+vertrag\s+)?(?:zurücktreten|zuruecktreten|rücktritt|ruecktritt)\b(?=[^.?!]{0,60}\b(?:mangel|mängel|maengel|mängeln|maengeln|nachbesserung|nacherfüllung|nacherfuellung)\b)/giu, 'Mängelrechte nutzen')
    // 'Könnt ihr am Samstag vorbeikommen?', 'Könnt ihr abends vorbeikommen?': the shop asked to come (an appointment), the day after it.
    .replace(/\b(könnt|koennt|können|koennen)\s+(ihr|sie)\s+((?:\p{L}+\s+){1,3}?)(vorbeikommen|vorbeischauen)\b/giu, '$1 $2 $4 $3')
    // 'Gibt es das Sofa auch in einer anderen Farbe?', 'Könnt ihr die Vorhänge in einer anderen Farbe nähen?': a variant
    // asked, as 'auch in Grau?' is (colours are no topic: synonyms.ts), not colour deviations of natural materials.
    .replace(/\bin\s+(?:einer\s+)?(?:anderen?|anderer)\s+(?:farbe|farben|farbton|ausführung|ausfuehrung)(?=\s*(?:[?.!]|$|nähen|naehen|beziehen|bekommen|machen|haben|kaufen|bestellen|liefern)\b)/giu, ' ')
    // 'Wir haben das falsche Sofa bekommen': goods not as ordered (it got the clause on objecting to a bill, whose word is 'falsch').
    .replace(/\bfalsche[nrs]?\s+\p{L}+\s+(bekommen|geliefert|erhalten|zugeschickt)\b/giu, 'falsche Ware $1')
    // 'Das Parkett knarzt an einer Stelle': where on the piece, no topic ('Stelle' is a job too).
    .replace(/\ban\s+(?:einer|mehreren|manchen|einigen|vielen|zwei|drei|der|dieser|allen)\s+stellen?\b/giu, ' ')
    // 'Ist Neubeziehen teurer als ein neues Sofa?': whether the work pays against buying new (the Polsterei's 'lohnt'), not a quote exceeded.
    .replace(/\b(?:teurer|günstiger|guenstiger|billiger)\s+als\s+(?:ein|eine|einen)\s+(?:neues|neue|neuer|neuen)\b/giu, 'lohnt es sich statt ein neues')
    // 'Ich war heute um 11 da und es war zu!': a closed door found, told (the nobody-there gap), not the hours at 11 asked.
    .replace(/\b(?:es|der\s+laden|das\s+geschäft|das\s+geschaeft|der\s+showroom|die\s+tür|die\s+tuer|alles|ihr)\s+(?:war|wart|hattet|hatte)\s+(?:zu|geschlossen|abgeschlossen)(?=\s*(?:[.!?,]|$|(?:und|obwohl|aber|trotz)\b))/giu, 'niemand war da')
    // 'Läuft der Stoff beim Waschen ein?': shrinking (asked of the fabric, not told as a defect), not how something runs ('Wie läuft das ab?').
    .replace(/\b(?:läuft|laeuft|laufen)\b([^.?!,]{0,40}?)\s+ein\s*(?=[?.!]|$)/giu, 'einlaufen$1')
    // 'how late are you open on saturdays': until when, not late ('verspätet').
    .replace(/\bhow\s+late\b/gi, 'until when')
    // 'Where does my message end up?': where it lands ('wo landet meine Nachricht'), asked in English.
    .replace(/\bwhere\s+(?:does|do|will|did)\s+(my|our|the)\s+(messages?|data|chat|texts?)\s+(?:go|end\s+up|get\s+sent|land|get\s+stored)\b/gi, 'wo landet $1 $2')
    // "What's the latest I can come in on Saturday?": until when ('latest' was no word known).
    .replace(/\b(?:what\s*'?\s*s|what\s+is)\s+the\s+latest\b/gi, 'until when')
    // 'Gibt es extra Rabatt, wenn ich … zusammen nehme?': a discount, not work charged extra (III (2)).
    .replace(/\bextra\s+(rabatt|nachlass|preisnachlass)\b/gi, '$1')
    // 'Nehmt ihr meinen alten Teppich mit, wenn ihr den neuen verlegt?': taking the old away (disposal, a gap), not taking it in.
    .replace(/\b(?:nehmt\s+ihr|nehmen\s+sie)\s+((?:den|die|das|meinen|meine|mein|unseren|unsere|unser)\s+(?:alten?|altes)\s+\p{L}+)\s+mit\b/giu, 'entsorgt ihr $1')
    // 'Bekomme ich Rabatt, wenn ich bar zahle?': as 'bei Barzahlung' (a way of paying as the condition), not the sale's reductions.
    .replace(/\b(?:wenn|falls)\s+(?:ich|wir|man)\s+(?:alles\s+|den\s+betrag\s+|die\s+rechnung\s+)?(?:in\s+)?bar\s+(?:be)?zahle[n]?\b/giu, 'bei Barzahlung')
    // 'Können Sie meine Fenster ausmessen?': the shop asked to come and measure (an appointment), the object aside.
    .replace(/\b(könnt\s+ihr|koennt\s+ihr|können\s+sie|koennen\s+sie|würdet\s+ihr|wuerdet\s+ihr|würden\s+sie|wuerden\s+sie)\s+(?:(?:mir\s+|uns\s+)?(?:die|das|den|meine|mein|meinen|unsere|unser|unseren)\s+\p{L}+\s+)(?:aus|ver)messen\s*(?=[?.!]|$)/giu, '$1 zum ausmessen kommen')
    // 'Kostet es was, wenn ich den Termin absage?': the appointment called off is what is asked (a gap), not a plain condition.
    .replace(/\b(?:wenn|falls)\s+(?:ich|wir|man)\s+(?:den|einen|meinen|unseren|diesen)\s+(?:vereinbarten\s+)?termin\s+(?:kurzfristig\s+)?(absage|absagen|verschiebe|verschieben|storniere|stornieren)\b/giu, (_all, verb: string) => (/^verschieb/i.test(verb) ? ' Terminverschiebung' : ' Terminabsage'))
    // 'ich kann am Termin nicht, kann man den verlegen': the date moved, not a floor laid.
    .replace(/\b(termin\b[^.?!]{0,40}?\b(?:den|ihn|diesen))\s+verlegen\b/gi, '$1 verschieben')
    .replace(/\bwie\s*viele?\s+(?:zeit|tage(?:\s+zeit)?|wochen(?:\s+zeit)?)\s+(hab|habe|haben|hat)\s+(ich|wir|man)\b/gi, 'welche Frist $1 $2')
    // 'ein Angebot über 3.000 € bekommen', 'meine Unterschrift auf dem Angebot': the shop's quote, not the sale's offers.
    .replace(/\b(ein|das|dem|ihr|euer|eurem|unser|unserem|mein|meinem)\s+angebot\s+(?=(?:über|ueber|von|in\s+höhe\s+von|in\s+hoehe\s+von)\s+\d)/gi, '$1 Kostenvoranschlag ')
    .replace(/\bauf\s+(dem|eurem|ihrem)\s+angebot\b/gi, 'auf $1 Kostenvoranschlag')
    // 'Was brauche ich für ein Angebot?': what a quote needs (a sale's piece is 'das Angebot').
    .replace(/\b(für|fuer)\s+ein\s+angebot\b/gi, '$1 einen Kostenvoranschlag')
    // '… und wie viel das Nähen?': the price asked without its verb.
    .replace(/\b(wie\s*viel)\s+(das|die|der|den)\s+(\p{L}+)\s*(?=[?]|$)/giu, '$1 kostet $2 $3')
    // 'Sie haben mir den Termin zum Verlegen schon zweimal verschoben': the shop's date delayed, not one to book.
    .replace(/\b(ihr habt|sie haben|habt ihr|haben sie)\b([^.?!]{0,60}?)\btermin\b([^.?!]{0,40}?)\bverschoben\b/gi, '$1$2Ausführungstermin$3verzögert')
    // 'Schafft ihr eine Reparatur bis Freitag?', 'Ist das bis Weihnachten fertig?': a deadline for the work, not a visit that day.
    .replace(new RegExp(`\\b(schafft|schaffen|schaffst)\\s+(ihr|sie|du)\\b([^.?!]{0,60}?)\\s+(?:noch\\s+)?(?:bis|vor)\\s+${DEADLINE}`, 'gi'), '$1 $2$3, wie lange dauert das')
    .replace(new RegExp(`\\b(?:geht|klappt)\\s+(?:das|es)\\s+(?:noch\\s+)?(?:bis|vor)\\s+(?:dem\\s+|den\\s+)?${DEADLINE}`, 'gi'), 'wie lange dauert das')
    // 'Krieg ich das Sofa noch vor Weihnachten?', 'Kann ich das Sofa vor Weihnachten noch bekommen?': when a piece arrives (it got the Polsterei).
    .replace(new RegExp(`\\b(krieg|kriege|kriegen|bekomm|bekomme|bekommen)\\s+(ich|wir|man)\\b([^.?!]{0,60}?)\\s+(?:noch\\s+)?(?:bis|vor)\\s+${DUE_DAY}(?=\\s*[?!.,]|\\s*$)`, 'gi'), '$1 $2$3, wie lange dauert das')
    .replace(new RegExp(`\\b(?:bis|vor)\\s+${DUE_DAY}\\s+(?:noch\\s+)?(fertig|geliefert|bekommen|kriegen)\\b`, 'gi'), '$1, wie lange dauert das')
    .replace(/\bbis\s+(?:zum\s+|zu\s+)?\S+\s+(fertig|erledigt|geliefert|repariert|bezogen|genäht|genaeht|verlegt|montiert)\b/gi, '$1, wie lange dauert das');

/**
 * A time named, or a week or month alone with nothing else asked ('wann seid ihr nächste woche da'), or when the doors
 * open with nothing else asked ('Wann macht ihr morgens auf?'): the opening hours.
 */
const timeAsked = (time: AskedTime, units: readonly Unit[]) => time.found || ((time.vague || (time.asks === 'opens' && time.asksWhen)) && units.length === 0);

/**
 * A passage whose phrase holds the gap's word and that accounts for the whole question answers it:
 * 'was wenn ich die Rechnung zu spät überweise' is late payment (its phrase 'zu spät überweise'),
 * not which ways of paying there are ('überweisen', a gap that accounts for a third of it).
 */
function phraseOutweighsGaps(top: Scored | undefined, ranked: readonly Scored[], normalized: string): boolean {
  if (!top || top.coverage < 0.99 || !(phraseHit(top.passage, normalized) || knowsGapWords(top, ranked))) return false;
  return ranked.every((entry) => !entry.gapHit || entry.coverage <= 0.5) || phrasesHoldGaps(top, ranked, normalized);
}

/**
 * Each gap named only by phrases that lie inside a longer phrase of the passage, which names the
 * case more exactly: 'Kann ich meine Daten mitnehmen?' is the passage's 'daten mitnehmen', not the
 * pickup's 'mitnehmen'.
 */
function phrasesHoldGaps(top: Scored, ranked: readonly Scored[], normalized: string): boolean {
  const found = (phrases: readonly string[] | undefined) => (phrases ?? []).filter((phrase) => phraseIn(normalized, phrase));
  const own = found(top.passage.phrases);
  const holds = (gapPhrase: string) => own.some((phrase) => phrase !== gapPhrase && ` ${phrase} `.includes(` ${gapPhrase} `));
  return ranked.every((entry) => {
    if (!entry.gapHit) return true;
    const named = found(entry.passage.phrases);
    return named.length > 0 && named.every(holds);
  });
}

/**
 * A passage that has the gap's words among its own: 'Gilt deutsches Recht auch, wenn ich in Belgien
 * wohne?' is the law clause, whose point is where the customer lives ('Belgien' names the gap on
 * delivering abroad too); 'Liefert ihr nach Belgien?' has no such passage.
 */
function knowsGapWords(top: Scored, ranked: readonly Scored[]): boolean {
  const own = vocabularyOf.get(top.passage.id)!;
  const gapWords = ranked.filter((entry) => entry.gapHit).flatMap((entry) => [...vocabularyOf.get(entry.passage.id)!.keywords]);
  return top.anchored && gapWords.some((word) => FIELDS.some((field) => own[field].has(word)));
}

/** What the customer tells of their own case, left out of the topic words in this order: each no question. */
const NOT_ASKED: readonly ((text: string) => string)[] = [
  ...[SINCE, LONG_AGO, NEARBY, OWN_PEOPLES_REASON, WHO_COMES_ALONG, WHO_SERVED, WORKING_WEEK, DISBELIEF, DISAGREEMENT, OWN_DAY_OFF, OWN_LACK, OWN_INSURANCE, OWN_TIME, OWN_MOVE, OWN_PHOTOS].map((pattern) => (text: string) => text.replace(pattern, ' ')),
  withoutRunningLate,
  withoutOwnWork,
  withoutHolidayAsDate,
];

/**
 * The last matches made, by moment and text. questions.ts matches a message's parts again as it
 * joins and regroups them: of the 10,030 matches the test questions ask for, 5,799 are repeats.
 * A match is never changed once made, so the same object serves each.
 */
const recentMatches = new Map<string, QuestionMatch>();
const RECENT_MATCHES = 128;

/** Reads one question (no splitting: see questions.ts) at a Berlin moment. */
export function matchQuestion(message: string, today: BerlinMoment): QuestionMatch {
  const key = `${today.year}-${today.month}-${today.date} ${today.day} ${today.minute} ${message}`;
  const known = recentMatches.get(key);
  if (known) return known;
  const match = matchAnew(message, today);
  if (recentMatches.size >= RECENT_MATCHES) recentMatches.delete(recentMatches.keys().next().value!);
  recentMatches.set(key, match);
  return match;
}

function matchAnew(message: string, today: BerlinMoment): QuestionMatch {
  const text = withIdioms(message.slice(0, MAX_INPUT));
  const time = readTime(text, today);
  const rest = withoutHolidayFrame(NOT_ASKED.reduce((words, leaveOut) => leaveOut(words), time.rest), time);
  const units = withPurposes(withAmounts(withConditions(unitsOf(rest), rest), rest), rest);
  const normalized = ` ${withPieceReservedTogether(withPurchaseTogether(normalize(text))).replace(DISBELIEF, ' ').replace(WORKING_WEEK, ' ').replace(/ {2,}/g, ' ')} `;
  // A verb is searched as its noun too ('erfüllt': the 'Erfüllungsort').
  const query = units.flatMap((unit) => unit.terms.flatMap((term) => [term, actionNoun(term) ?? []].flat())).join(' ');
  const results =
    query === ''
      ? []
      : index.search(query, {
          tokenize: (string) => string.split(' '),
          processTerm: (term) => term,
          prefix: (term) => term.length >= 5,
          fuzzy: (term) => (vocabulary.has(term) ? false : typoBudget(term) || false),
        });
  const bm25 = new Map(results.map((result) => [result.id as string, result.score]));
  // Passages found by the index, named by a phrase, or (opening hours) by a time.
  const ids = new Set([...bm25.keys(), ...passages.filter((passage) => phraseHit(passage, normalized) || (passage.dynamic === 'opening-hours' && timeAsked(time, units)) || (passage.together && namedTogether(passage.together, units))).map((passage) => passage.id)]);
  let scored = judge(ids, units, normalized, time, bm25);
  let ranked = [...scored.values()].sort((a, b) => b.rank - a.rank);
  // 'Gibt es Skonto bei Barzahlung?': a gap named only as the condition is not what is asked. The
  // passage the other words find answers if its topic takes the condition in (the payment clause
  // knows 'Zahlung'); 'Rabatt bei Barzahlung' (the sale page knows nothing of paying) and 'wie ist
  // das bei Ratenzahlung' (nothing else asked) stay gaps.
  const condition = conditionsOf(normalized);
  const conditions = units.filter((unit) => condition.words.has(unit.word));
  const asked = units.filter((unit) => !conditions.includes(unit));
  if (ranked.some((entry) => entry.gapHit) && asked.length > 0 && conditions.length > 0) {
    const withoutConditions = judge(ids, asked, condition.rest, time, bm25);
    const reranked = [...withoutConditions.values()].sort((a, b) => b.rank - a.rank);
    const answering = reranked.find(isCandidate);
    if (!reranked.some((entry) => entry.gapHit) && answering && takesIn(answering.passage, conditions, ranked.filter((entry) => entry.gapHit))) [scored, ranked] = [withoutConditions, reranked];
  }
  // 'Wenn ihr das Parkett nach Quadratmetern abrechnet, darf ich beim Ausmessen dabei sein?': a gap
  // named only in the 'wenn' clause is when, not what; the main clause's passage answers, where it is sure.
  // Asked to be told when it happens ('Könnt ihr mir Bescheid geben, wenn das Sofa billiger wird?'), the 'wenn' clause is what is asked.
  const inCondition = conditionClauseWords(text).plain;
  const plainAsked = units.filter((unit) => !inCondition.has(unit.word));
  if (ranked.some((entry) => entry.gapHit) && plainAsked.length > 0 && plainAsked.length < units.length && !TOLD_WHEN.test(normalized) && !ranked.some((entry) => entry.gapHit && entry.passage.askedByCondition)) {
    const conditionWords = new Set(units.filter((unit) => inCondition.has(unit.word)).map((unit) => unit.word));
    const mainText = ` ${normalized.split(' ').filter((word) => !conditionWords.has(word)).join(' ')} `.replace(/ {2,}/g, ' ');
    const withoutCondition = judge(ids, plainAsked, mainText, time, bm25);
    const reranked = [...withoutCondition.values()].sort((a, b) => b.rank - a.rank);
    if (!reranked.some((entry) => entry.gapHit) && reranked.some(isCandidate)) [scored, ranked] = [withoutCondition, reranked];
  }
  const candidates = ranked.filter(isCandidate);
  const gap = ranked.some((entry) => entry.gapHit) && !phraseOutweighsGaps(candidates[0], ranked, normalized);
  if (candidates.length === 0 && !gap) {
    const leader = storyLeader(ranked, units);
    if (leader) candidates.push(leader);
  }
  return { text, time, units, candidates, gap, scored };
}
