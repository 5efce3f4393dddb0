/**
 * One message, several questions: "Wo seid ihr und habt ihr samstags offen?" is two, "Ich brauche
 * Kissen für mein Sofa, näht ihr sowas?" one. The message is cut into sentences (a statement goes
 * with the question after it: "Ich habe Vorhänge bestellt. Kann ich stornieren?"), each sentence at
 * 'und', 'oder', 'sowie' and at commas before a new question word; then neighbouring parts that
 * are about the same thing are joined again: the same passage, a passage that accounts for its
 * neighbour too, a part with no topic of its own ("und was kostet das?", "bis wann?").
 */
import { chatFacts } from './facts.ts';
import { fold, normalize, withSeamsOpened } from './germanText.ts';
import { coverageOf, matchQuestion, MIN_COVERAGE, leaningWordsIn, type QuestionMatch, type Scored, type Unit } from './matcher.ts';
import { readTime, twoMomentsAsked, type BerlinMoment } from './timeWords.ts';
import type { Passage } from './passages.ts';

/** Words before a full stop that do not end a sentence. */
const ABBREVIATIONS = new Set(['inkl', 'incl', 'zzgl', 'bzw', 'ggf', 'evtl', 'mwst', 'tel', 'str', 'bsp', 'bspw', 'usw', 'etc', 'nr', 'adr', 'ca', 'zb', 'sa', 'so', 'mo', 'di', 'mi', 'do', 'fr', 'st', 'std', 'min', 'max', 'abs', 'ust', 'dr', 'hr', 'fa', 'co', 'vs', 'ff', 'lt', 'bzgl', 'sog', 'gem']);

/** Words that open a question (German verb-first questions included), in German and English. */
const QUESTION_WORD =
  /^(wie|was|wann|wo|wer|wem|wen|ob|welche\w*|wieso|warum|weshalb|wieviel\w*|kann|kannst|koennt|koennen|koennte|koennts|habt|habts|seids|haben|hast|hat|gibt|gibts|ist|sind|seid|bist|macht|machen|machst|darf|darfst|duerft|duerfen|muss|muessen|musst|soll|sollte|werden|wird|bietet|bieten|fuehrt|fuehren|verlegt|verlegen|naeht|naehen|polstert|polstern|liefert|liefern|nehmt|nehmen|nimmt|repariert|reparieren|verkauft|lebt|what|where|when|how|who|which|can|could|do|does|are|is|would)\b/;

/** Any verb put first before its pronoun asks ('wascht ihr auch Gardinen', 'tapezierst du', 'schneidern Sie'). */
const VERB_FIRST = /^(?!(damit|womit|somit|jetzt|nicht|erst|selbst|sonst|bereits|zuletzt|zuerst|meist|oft|echt|recht|gut|fast|weit)\b)\p{L}+(t ihr|st du|en sie)\b/u;

/** 'Meine Mutter sitzt im Rollstuhl – kommt sie bei euch ohne Stufen rein?': whether someone gets in asks ('kommt der von einer Fremdfirma' goes on the question before). */
const COMES_FIRST = /^kommt (sie|er|man|jemand|mein\w*)\b/;

/** Whether a part (normalised) opens as a question does, with or without its mark. */
const QUESTION_START = { test: (text: string) => QUESTION_WORD.test(text) || VERB_FIRST.test(text) || COMES_FIRST.test(text) };

/** 'bringe ich …', 'muss ich …': the customer asks what to do. */
const ASKS_OF_ONESELF = /^(?:\p{L}+e|muss|kann|darf|soll|hab) (?:ich|wir)\b/u;

/** A question after a statement in one part: 'ich will Vorhänge nähen lassen, dauert das lange'. */
const INNER_QUESTION = /\b(dauert|kostet|lohnt|klappt|geht)\s+(das|es|sich)\b/;

/** 'Ich wollte nur wissen, ob ihr Montag offen habt' (no question mark): a question put as a wish to know. */
const INDIRECT_QUESTION = /^(?:ich|wir) (?:wollte|wollten|moechte|moechten|wuerde|wuerden|will|wollen)(?: (?:nur|mal|gern|gerne|kurz|eigentlich|einfach))* (?:wissen|fragen|erfahren)\b/;

/** A remark beside a question, no question of its own: '…, das ist ein Samstag glaub ich', '…, hat mir Sabine am Telefon gesagt'. */
const REMARK = /\b(glaub ich|glaube ich|denk ich|denke ich|mein ich|meine ich|oder so)$|\bhat (mir|uns) \S+( \S+){0,4} gesagt$/;

/** A part about the customer's own case: 'ich habe …', 'wir haben …', 'mein Sofa …', the pronoun dropped ('Hab heute einen Termin'; 'Hab ich …' asks). */
// English too: 'I bought a sofa last week, can I still cancel?'
const OWN_CASE = /^(ich|wir|mein\w*|unser\w*|bei mir|bei uns|i|we|my|our)\b|^(hab|habe|hatte|bin|war|komme|komm|brauche|brauch|moechte|will|wollte|suche|such)\b(?! (ich|wir)\b)/;

/** Whether this part tells of the customer's own case. */
export const tellsOwnCase = (part: string): boolean => OWN_CASE.test(normalize(part));

/**
 * A salutation that opens a message or a line ('Hallo zusammen,', 'Guten Tag,', 'Liebes Team,',
 * 'Frage an Wichtrey'):
 * no topic ('zusammen' is no 'zusammenstellen', 'Tag' no day).
 */
const SALUTATION =
  /^\s*(?:(?:hallo|hallöchen|halloechen|hello|hi|hey|moin|servus|merhaba|selam|guten\s+(?:tag|morgen|abend)|gr(?:ü|ue)(?:ß|ss)\s+gott|gria(?:ß|ss)\s+(?:eich|enk|di|gott)|liebes\s+(?:\S+\s+)?team|sehr\s+geehrte\s+damen\s+und\s+herren|(?:liebe[rs]?|sehr\s+geehrte[rs]?)\s+(?:frau|herr)\s+(?:dr\.?\s+)?\S+|grüezi|gruezi|tach|moin\s+moin|na|(?:eine\s+)?frage\s+an\s+(?:wichtrey|euch|sie|dich)|morgen(?=\s*!))(?:\s+(?:zusammen|allerseits|ihr\s+lieben|leute|team|liebes\s+team|frau\s+\S+|herr\s+\S+))?)(?:\s*[,!.:]+\s*|\s+(?=\S))/i;

/** The text after its opening salutation ('Hallo zusammen, ich habe eine Frage' → 'ich habe eine Frage'). */
export const withoutSalutation = (text: string): string => text.replace(SALUTATION, '');

/**
 * A letter's closing at the end of a message, with the name after it ('… mitzuteilen. Mit freundlichen Grüßen,
 * Petra Klein'): no question of its own (it read as a second one the facts do not answer).
 */
const SIGN_OFF = /(?:^|[\s.,;!?])(?:mit\s+freundlichen|freundliche|viele|liebe|beste|herzliche|schöne|schoene)\s+gr(?:ü|ue)(?:ß|ss)e(?:n)?(?:[\s,]+[\p{L}.' -]{0,40})?\s*$|(?:^|[\s.,;!?])(?:mfg|lg|vg)(?:[\s,]+[\p{L}.' -]{0,40})?\s*$/iu;
const withoutSignOff = (text: string): string => text.replace(SIGN_OFF, (closing) => (/^[.!?]/.test(closing) ? closing[0]! : ''));

/** How much of something, told without a question mark: 'Sind 6 Meter Leinen.', 'Es sind etwa 20 qm.' */
const TELLS_AMOUNT = /^(?:es |das )?(?:sind|ist) (?:ca |etwa |ungefaehr |rund |knapp )?\d/;

/** A season's wish ('Frohe Weihnachten', 'Danke, schöne Feiertage euch allen'), answered only where it is all the message says. */
const WISH = /^(?:(?:vielen |herzlichen )?(?:dank|danke)(?: schoen| euch| ihnen| dir)*(?: und)? )?(?:(?:frohe|froehliche|schoene|frohes|gesegnete|einen guten|guten)(?: und gesegnete)? (?:weihnachten|ostern|pfingsten|feiertage|festtage|neues(?: jahr)?|rutsch(?: ins neue jahr)?)|frohes fest|merry christmas|happy (?:new year|holidays|easter))(?: (?:schon mal|euch allen|ihnen allen|euch|ihnen|an alle|allerseits|to you|to you all|everyone))*$/;

/** 'Ich habe 2 Fragen:', 'Kurze Frage:': announces the questions, asks none. */
const ANNOUNCEMENT = /^\s*(?:ich\s+)?(?:hab(?:e|\s+da)?\s+)?(?:noch\s+)?(?:(?:eine|ne|zwei|drei|vier|ein\s+paar|paar|mehrere|\d+)\s+)?(?:kurze\s+|kleine\s+)?fragen?(?:\s+(?:an\s+(?:euch|sie|dich)|noch))?\s*[:,–-]\s*/i;

/**
 * A letter's request, which asks as a question mark does ('… Akustikelemente. Bitte teilen Sie mir mit, ob Sie
 * das anbieten.'): the sentences before it are its context, not questions of their own.
 */
const FORMAL_REQUEST = /^\s*(?:bitte\s+)?(?:teilen|sagen|geben)\s+sie\s+(?:mir|uns)\s+(?:doch\s+)?(?:bitte\s+)?(?:mit|bescheid)\b[\s,]*/iu;

/** A sentence that asks without a question's form: 'Ich wollte fragen, …', 'Wir möchten gern wissen, …', 'Ich wüsste gern, ob …'. */
const ASKING_LEAD = /^(ich|wir) ((\S+ ){0,3}(fragen|wissen|erfahren)|(wuesste|wuessten|frage mich|fragen uns))\b/;

interface Sentence {
  text: string;
  question: boolean;
}

/**
 * A message is read up to its 40th question, and all it tells: more than a reply answers
 * (MAX_QUESTIONS in answer.ts) and than customers ask in the 1,000 characters the chat takes,
 * while 500 one-letter questions took the reply 0.7 s, each weighed against every passage.
 */
const MAX_QUESTIONS_READ = 40;
/**
 * A question is joined from at most 12 of a sentence's parts: each join is matched anew as a whole, so
 * 41 prices asked in one sentence ('Sessel unter 1000 Euro, Sessel unter 1000 Euro, …') took 300 ms.
 */
const MAX_PARTS_JOINED = 12;

function sentences(message: string, today: BerlinMoment): Sentence[] {
  const pieces: Sentence[] = [];
  for (const line of withoutSignOff(message.trim()).split(/\n+/).map((text) => withoutSalutation(text).replace(ANNOUNCEMENT, ''))) {
    // '?', '!' and ';' end a sentence; a full stop only after a word that is no abbreviation
    // ('… und ihr bringt sie an. Wer haftet …' ends at 'an'; an initial as in 'z. B.' does not end one);
    // an emoji before a capital too ('Unser Hund hat das Sofa zerlegt 🙈 Kann man das noch reparieren …').
    const regex = /([?!;]+|\.(?=\s+\S)|[\p{Extended_Pictographic}\u{FE0F}\u{200D}]+(?=\s+\p{Lu}))/gu;
    let start = 0;
    let match: RegExpExecArray | null;
    while ((match = regex.exec(line)) !== null) {
      if (match[0] === '.') {
        const before = /([\p{L}\d]+)$/u.exec(line.slice(start, match.index))?.[1] ?? '';
        if (before.length < 2 || /\d/.test(before) || ABBREVIATIONS.has(normalize(before))) continue;
      }
      pieces.push(...toldThenAsked({ text: line.slice(start, match.index), question: match[0].includes('?') }, today));
      start = match.index + match[0].length;
    }
    pieces.push(...toldThenAsked({ text: line.slice(start), question: false }, today));
  }
  const marked = pieces.some((piece) => piece.question);
  const found = pieces
    // '… oder nur bar? und habt ihr samstag auf' asks a second question without its mark.
    // 'Warum antwortest du so komisch? Ich wollte nur wissen, ob ihr Montag offen habt': beside a marked question, a wish to know asks too.
    // 'Bitte teilen Sie mir mit, ob …' asks what follows it, as a question mark would.
    .map((piece) => (FORMAL_REQUEST.test(piece.text) ? { text: piece.text.replace(FORMAL_REQUEST, ''), question: true } : piece))
    .map((piece) => ({ text: piece.text.trim(), question: piece.question || (marked && INDIRECT_QUESTION.test(normalize(piece.text))) || (QUESTION_START.test(normalize(piece.text).replace(/^(und|oder|aber|also|and) /, '')) && !TELLS_AMOUNT.test(normalize(piece.text))) }))
    .filter((piece) => normalize(piece.text) !== '')
    // 'Frohe Weihnachten! Habt ihr heute noch offen …?': a wish beside a question is no context of it.
    .filter((piece, _, all) => all.length === 1 || !WISH.test(normalize(piece.text)));
  if (found.some((piece) => piece.question)) return found;
  // Without a question mark, a sentence that asks ('Ich wollte fragen, wann …') makes the customer's
  // own case told beside it with no topic of its own ('ich bin 78 Jahre alt.') its context; else
  // every sentence asks ('Ich brauche Vorhänge. Ich wollte fragen, ob ihr ausmesst': both).
  const asks = (piece: Sentence) => QUESTION_START.test(normalize(piece.text)) || ASKING_LEAD.test(normalize(piece.text));
  const onlyTells = (piece: Sentence) => tellsOwnCase(piece.text) && !topOf(matchQuestion(piece.text, today));
  if (found.some(asks)) return found.map((piece) => ({ ...piece, question: asks(piece) || !onlyTells(piece) }));
  return found.map((piece) => ({ ...piece, question: true }));
}

/**
 * 'Ich komme morgen vorbei, wo seid ihr genau?': the customer's visit told, then after a comma where
 * the shop is, read as two sentences, as with a full stop between them: the day's hours and the
 * address are both answered (as one question, the day's hours took it alone).
 */
function toldThenAsked(piece: Sentence, today: BerlinMoment): Sentence[] {
  const cut = /^(?<told>[^,]+),\s+(?<asked>wo(?:hin)?\b[^,]*)$/u.exec(piece.text.trim());
  if (!cut?.groups || !OWN_VISIT.test(normalize(cut.groups.told!)) || topOf(matchQuestion(cut.groups.asked!, today))?.id !== 'address') return [piece];
  return [{ text: cut.groups.told!, question: false }, { text: cut.groups.asked!, question: piece.question }];
}

/** The customer's own visit or appointment told, in a few words ('ich komme morgen vorbei', 'ich habe morgen einen Termin', 'ich bringe morgen einen Stuhl'). */
const OWN_VISIT = /^(ich|wir) (komme|kommen|bin|sind|habe|haben|hab|bringe|bringen|bring)( \S+){1,5}$/;

/**
 * A message dictated to a phone ('… offen punkt und kann ich da probeliegen fragezeichen'): its
 * marks spoken as words. Read so only where it says 'Fragezeichen' ('ein Punkt auf dem Stoff' is a
 * spot); a spoken comma always.
 */
function withDictatedMarks(message: string): string {
  // 'wie ist die telefonnummer komma ich hab sie verloren' ('2 komma 5 meter' is a number);
  // 'hey siri nachricht an wichtrey …': the assistant addressed, not the shop asked.
  message = message.replace(/(?<!\d)\s+komma\s+(?!\d)/gi, ', ').replace(/^\s*(?:(?:hey|hallo|ok|okay)\s+)?(?:siri|alexa|google)[\s,]+(?:(?:nachricht|schreib\w*|sende\w*)(?:\s+an\s+\S+)?[\s,:]*)?/i, '');
  if (!/\bfragezeichen\b/i.test(message)) return message;
  return message
    // 'punkt eins komma habt ihr … fragezeichen punkt zwei komma …': the questions' numbers, spoken.
    .replace(/(^|[.?!]\s*|\s)punkt\s+(?:eins|zwei|drei|vier|fuenf|fünf)\s+komma\b/gi, '$1')
    .replace(/\s+fragezeichen\b/gi, '?')
    .replace(/\s+ausrufezeichen\b/gi, '!')
    .replace(/\s+komma\b/gi, ',')
    .replace(/\s+punkt\b(?!\s*\d)/gi, '.')
    // 'ich diktier das grad im auto habt ihr heute bis sechs offen punkt': spoken without a mark, a question put verb first starts a sentence.
    .replace(/(?<=\p{L})(?<!(?:^|\s)(?:wo|wann|was|wie|wer|warum|wieso|weshalb|welche[nmrs]?|und|oder|aber|ob|wenn|dass|falls|womit|wohin|woher|bis|ab|wieviel|viel|lange|also|dann|da))\s+(?=(?:habt|seid|könnt|koennt|macht|hast|bist|kann|darf|muss)\s+(?:ihr|du|ich|man)\b)/giu, '. ');
}

/** A sentence that opens with its condition ('Wenn …', 'Falls …', 'bei nem Auftrag über 12.000 Euro, …'). */
const LEADING_CONDITION = /^(wenn|falls|sofern|sobald|if|bei (?:einem|nem|einer|ner|so einem|so nem|so einer)) /;

/** A part whose words fit several passages alike, none by a phrase of its own ('habe ich zwei Wochen Zeit'). */
const undecided = (match: QuestionMatch) => match.candidates.length >= 3 && match.candidates[2]!.coverage >= match.candidates[0]!.coverage;

/** A part that gives an example of the one before it: 'z.B. abends um sieben'. */
const EXAMPLE = /^(z ?b|zb|zum beispiel|beispielsweise|bspw|e ?g|for example|for instance)\b/;

/** A main clause that points back to the condition before it: 'was zahle ich dann?'. */
const THEN = /\bdann\b/;

/** A relative clause that ends on its verb ('das noch nicht abbezahlt ist'), which the sentence goes on after. */
const RELATIVE_CLAUSE = /^(der|die|das|den|dem|deren|dessen) (?!ist |sind |war |hat )[^,]* (ist|sind|war|waren|hat|haben|habt|hattet|wurde|wurden|habe|hatte)(?<rest>,.*)?$/;

/** A relative clause of what the things before it cost ('Sessel, die weniger als 1000 Euro kosten'): the price they are asked at. */
const PRICED_RELATIVE = /^(der|die|das|den|dem) .*\d\s*(€|euro|eur)(?![a-z]).* (kostet|kosten)$/;

/** A subject and nothing else ('Der Boden', 'unsere neuen Vorhänge'): a sentence that must go on. */
const SUBJECT_ALONE = /^(der|die|das|unser|unsere|unseren|mein|meine|euer|eure|ihr|ihre)( [a-z]+){1,2}$/;

/** An infinitive clause ('…, einen Sessel neu zu beziehen'): the object of the part before it. */
const INFINITIVE_CLAUSE = /(^| )zu (?!hause?$)[a-z]+$/;

/** Names with an 'und' in them ('Wand und Boden', 'Buß- und Bettag'): one thing, not two questions (joined by a word joiner, which no split sees). */
const NAMES_WITH_AND = [
  ...chatFacts.services.map((service) => service.title).filter((title) => / und /i.test(title)).map((title) => new RegExp(title.replace(/ und /i, '\\s+und\\s+'), 'gi')),
  /bu(?:ß|ss?)-?\s+und\s+bettag/gi,
  /terms\s+and\s+conditions/gi,
  // 'Could you come and measure the windows?', 'Can I come and look at fabrics on Saturday?': one visit asked.
  /\bcome\s+(?:(?:over|out|in|by|round)\s+)?and\s+(?:measure|look|have\s+a\s+look|take\s+a\s+look|see|browse|choose|pick)\b/gi,
];
const keepNames = (sentence: string) => NAMES_WITH_AND.reduce((text, name) => text.replace(name, (found) => found.replace(/\s+(und|and)\s+/i, '\u2060$1\u2060')), sentence);

/** A choice asked ('Plissee oder Jalousie, was soll ich nehmen?', 'Was ist besser, Parkett oder Vinyl?'): its 'oder' joins, it asks one question. */
const ASKS_TO_CHOOSE = /\b(?:was|welche[nrs]?)\b.*\b(?:nehmen|nehme|besser|empfehlt|empfehlen|empfiehlst|ratet|raten)\b/i;
const keepChoice = (sentence: string) =>
  (ASKS_TO_CHOOSE.test(sentence) ? sentence.replace(/\s+(oder|or)\s+/gi, '\u2060$1\u2060') : sentence).replace(COMPARED, (_, first: string, or: string, second: string) => `${first}\u2060${or}\u2060${second}`);

/** Two ways compared ('länger oder kürzer offen als freitags', 'früher oder später'): one question. */
const COMPARED = /\b(l(?:ä|ae)nger|k(?:ü|ue)rzer|fr(?:ü|ue)her|sp(?:ä|ae)ter|mehr|weniger|billiger|teurer|g(?:ü|ue)nstiger|schneller|langsamer)\s+(oder|or)\s+(l(?:ä|ae)nger|k(?:ü|ue)rzer|fr(?:ü|ue)her|sp(?:ä|ae)ter|mehr|weniger|billiger|teurer|g(?:ü|ue)nstiger|schneller|langsamer)\b/gi;

/**
 * 'habt ihr morgen offen ich wollte mir sofas anschauen': the customer's plan after the question,
 * typed without a comma, is a clause of its own (with one, the hours come first, then the rest).
 */
const withOwnPlanApart = (message: string) =>
  message
    // 'ich will kaufen sofa wann offen': the hours asked after the plan, without a comma.
    .replace(/(?<=\p{L})(?<!\b(?:bis|ab|seit|und|oder))\s+(?=wann\s+(?:offen|auf|geöffnet|geoeffnet|habt|haben|seid|sind|ist)\b)/giu, ', ')
    .replace(/\b(offen|auf|geöffnet|geoeffnet|da)\s+(?=(?:ich|wir)\s+(?:wollte|wollten|will|wollen|möchte|möchten|moechte|moechten|würde|würden|wuerde|wuerden|komme|kommen|fahre|fahren|bin|sind)\b)/gi, '$1, ');

/**
 * 'Hallo, 3 Fragen: 1. habt ihr Samstag offen 2. macht ihr Plissees 3. was kostet das': numbered
 * questions, each on a line of its own. Only numbers counting up from 1, none a date's or a floor's
 * ('am 1. und 2. Mai', '1. Stock') nor after a preposition.
 */
const LIST_NUMBER = /(?<=^|[\s:;,.?!])(?<!\b(?:am|an|zum|zur|bis|vom|von|ab|im|in|der|den|dem|des|vor|nach|seit|ueber|über|bei|jeden|jedem|jede)\s+)(\d{1,2})[.)]\s+(?!(?:jan|feb|m(?:ä|ae)r|apr|mai|jun|jul|aug|sep|okt|nov|dez|weihnacht|feiertag|advent|stock|etage|og|obergeschoss|klasse|mahnung|rate|woche|quartal|halbjahr)\p{L}*)(?=\p{L})/giu;
const withListApart = (message: string) => {
  const numbers: RegExpExecArray[] = [];
  for (const found of message.matchAll(LIST_NUMBER)) if (Number(found[1]) === numbers.length + 1) numbers.push(found);
  if (numbers.length < 2) return message;
  return numbers.reduceRight((text, found) => `${text.slice(0, found.index)}\n${text.slice(found.index + found[0].length)}`, message);
};

/**
 * 'Arbeitet ihr auch für Hotels und Firmen?': two words after a preposition that end the sentence
 * are one object of one question (cut apart, each part was read alone).
 */
const keepListAfterPreposition = (sentence: string) =>
  sentence.replace(/\b(für|fuer|mit|aus|von|in|an|bei)\s+(\p{L}+)\s+(und|oder)\s+(?=\p{L}+\s*[?.!]*\s*$)/giu, '$1 $2\u2060$3\u2060');

/** 'an ChatGPT oder so': 'oder so' leaves a word vague; it adds no question. */
const keepVague = (sentence: string) => sentence.replace(/\s+(oder|or)\s+(so|sowas|so was|something)\b/gi, '\u2060$1\u2060$2');

/** 'Samstag, 1. Mai': a weekday and its date, one day (no split at the comma). */
const keepDated = (sentence: string) =>
  sentence.replace(/\b(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag),\s+(?=(?:den\s+)?\d{1,2}\.)/gi, '$1 ');

/** The shop's services by the names the site gives them. */
const SERVICE_NAME = '(?:polsterei|nähatelier|naehatelier|näherei|naeherei|wand\\s+und\\s+boden|boxspring-?\\s*studio|raumausstattung|planung)';
const ARTICLE = '(?:(?:der|dem|die|das|eurer|eurem|eure|euer)\\s+)?';

/**
 * 'Was ist der Unterschied zwischen Polsterei und Nähatelier?': what each of two of the shop's services does,
 * two questions (the facts describe each); the difference of two products ('Raffrollo und Plissee') they do not say.
 */
const SERVICES_COMPARED = new RegExp(`\\b(?:was\\s+ist\\s+)?(?:der\\s+)?unterschied\\s+zwischen\\s+${ARTICLE}(${SERVICE_NAME})\\s+und\\s+${ARTICLE}(${SERVICE_NAME})\\b`, 'giu');
const servicesCompared = (sentence: string) => sentence.replace(SERVICES_COMPARED, 'was macht $1 und was macht $2');

/** 'Wie hoch ist die Mahngebühr und die Zinsen' → ['Wie hoch ist die Mahngebühr', 'die Zinsen']. */
function parts(sentence: string): string[] {
  const split = keepChoice(keepNames(keepVague(keepListAfterPreposition(keepDated(servicesCompared(sentence))))))
    // 'zwischen Plissee und Rollo' names two things of one question; '2,5 Stunden', 'Mo – Mi' and '700–900 Euro' are one thing each;
    // 'Wer sieht, was ich hier schreibe?' asks one thing of what is written.
    .split(/(?<!\b(?:zwischen|between)(?:\s+\S+){1,2})\s*,?\s+(?:und|and|sowie|ausserdem|außerdem|zudem|oder|or|plus|&)\s+|\s*(?:(?:(?<!\d),|,(?!\d))(?!\s*was\s+(?:ich|wir)\s+(?:hier\s+|im\s+chat\s+)?(?:schreibe|schreiben|frage|fragen)\b)|(?<!\b(?:mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?\.?\s*)(?!(?<=\d\s*)[–—]\s*\d)[–—](?!\s*(?:mo|di|mi|do|fr|sa|so|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s?\b))(?!\s*(?:auch\s+wenn|selbst\s+wenn|even\s+if|wenn|weil|dass|daß|ob|falls|bevor|nachdem|damit|obwohl|sodass|sobald|solange|seit|seitdem|als|da|bis(?!\s+wann)|sofern|soweit|um|ohne|statt|if|because|before|after|when|while)\b)\s*/i)
    // 'und wenn ja, kann ich …' asks its own question after the one it hangs on.
    .map((part) => part.trim().replace(/^(?:wenn|falls|if) (?:ja|nein|nicht|so|yes|not)\b,?\s*/i, ''))
    .filter((part) => part !== '');
  // 'Wie lange dauert es, einen Sessel neu zu beziehen?' is one question; so is 'Kann ich das Sofa,
  // das noch nicht abbezahlt ist, als Sicherheit nehmen?', a relative clause inside its sentence.
  // ('Wie hieß der Opa, der mit der Nähmaschine angefangen hat?' ends on its clause: read apart, as before.)
  // After a subject alone ('Der Boden, den ihr verlegt habt, hat Wellen') the verb that comes is the sentence's, not a question's.
  const joined: string[] = [];
  const goesOnAfter = (index: number) => index + 1 < split.length && (!QUESTION_START.test(normalize(split[index + 1]!)) || SUBJECT_ALONE.test(normalize(joined.at(-1) ?? '')));
  let relativeOpen = false;
  split.forEach((part, index) => {
    const words = normalize(part);
    const clause = INFINITIVE_CLAUSE.test(words) && !QUESTION_START.test(words);
    // The sentence goes on inside the part ('…, als Sicherheit nehmen': no split before 'als') or after it.
    const relativeClause = RELATIVE_CLAUSE.exec(fold(part).trim());
    const relative = joined.length > 0 && ((relativeClause !== null && (relativeClause.groups?.rest !== undefined || goesOnAfter(index))) || PRICED_RELATIVE.test(fold(part).trim()));
    if ((clause || relative || relativeOpen) && joined.length > 0) joined[joined.length - 1] = `${joined.at(-1)!}, ${part}`;
    else joined.push(part);
    relativeOpen = relative && relativeClause?.groups?.rest === undefined;
  });
  return joined;
}

/** A question of the message, read, with its text. */
export interface AskedQuestion {
  text: string;
  match: QuestionMatch;
  /** Asked as a question ('… und ob ihr samstags offen habt'), not only told ('wir haben ein Sofa bestellt'). */
  asking: boolean;
  /** A remark after the last question that the facts do not cover: said so, but it is no question. */
  remark?: boolean;
}

const topOf = (match: QuestionMatch) => match.candidates[0]?.passage;

/** The passage for displeasure told ('Der Monteur war unfreundlich'). */
const DISPLEASED = 'displeased';
/** A part without topic words of its own: 'und was kostet das', 'bis wann'. */
const empty = (match: QuestionMatch) => match.units.length === 0 && !match.time.found && !topOf(match) && !match.gap;

/**
 * A short part that refers to what came before: 'ist das normal', 'näht ihr sowas', 'kann ich das
 * reklamieren', 'Was kostet der Spaß?' (the price of what was named, as 'das' asks it).
 */
const pointsBack = (match: QuestionMatch) =>
  match.units.length <= 2 && /\b(das|dass|dies|dieses|es|sowas|dafuer|dazu|damit|darauf|davon|spass|that|this|it)\b/.test(normalize(match.text));

/** A discount or amends asked for ('Bekomme ich einen Rabatt?', 'eine Entschädigung'). */
const AMENDS = /\b(?:rabatt|nachlass|preisnachlass|entschaedigung|gutschrift|kulanz|discount)\b/;

/** 'beides', 'beide', 'both', 'das alles': each of the things told. */
const BOTH = /\b(?:beides|beide|both|alles|all)\b/;

/** 'was kostet das', 'wie teuer wird das': the catch-all price, about what came before. */
const pricePointingBack = (match: QuestionMatch) => Boolean(topOf(match)?.generic) && pointsBack(match);

/**
 * Whether a part without a topic of its own leans to another passage more than to its neighbour's
 * ('Wie viel kostet ne Nacht Probeschlafen und kann ich das mit dem Kaufpreis verrechnen?': the
 * set-off, not the night's fee): then it asks about that, even where the two together keep the first.
 */
function leansElsewhere(match: QuestionMatch, neighbours: Passage): boolean {
  const theirs = coverageOf(neighbours, match.units, ` ${normalize(match.text)} `);
  return [...match.scored.values()].some((scored) => scored.anchored && !scored.passage.gap && scored.passage.id !== neighbours.id && scored.coverage > theirs);
}

/**
 * A short part about what came before: which of it ('Was bedeutet das -30 %, von welchem Preis?'),
 * or whether something will do for it ('Wie reklamiere ich richtig, reicht eine Mail?').
 */
const asksAboutIt = (match: QuestionMatch) =>
  match.units.length <= 2 && /^((von|ab|bis|zu|auf|aus|mit|bei|nach|ueber|unter|gegenueber) welche[mnrs]?|(reicht|genuegt|langt)( da| dafuer| dazu| auch)? (eine?|einen|der|die|das)) /.test(normalize(match.text));

/** A part asking on of the thing before by its pronoun ('gilt der auch für …', 'ist die dann …'), not by a noun ('ist das Parken …'). */
const OF_IT_ON = /^(?:und )?[a-z]+ (?:der|die|das|den|er|sie|es|ihn) (?:auch|dann|denn|noch|nur|wirklich|ueberhaupt|schon|fuer|bei)\b/;

/** 'habt ihr da offen' after 'wie sieht's mit Feiertagen aus': open then, at the time the other part names. */
export const OPEN_THEN = /\b(?:habt ihr|haben sie|hast du|seid ihr|sind sie|ist) (?:da|dann) (?:noch )?(?:offen|auf|geoeffnet)\b/;
const openThen = (match: QuestionMatch) => OPEN_THEN.test(normalize(match.text));

/** How far a part's own passage must rank above its neighbour's to stay its own question (a leaning phrase's weight is 0.1). */
const LEANING_MARGIN = 0.03;

/**
 * A part whose own passage it names by a leaning phrase and ranks clearly above `rival` ('… und kann
 * ich sie vorher löschen?': erasure, not the chat's 30 days) keeps it.
 */
function leansOwnWay(match: QuestionMatch, rival: Scored): boolean {
  const own = match.candidates[0];
  if (!own || own === rival) return false;
  const text = ` ${normalize(match.text)} `;
  return (own.passage.leanings ?? []).some((leaning) => text.includes(` ${leaning} `)) && own.rank > rival.rank + LEANING_MARGIN;
}

/** Whether two neighbouring parts are one question. */
function belongTogether(a: QuestionMatch, b: QuestionMatch): boolean {
  if (empty(a) || empty(b) || asksAboutIt(b)) return true;
  if (twoMomentsAsked(a.time, b.time)) return false;
  // '… am 31.12. vormittags noch schnell eine Vorhangstange kaufen, habt ihr da auf?': open at the time the other part names.
  if ((a.gap && openThen(b)) || (b.gap && openThen(a)) || (a.time.found && openThen(b))) return true;
  // '… einen Gutschein kaufen und gilt der auch für die Polsterei?': what the facts do not cover, asked on by its pronoun.
  if (a.gap && OF_IT_ON.test(normalize(b.text))) return true;
  const topA = topOf(a);
  const topB = topOf(b);
  // 'Liefert ihr auch und was kostet das?': the price of what the facts do not cover is not known either.
  if ((!topA && pricePointingBack(b)) || (!topB && pricePointingBack(a))) return true;
  if (a.gap !== b.gap) return false;
  if (a.gap && b.gap) return true;
  if (topA && topB && topA.id === topB.id) return true;
  // A catch-all that points back ('was kostet das?') belongs to its neighbour's topic; one with a
  // topic of its own ('was kostet eine Gardine und wann habt ihr samstags auf') is a question of its own.
  if (topA && topB && ((topA.generic && pointsBack(a)) || (topB.generic && pointsBack(b)))) return true;
  // One passage accounts for both parts: "Kissen für mein Sofa, näht ihr sowas?", "… ist das ein Mangel?".
  // (better than the part's own best passage does).
  const covers = (top: typeof topA, other: QuestionMatch) => {
    if (!top) return false;
    const coverage = coverageOf(top, other.units, ` ${normalize(other.text)} `);
    // More than its own topic does, or all of a part that points back ('kann ich das reklamieren?').
    // A part its own leaning phrase holds ('… und kann ich sie vorher löschen?': erasure) stays its own.
    const neighbours = other.scored.get(top.id);
    return coverage >= MIN_COVERAGE && !(neighbours && leansOwnWay(other, neighbours)) && (other.candidates.length === 0 || coverage > other.candidates[0]!.coverage || (coverage >= 0.99 && pointsBack(other)));
  };
  return covers(topA, b) || covers(topB, a);
}

/** Whether the shop does what was told before: 'Macht ihr das auch …', 'Bietet ihr sowas an'. */
const DOES_IT = '(macht|machen|bietet|bieten) (ihr|sie) (das|sowas|so etwas|so was)\\b';
const ASKS_IF_DONE = new RegExp(`^${DOES_IT}`);
const ASKS_IF_DONE_ANYWHERE = new RegExp(`\\b${DOES_IT}`);

/** A word that refers to what was told before ('kann ich den noch verlängern', 'gibt es das auch …'). */
export const REFERS_BACK = /\b(das|dass|die|den|dem|ihn|ihm|sie|es|dies|diese[nmrs]?|sowas|dafuer|dazu|damit|darauf|davon|it|that|this)\b/;

/** How much more of the story a passage must account for to be chosen over the question's own first. */
const STORY_LEAD = 0.1;

/**
 * A short question after a story ('… die Farbe ist dunkler als das Muster. Das Leinen sieht anders
 * aus. Kann ich die reklamieren?'), which fits several passages as well: the one the story is about,
 * where the story names its words and anchors it; else the question's own first.
 */
function byStory(alone: QuestionMatch, withContext: QuestionMatch, told: string, today: BerlinMoment): QuestionMatch {
  const first = alone.candidates[0]!;
  // Only a question that points back to the story ('die', 'das', 'sowas'): 'What are your hours?' does not.
  if (alone.units.length > 2 || !REFERS_BACK.test(normalize(alone.text))) return alone;
  const story = matchQuestion(told, today).units.filter((unit) => unit.known);
  const storyShare = (scored: Scored) => coverageOf(scored.passage, story);
  const rivals = [...alone.scored.values()].filter((scored) => !scored.passage.gap && scored.coverage >= first.coverage && withContext.scored.get(scored.passage.id)?.anchored);
  const chosen = rivals.reduce((best, scored) => (storyShare(scored) > storyShare(best) ? scored : best), first);
  if (chosen === first || storyShare(chosen) < storyShare(first) + STORY_LEAD) return alone;
  return { ...alone, candidates: [chosen, ...alone.candidates.filter((candidate) => candidate !== chosen)] };
}

/**
 * A part whose words two passages account for alike ('wo kann ich mich beschweren': the phone, the
 * supervisory authority) is asked of the one the sentence's other questions name too ('Wer ist für
 * den Datenschutz verantwortlich und wo kann ich mich beschweren?'), where the sentence anchors it.
 */
function bySentence(alone: QuestionMatch, others: readonly Unit[], sentence: QuestionMatch): QuestionMatch {
  const first = alone.candidates[0];
  // A service asked beside another ('Polstert ihr Stühle und macht ihr Raffrollos?') is asked of itself.
  if (!first || first.passage.service || others.length === 0) return alone;
  const share = (scored: Scored) => coverageOf(scored.passage, others);
  const tied = [...alone.scored.values()].filter(
    (scored) =>
      scored !== first &&
      !scored.passage.gap &&
      !scored.passage.service &&
      scored.coverage >= first.coverage &&
      !leansOwnWay(alone, scored) &&
      sentence.scored.get(scored.passage.id)?.anchored,
  );
  const chosen = tied.reduce<Scored | null>((best, scored) => (!best || share(scored) > share(best) ? scored : best), null);
  if (!chosen || share(chosen) < share(first) + STORY_LEAD) return alone;
  return { ...alone, candidates: [chosen, ...alone.candidates.filter((candidate) => candidate !== chosen)] };
}

/** The parts of a story that each name a service ('… brauchen Parkett …, und Vorhänge für sechs Fenster'), where all that name a topic do. */
function servicesTold(context: string, today: BerlinMoment): { part: string; match: QuestionMatch }[] {
  const topical = context
    // 'Wir richten eine Ferienwohnung ein: Vinylboden, Vorhänge und Kissen': the list after a colon names the services.
    .split(/[.!?:]+/)
    .flatMap((statement) => parts(statement))
    // 'Wartezimmer mit Akustikpaneelen und Vorhängen': a list kept as one object names each service.
    .flatMap((part) => (part.includes('\u2060') && !topOf(matchQuestion(part, today)) ? part.split(/\u2060(?:und|oder|and|or)\u2060/i) : [part]))
    .map((part) => ({ part, match: matchQuestion(part, today) }))
    // 'Wir ziehen im Februar um': a time told with no topic word is narration, not the hours asked.
    .filter(({ match }) => topOf(match) && match.units.length > 0);
  return topical.every(({ match }) => topOf(match)!.service) ? topical : [];
}

/**
 * The story before a question lends the words the knowledge knows ('altes Sofa', 'Stoff'); the rest
 * is narration ('meine Mutter ist verstorben', 'wir sind ein Kindergarten'), not a topic left open.
 */
function toldOf(context: string, today: BerlinMoment): string {
  const told = normalize(context);
  const named = leaningWordsIn(told);
  const narration = new Set(matchQuestion(context, today).units.filter((unit) => !unit.known && !named.has(unit.word)).map((unit) => unit.word));
  return told.split(' ').filter((word) => !narration.has(word)).join(' ');
}

/** A price asked of a thing named before by its pronoun ('kostet die was', 'was kostet sie', 'wie teuer ist der'). */
const PRICE_OF_IT = /^(?:und )?(?:(?:was|wieviel|wie viel) (?:kostet|kosten) (?:die|sie|der|er|den|ihn)|(?:kostet|kosten) (?:die|sie|der|er) (?:was|etwas|extra|viel)|wie teuer (?:ist|sind|wird|waere) (?:die|sie|der|er))$/;

/** A last question that asks only what comes next ('Wie geht es jetzt weiter?', 'Was muss ich dafür tun?'), after a sentence told. */
const NEXT_STEP = /([.!])\s*(?:und\s+)?(?:wie\s+geht(?:\s+es|'?s)\s+(?:jetzt\s+|nun\s+|dann\s+)?weiter|was\s+muss\s+ich\s+(?:jetzt\s+|nun\s+|dann\s+|dafür\s+|dafuer\s+|da\s+)?(?:tun|machen))\s*\?*\s*$/iu;
/** The verbs of a wish, shared by the wish before a next step and the wish told after a question. */
const WISH_VERBS = String.raw`(?:möchte|moechte|möchten|moechten|würde|wuerde|würden|wuerden|will|wollen|hätte|haette|hätten|haetten)`;
const WANTS = new RegExp(String.raw`\b${WISH_VERBS}\b`, 'iu');
/** A wish told in its own sentence, not turned down ('Ich möchte mein Sofa neu beziehen lassen.', "I'd like to …"). */
const WISH_TOLD = new RegExp(String.raw`^\s*(?:(?:ich|wir)\s+${WISH_VERBS}\b(?![^.]*\b(?:nicht|kein\w*)\b)|(?:i'?d|i would|we'?d|we would)\s+like\b|i want\b)`, 'iu');

/**
 * 'Ich würde den Auftrag gern erteilen. Wie geht es jetzt weiter?' asks what the wish told before
 * asks; told of a mishap ('… eine Ecke umgeknickt. Was muss ich tun?'), the question stays.
 */
const withoutNextStepAfterWish = (message: string) => {
  const step = NEXT_STEP.exec(message);
  return step && WANTS.test(message.slice(0, step.index)) ? `${message.slice(0, step.index)}${step[1]}` : message;
};

/** The questions of a message, each read at `today`, in order. */
export function questionsOf(message: string, today: BerlinMoment): AskedQuestion[] {
  // Markup pasted or typed into the chat ('<img src=x onerror=…> habt ihr samstag auf') is no topic;
  // 'seid ihr um 14 Uhr noch da oder schon weg?' asks one thing ('schon weg' is no piece sold); 'ich
  // bin auf Montage bis Freitag' is how long the customer is away, no day asked.
  // A seam told come apart ('sie ist offen', 'geht … auf') is no shop open.
  message = withSeamsOpened(withOwnPlanApart(withListApart(withDictatedMarks(withoutNextStepAfterWish(message.replace(/<[^>]*>/g, ' '))))))
    .replace(/\b(noch\s+(?:da|offen|auf))\s+oder\s+schon\s+(?:weg|zu|geschlossen)\b/gi, '$1')
    // 'Ich vermiete eine möblierte Wohnung und brauche ein Boxspringbett': the customer's own letting, no rental asked of the shop.
    .replace(/\b(ich|wir)\s+(?:vermiete|vermieten)\b/giu, '$1')
    // 'Wie werd ich das, was ich hier reingeschrieben hab, wieder los?': getting rid of it, deleted ('wieder' alone is a reopening).
    .replace(/\b(?:werd|werde|werden)\s+(ich|wir|man)\s+([^.?!]*?)\s+(?:wieder\s+)?los(?=\s*[?.!]|\s*$)/giu, 'lösche $1 $2')
    .replace(/\b(auf\s+montage)\s+bis\s+(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|ende\s+der\s+woche)\b/gi, '$1')
    // 'Mein Mann hat nur am Wochenende frei', 'wenn ich frei habe': the customer's side off work, no room
    // cleared (the site's access); 'Habt ihr am Samstag frei?' still asks whether the shop is closed.
    .replace(/\b((?:ich|wir|er|mein\p{L}*\s+\p{L}+|unser\p{L}*\s+\p{L}+)\s+(?:hat|habe|hab|haben)\b(?:(?!\s+(?:die|den|das|dem|meine|mein|meinen|unsere|unser)\s)[^.?!,;])*?)\s+frei\b|\b((?:ich|wir|er)\s+)frei\s+(?=(?:hat|habe|hab|haben)\b)/giu, '$1$2');
  const asked: AskedQuestion[] = [];
  let context = '';
  let trailing = '';
  let questionsLeft = MAX_QUESTIONS_READ;
  const all = sentences(message, today).filter((sentence) => !sentence.question || questionsLeft-- > 0);
  all.forEach((sentence, position) => {
    if (!sentence.question) {
      // A statement before a question is its context: "Ich habe bestellt. Kann ich stornieren?";
      // one after the last question belongs to it: "Schaffe ich es noch? Bin in 45 min da."
      if (all.slice(position + 1).some((next) => next.question)) context = `${context} ${sentence.text}.`;
      else trailing = `${trailing} ${sentence.text}.`;
      return;
    }
    // 'Habt ihr Samstag auf? Bis wann?': a question with no words of its own asks on about the one
    // before it, where the two together keep its topic; so does a price pointing back ('Kann man im
    // Studio übernachten? Was kostet das?').
    const last = asked.at(-1);
    // So does 'und bei Bodenarbeiten?' after 'Wie lange verjähren Mängel bei Möbeln?': no topic of its
    // own, words the question before it accounts for.
    const previousTopic = last ? topOf(last.match) : undefined;
    const followsUp = (match: QuestionMatch) =>
      /^(?:und|and)\b/.test(normalize(match.text)) && !topOf(match) && !match.gap && previousTopic !== undefined && coverageOf(previousTopic, match.units, ` ${normalize(match.text)} `) >= MIN_COVERAGE;
    const asksOn = (match: QuestionMatch) => empty(match) || pricePointingBack(match) || followsUp(match);
    if (last && position > 0 && all[position - 1]!.question && parts(sentence.text).every((part) => asksOn(matchQuestion(part, today)))) {
      const text = `${last.text}, ${sentence.text}`;
      const match = matchQuestion(text, today);
      if (topOf(match) && topOf(match) === topOf(last.match)) {
        asked[asked.length - 1] = { ...last, text, match };
        return;
      }
    }
    const groups: string[][] = [];
    let previous: QuestionMatch | null = null;
    /** Parts that only tell ('wir haben ein Sofa bestellt'): context of the next part. */
    let lead: string[] = [];
    for (const part of parts(sentence.text)) {
      const match = matchQuestion(part, today);
      // A group full (MAX_PARTS_JOINED) takes no more parts: each join is matched anew as a whole.
      const full = (groups.at(-1)?.length ?? 0) >= MAX_PARTS_JOINED;
      const joined: QuestionMatch | null = previous && !full ? matchQuestion(`${groups.at(-1)!.join(', ')}, ${part}`, today) : null;
      // A part with no topic of its own that leaves its neighbour's topic standing belongs to it;
      // one with a word the knowledge does not know asks about that ('… und ist Frühstück dabei').
      // So does the main clause after a condition ('Falls eine Klausel unwirksam ist, ist dann der
      // ganze Vertrag ungültig?'), whatever its words, where the two together keep the condition's topic.
      const afterCondition = groups.length > 0 && groups.at(-1)!.length === 1 && LEADING_CONDITION.test(normalize(groups.at(-1)![0]!));
      // The main clause with a topic of its own takes the condition before it in where the two
      // together keep that topic ('Wenn ich im Laden bestelle, hab ich dann auch 14 Tage Widerruf?'
      // asks of the withdrawal, not of what the shop sells).
      // So does a main clause that points back to the condition with 'dann' ('Wenn ich das Rollo
      // storniere, bevor ihr anfangt, was zahle ich dann?'), where the two keep the condition's topic.
      const inCondition = groups.length > 0 && LEADING_CONDITION.test(normalize(groups.at(-1)![0]!));
      const answersCondition = Boolean(inCondition && joined && THEN.test(normalize(part)) && topOf(joined) && topOf(joined) === topOf(previous!));
      const takesCondition = Boolean(afterCondition && joined && topOf(match) && topOf(joined) === topOf(match)) || answersCondition;
      // 'Muss ich die Rechnung sofort zahlen oder habe ich zwei Wochen Zeit?': a part whose words fit
      // several passages alike has no topic of its own either.
      const follows = Boolean(
        joined &&
          (!topOf(match) || undecided(match)) &&
          !match.gap &&
          (afterCondition || match.units.every((unit) => unit.known)) &&
          topOf(joined) &&
          topOf(joined) === topOf(previous!) &&
          (undecided(match) || !leansElsewhere(match, topOf(joined)!)),
      );
      // 'Ich möchte mein Sofa neu beziehen lassen. Macht ihr sowas und kann man vorher einen Termin
      // machen?': a first part with no topic of its own asks of the story before it, where the two
      // together have one; the part after it asks of its own.
      // So does one with no words at all after several services told ('… Parkett … und Vorhänge. Macht
      // ihr beides und kann jemand zum Ausmessen kommen?').
      const asksOfStory = () => {
        // The part after may be a gap ('… Macht ihr sowas und gibt es einen Rabatt für Kitas?').
        if (context === '' || groups.length !== 1 || groups[0]!.length !== 1 || topOf(previous!) || (!topOf(match) && !match.gap)) return false;
        if (previous!.units.length === 0 && !previous!.gap && servicesTold(context, today).length > 1) return true;
        const story = topOf(matchQuestion(`${toldOf(context, today)}. ${groups[0]![0]}`, today));
        return Boolean(story && story !== topOf(match));
      };
      // 'einen Termin außerhalb der Öffnungszeiten, z.B. abends um sieben': an example of what was asked.
      const example = EXAMPLE.test(normalize(part));
      // 'Wie lange dauert die Lieferung und kostet die was?': a price asked of the thing named before ('die', 'sie'; 'das'
      // may be the whole job told) is asked of what the facts do not say either.
      const priceOfGap = Boolean(previous?.gap && joined?.gap && topOf(match)?.generic && PRICE_OF_IT.test(normalize(part)));
      if (previous && !full && lead.length === 0 && (belongTogether(previous, match) || follows || takesCondition || example || priceOfGap) && !asksOfStory()) {
        groups.at(-1)!.push(part);
        previous = joined;
      } else if (!topOf(match) && !match.gap && !match.time.found && !QUESTION_START.test(normalize(part)) && !INNER_QUESTION.test(normalize(part))) {
        lead.push(part);
      } else {
        groups.push([...lead, part]);
        lead = [];
        previous = matchQuestion(groups.at(-1)!.join(', '), today);
      }
    }
    if (lead.length > 0) {
      if (groups.length > 0) groups.at(-1)!.push(...lead);
      else groups.push(lead);
    }
    // A part that tells of the customer's own case ('ich hab nen Sessel bei euch beziehen lassen
    // und jetzt löst sich die Naht, was nun') is the context of the question after it where the two
    // together leave a passage sure enough.
    for (let index = groups.length - 2; index >= 0; index -= 1) {
      const told = groups[index]!;
      if (!tellsOwnCase(told[0]!) || told.some((part) => QUESTION_START.test(normalize(part)))) continue;
      const together = [...told, ...groups[index + 1]!];
      const joinedMatch = matchQuestion(together.join(', '), today);
      const question = matchQuestion(groups[index + 1]!.join(', '), today);
      const joined = topOf(joinedMatch);
      const own = topOf(question);
      // A question the facts do not cover keeps its story as context ('ich hab nen Sessel bei euch
      // gekauft, kann ich den in Raten abzahlen': the instalments, not the defect rights); a story
      // does not take away the hours a question asks ('Ich will mein Sofa beziehen lassen, habt ihr
      // Samstag offen?': the hours, then the Polsterei).
      const keepsStory = (joinedMatch.gap && question.gap) || (joined && !(own?.dynamic && own.id !== joined.id));
      if (keepsStory) groups.splice(index, 2, together);
    }
    // A relative clause read apart ('Wie hieß der Opa, der mit der Nähmaschine angefangen hat?')
    // describes the head before it: a head with no topic of its own is no question of its own.
    for (let index = groups.length - 1; index >= 1; index -= 1) {
      if (!RELATIVE_CLAUSE.test(fold(groups[index]![0]!).trim())) continue;
      const head = matchQuestion(groups[index - 1]!.join(', '), today);
      if (topOf(head) || head.gap || head.time.found) continue;
      groups.splice(index - 1, 2, [...groups[index - 1]!, ...groups[index]!]);
    }
    let sentenceMatch: QuestionMatch | undefined;
    let groupMatches: QuestionMatch[] | undefined;
    groups.forEach((group, index) => {
      const own = group.join(', ');
      const alone = matchQuestion(own, today);
      const asks = group.some((part) => QUESTION_START.test(normalize(part)) || INNER_QUESTION.test(normalize(part)));
      // The last part asks unless it tells the customer's own case ('Wann kann ich morgen kommen,
      // ich arbeite bis 13 Uhr'); a remark ('…, das ist ein Samstag glaub ich') asks nowhere: both
      // are answered where the facts know them, else left alone.
      const remark = group.every((part) => REMARK.test(normalize(part)));
      const asking = groups.length === 1 || (!remark && (asks || (index === groups.length - 1 && !tellsOwnCase(group[0]!))));
      // Parts joined into one question whose words together leave no passage sure enough ('mein
      // alter Sessel muss neu bezogen werden, macht ihr sowas und was kostet das ungefähr'): each
      // part with a topic of its own is asked on its own.
      if (group.length > 1 && !topOf(alone) && !alone.gap && context === '') {
        // A part without a topic before one with its own stays in its text ('Die Polsterbank Juist, was
        // soll die kosten?': the sale's piece is named by words the knowledge does not know).
        const topical: { part: string; match: QuestionMatch }[] = [];
        let untold: string[] = [];
        for (const part of group) {
          const match = matchQuestion(part, today);
          const before = topical.at(-1);
          if (!topOf(match)) untold.push(part);
          // 'Probeschlafen klingt super, wie läuft das ab, …': a part pointing back that the part before accounts for wholly stays with it.
          else if (before && untold.length === 0 && pointsBack(match) && coverageOf(topOf(before.match)!, match.units, ` ${normalize(part)} `) >= 0.99) before.part = `${before.part}, ${part}`;
          else {
            topical.push({ part: [...untold, part].join(', '), match });
            untold = [];
          }
        }
        // A question left over at the end ('…, bringe ich Bettwäsche mit?') is asked too, not dropped;
        // one that only points back ('…, nen Sessel unter 1000 Euro, habt ihr sowas?') asks the question before it again.
        const leftOver = untold.length > 0 ? matchQuestion(untold.join(', '), today) : null;
        const asksAgain = leftOver !== null && leftOver.units.length === 0 && pointsBack(leftOver);
        if (leftOver && topical.length > 0 && !asksAgain && untold.some((part) => QUESTION_START.test(normalize(part)) || ASKS_OF_ONESELF.test(normalize(part)))) topical.push({ part: untold.join(', '), match: leftOver });
        // The rest of the last question ('… wenn ich Sofa Lindholm und Sessel Amrum zusammen nehme') stays in its text.
        else if (untold.length > 0 && topical.length > 0) topical.at(-1)!.part = `${topical.at(-1)!.part}, ${untold.join(', ')}`;
        // A price that points back ('was kostet das') is asked only beside what it points to.
        if (topical.some(({ match }) => !pricePointingBack(match))) {
          for (const { part, match } of topical) asked.push({ text: part, match, asking });
          return;
        }
      }
      if (index === 0 && context !== '') {
        const text = `${context} ${own}`.trim();
        const told = toldOf(context, today);
        const withContext = { ...matchQuestion(`${told}. ${own}`.trim(), today), text };
        const topic = topOf(withContext);
        // 'Die Dame im Verkauf war pampig zu mir. Gibt es da einen Chef?': the displeasure told is answered too, before whom to turn to.
        const toldMatch = matchQuestion(context, today);
        if (topOf(toldMatch)?.id === DISPLEASED && topOf(alone) && topOf(alone) !== topOf(toldMatch)) {
          asked.push({ text: context.trim(), match: toldMatch, asking: false }, { text: own, match: alone, asking });
          return;
        }
        // "Ich habe Vorhänge bestellt. Kann ich noch stornieren?": where the statement's words leave
        // no passage sure enough, the question alone is what is asked.
        if (!topic && topOf(alone)) {
          // '… einen Gutschein geschenkt bekommen. Kann ich den noch verlängern?': a question of one
          // word pointing back asks of what the story names, here what the facts do not cover.
          const ofStory = withContext.gap && alone.units.length <= 1 && REFERS_BACK.test(normalize(own));
          asked.push({ text: ofStory ? text : own, match: ofStory ? withContext : byStory(alone, withContext, told, today), asking });
          return;
        }
        // 'Meine Frau meint, ihr macht nur Vorhänge, ich meine, ihr macht auch Böden. Wer hat recht?': a
        // question with no words of its own asks of the services told, each part with one of its own ('Macht
        // ihr sowas auch für Praxen?': whom it is for weighs nothing).
        const services = servicesTold(context, today);
        // '… Akustikvorhänge und Akustikpaneele für unser Großraumbüro. Macht ihr beides?': both asked, whichever the two together lean to.
        const asksBoth = BOTH.test(normalize(own)) && !topOf(alone);
        if ((!topic || asksBoth) && !alone.gap && (asksBoth || alone.units.every((unit) => unit.purpose)) && services.length > 1) {
          for (const { part, match } of services) asked.push({ text: part, match, asking });
          return;
        }
        // 'Das Parkett im Wohnzimmer ist hin. Die Versicherung will einen Kostenvoranschlag – macht ihr sowas?': the one
        // service told is what 'sowas' asks of, where nothing else is sure; the rest is asked on its own.
        if (!topic && !topOf(alone) && services.length === 1 && ASKS_IF_DONE_ANYWHERE.test(normalize(own))) {
          asked.push({ text: services[0]!.part, match: services[0]!.match, asking }, { text: own, match: alone, asking });
          return;
        }
        // 'Wir bräuchten Akustikelemente an den Wänden. Macht ihr das auch für Gewerbe?': whether the
        // service told is done is asked too, whatever else the question asks of it.
        const storyMatch = matchQuestion(told, today);
        const service = topOf(storyMatch);
        if (topic && !topic.service && service?.service && ASKS_IF_DONE.test(normalize(own))) asked.push({ text: context.trim(), match: storyMatch, asking });

        asked.push({ text, match: withContext, asking });
        // 'Die Lieferung kam mit zwei Wochen Verspätung. Bekomme ich eine Entschädigung?', '… Bekomme ich einen
        // Rabatt?': a discount or amends asked after a clause's case, which the facts do not promise (nor is it the sale's prices),
        // unless the clause is what promises them ('Kratzer von euren Monteuren. Bekomme ich eine Entschädigung?': the liability).
        const amends = topic?.clauses && AMENDS.test(normalize(own)) && coverageOf(topic, alone.units, ` ${normalize(own)} `) < MIN_COVERAGE;
        if (amends && (!topOf(alone) || topOf(alone)!.id.startsWith('sale'))) {
          asked.push({ text: own, match: { ...alone, candidates: [], gap: true }, asking });
          return;
        }
        // "Ich möchte stornieren. Wie erreiche ich euch?": the statement's topic and the question's,
        // unless the statement's topic answers the question too ("… Was müssen wir zahlen?"), or
        // the question asks about the statement ("… Was würde das kosten?": the service's answer
        // carries the word on prices).
        if (topOf(alone) && topic && topOf(alone) !== topic && !pricePointingBack(alone) && coverageOf(topic, alone.units, ` ${normalize(own)} `) < MIN_COVERAGE) {
          asked.push({ text: own, match: alone, asking });
        }
        return;
      }
      if (groups.length === 1) {
        asked.push({ text: own, match: alone, asking });
        return;
      }
      sentenceMatch ??= matchQuestion(sentence.text, today);
      groupMatches ??= groups.map((other) => matchQuestion(other.join(', '), today));
      const others = groupMatches.filter((_, other) => other !== index).flatMap((other) => other.units.filter((unit) => unit.known));
      asked.push({ text: own, match: bySentence(alone, others, sentenceMatch), asking });
    });
    context = '';
  });
  if (trailing !== '' && asked.length > 0) {
    const last = asked.at(-1)!;
    const text = `${last.text}. ${trailing}`;
    const told = matchQuestion(text, today);
    // '… Bin in 45 min da.' names the time asked about; a statement whose words leave no passage
    // sure enough ('… Wollte spontan vorbeikommen, will nur gucken.') leaves the question as it was.
    // A remark with a topic of its own ('Seid ihr morgen da? Ich würde gern Stoffe aussuchen.')
    // leaves the question as it was and is answered beside it.
    const remark = matchQuestion(trailing, today);
    if (topOf(last.match) && topOf(told) && topOf(told) !== topOf(last.match) && topOf(remark) === topOf(told)) asked.push({ text: trailing.trim(), match: remark, asking: false });
    // One the facts do not cover ('Bildet ihr aus? Ich suche einen Ausbildungsplatz.') is said so
    // beside the question's answer, not in its place.
    else if (topOf(last.match) && !last.match.gap && told.gap && remark.gap) asked.push({ text: trailing.trim(), match: remark, asking: true, remark: true });
    // A question the facts do not cover leaves a wish with a topic of its own standing ('Sprecht ihr
    // Englisch? Ich möchte mein Sofa neu beziehen lassen.': the Polsterei, and 'cannot say' to the first).
    // Only a wish: '… hab ein altes Ecksofa, das ich nicht mehr beziehen lassen will' tells why.
    else if (last.match.gap && !topOf(last.match) && WISH_TOLD.test(trailing) && topOf(remark) && !remark.gap) asked.push({ text: trailing.trim(), match: remark, asking: true });
    // 'Ab wann seid ihr wieder normal da? Ich brauch jemanden fürs Aufmaß in der ersten Januarwoche.': a
    // statement that turns the hours asked to a topic answered less is told of its own.
    else if (topOf(last.match)?.dynamic === 'opening-hours' && topOf(told) && topOf(told) !== topOf(last.match) && told.candidates[0]!.coverage < last.match.candidates[0]!.coverage) {
      if (topOf(remark) && !remark.gap) asked.push({ text: trailing.trim(), match: remark, asking: false });
    } else if (topOf(told) || told.gap || !topOf(last.match)) asked[asked.length - 1] = { text, match: told, asking: true };
  }
  return withDayToldBefore(asked, message, today);
}

/** 'seid ihr da', 'habt ihr dann auf': the hours of a moment named before. */
const POINTS_TO_MOMENT = /\b(?:da|dann|then)\b/;

/**
 * 'Am 24. wollt ich noch Kissen kaufen, so gegen 12 – seid ihr da?': the hours asked at a time, or
 * of 'da', with no day of their own, are asked of the day named before in the message (they gave
 * today's hours, a day not asked).
 */
function withDayToldBefore(asked: AskedQuestion[], message: string, today: BerlinMoment): AskedQuestion[] {
  return asked.map((entry, index) => {
    const { time } = entry.match;
    if (time.days.length > 0 || time.now || time.weekly || time.anyDay || topOf(entry.match)?.dynamic !== 'opening-hours') return entry;
    if (time.minute === null && !POINTS_TO_MOMENT.test(normalize(entry.text))) return entry;
    // A statement before it ('Am Samstag wollte ich Stoff holen. Habt ihr da auf?') is no question of its own.
    const at = message.indexOf(entry.text);
    const toldTimes = [...(at > 0 ? [readTime(message.slice(0, at), today)] : []), ...asked.slice(0, index).map((before) => before.match.time)];
    const told = toldTimes.findLast((before) => before.days.length === 1 && !before.weekly && !before.now);
    if (!told) return entry;
    const date = new Date(Date.UTC(today.year, today.month - 1, today.date + told.days[0]!));
    const text = `am ${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}, ${entry.text}`;
    return { ...entry, text, match: matchQuestion(text, today) };
  });
}
