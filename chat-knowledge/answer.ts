/**
 * The built-in assistant: answers each question of a message (questions.ts) from the passage it
 * is about (matcher.ts), in one to three sentences with the fact asked for and at most one
 * pointer, and all of it within MAX_ANSWER_LENGTH; where no passage fits well enough, or the
 * question asks what the facts do not say (gaps.ts), it says so plainly and gives phone and
 * e-mail (never a guess, never a neighbouring passage). Opening-hours questions are answered for
 * the given moment in Europe/Berlin time. Runs in Deno (the chat function), Node (local stack,
 * tests) and the browser (offline answers in the app).
 */
import { clauseReply } from './clauseReferences.ts';
import { declarationNote, declaredInChat } from './declaration.ts';
import { estimateOverrunFor } from './estimateOverrun.ts';
import { offerInfoFor } from './offerInfo.ts';
import { asksTotal, knownNameWords, namedByItsKind, offersNamed, offersOfKind, offersReply, piecesAskedInRange, rangeOffersReply, reductionAsked, reductionReply, squareMetresAsked, superlativeAsked, superlativeReply, type OfferPrice, type PiecesInRange } from './currentOffers.ts';
import { chatFacts, emailLink, type ChatFacts } from './facts.ts';
import { germanList, normalize, sentencesOf, stem, termsOf } from './germanText.ts';
import { coverageOf, knownPassages, matchQuestion, namesOtherService, phraseIn, unfamiliarWordsOf, type Scored } from './matcher.ts';
import { holidaysAmong, openingAnswer, weekHours } from './openingTimes.ts';
import type { Passage } from './passages.ts';
import { OPEN_THEN, questionsOf, REFERS_BACK, tellsOwnCase, withoutSalutation, type AskedQuestion } from './questions.ts';
import { berlinMoment, twoMomentsAsked } from './timeWords.ts';
import { troubleTold, type TroubleTold } from './troubleStory.ts';

/** Longest reply, in characters (links included): the limit the answers are tested against. */
export const MAX_ANSWER_LENGTH = 500;

/** Questions of one message answered in one reply; more are asked to come one at a time. */
const MAX_QUESTIONS = 4;

const CANNOT_SAY = 'Dazu kann ich Ihnen nichts Verlässliches sagen.';
/** After an answer, of a remark the facts do not cover ('… Ich suche einen Ausbildungsplatz.'). */
const REMARK_UNKNOWN = 'Mehr kann ich Ihnen dazu nicht verlässlich sagen';

const contactLine = (facts: ChatFacts) => `telefonisch unter ${facts.contact.phoneDisplay} oder per E-Mail an ${emailLink(facts)}`;

/** What everything unknown gets: no guess, the way to a person. */
export function unknownQuestionReply(facts: ChatFacts = chatFacts): string {
  return `${CANNOT_SAY} Fragen Sie uns gern direkt: ${contactLine(facts)}.`;
}

export interface PassageMatch {
  passage: Passage;
  score: number;
}

const GREETING = new Set(['hallo', 'hi', 'hey', 'moin', 'servus', 'guten tag', 'guten morgen', 'guten abend', 'gruess gott', 'gruss gott', 'hallo zusammen', 'hello', 'halloechen', 'hallihallo', 'moinsen', 'huhu']);
/**
 * 'Danke für die Info!', 'Danke, das hat mir echt geholfen. Schönes Wochenende!', 'Teşekkürler';
 * not 'danke für die info, und wie ist die nummer nochmal', which asks on.
 */
const THANKS =
  /^((ok|okay|super|prima|perfekt|toll|alles klar|klar|na klar|na gut|na dann|ach so|aha|gut|ist gut|passt|alles gut|nein|ne|noe) )*(vielen |herzlichen |tausend )?(dank|danke)( schoen| sehr| dir| ihnen| euch)*( fuer( (?!(und|aber|noch|wie|was|wann|wo|wer|welche[nmrs]?|ob|habt|haben|gibt|gibts|kann|koennt|koennen|ist|sind)\b)\S+){1,4})?( das hat (mir|uns) (echt |sehr |wirklich |super )*geholfen| das war (echt |sehr |wirklich |super )*(hilfreich|nett|lieb))?( (schoenes wochenende|schoenen tag( noch)?|schoenen abend|bis bald))?$|^dankeschoen$|^merci$|^thanks?( you)?( so much| very much| a lot)?$|^tesekkue?r(ler| ederim)\b/;
/** 'Du bist echt hilfreich, danke dir': praise before the thanks, or alone, is thanks too. */
const PRAISE = /^(du bist|sie sind|ihr seid|das war|das ist|echt|sehr|wirklich)( (echt|sehr|wirklich|total|mega|voll|richtig|so|super))* (hilfreich|nett|lieb|klasse|super|toll|top|prima|spitze|cool|grossartig|genial|perfekt|hilfsbereit|freundlich)(?: (?<thanks>(danke|vielen dank)\b.*))?$/;
/** 'You are very helpful', 'That was helpful, thanks'. */
const PRAISE_EN = /^(you are|youre|you re|that was|that is|thats|very|so|really)( (very|so|really|super|most))* (helpful|kind|nice|great|awesome)( (thanks|thank you)( (so|very) much)?)?$/;
/** 'Super, das hilft mir', 'Das hat mir sehr geholfen': the answer helped, said without a thanks. */
const HELPED = /^((ok|okay|super|prima|perfekt|toll|klasse|gut|alles klar|ah|ach so) )*das (hilft|hat) (mir|uns)( (echt|sehr|wirklich|schon|total|mega|super))*( weiter| geholfen)?( (danke|vielen dank)\b.*)?$|^(that|this) (helps|helped)( me)?( a lot)?$/;
const withoutPraise = (text: string) => {
  const praise = PRAISE.exec(text);
  return praise ? (praise.groups?.thanks ?? 'danke') : PRAISE_EN.test(text) || HELPED.test(text) ? 'danke' : text;
};
/** What a thing 'was' when it is praised ('war super', 'war wirklich toll'). */
const PRAISE_WORDS = 'super|toll|klasse|prima|perfekt|top|spitze|grossartig|wunderbar|wunderschoen';
/** 'Thomas hat bei mir Parkett verlegt, super Arbeit! Grüße an ihn': praise for the work, no question in it. */
// 'Ich wollte mich nur mal bedanken, die Vorhänge sind wunderschön geworden!', '… haben super gearbeitet, danke!'
// 'Euer Monteur war sehr freundlich, vielen Dank!', 'Frau Hartmann hat uns toll beraten.', 'Ich bin so zufrieden mit meinem
// neuen Sofa, danke an Jonas!', 'Das Probeschlafen war super, vielen Dank'.
const PRAISE_FOR_WORK = new RegExp(
  `\\b((super|tolle|toll|gute|klasse|saubere|schoene|tolle) arbeit|gruesse an|ein lob an|lob an|grosses lob|(bin|sind) ((so|sehr|total|echt|wirklich|super|voll|mega|rundum|mehr als) )*zufrieden|(bin|sind)((?! (nicht|gar|ueberhaupt|kaum|wenig|un))( \\S+)){1,6} zufrieden|(?<!nicht )((sehr|so|total|echt|wirklich|super|voll|rundum) )+zufrieden (sind|bin)|alles ((super|gut|toll|prima|perfekt|bestens|reibungslos) )+geklappt|danke an|dank an|bedanken|bedanke|(wunderschoen|schoen|super|toll|klasse|perfekt|top|traumhaft) geworden|(super|gut|toll|sauber|klasse|ordentlich|prima|schnell|hervorragend) gearbeitet|(war|waren) ((sehr|so|super|total|echt|wirklich|ausgesprochen|aeusserst) )*(freundlich|nett|kompetent|hilfsbereit|puenktlich|zuverlaessig|professionell)|(super|gut|toll|klasse|kompetent|freundlich|nett|hervorragend|prima) beraten|(war|waren) ((echt|wirklich|einfach|total) )*(${PRAISE_WORDS}))\\b`,
);
/** 'Ich liebe euren Laden!', 'Ihr seid die Besten': praise of the shop as a whole, a whole message. */
const PRAISE_FOR_SHOP =
  /^((ich|wir) (liebe|lieben) (euren|ihren|deinen|den|diesen) (laden|showroom|shop|geschaeft|stil)|(ihr seid|sie sind)( (echt|wirklich|einfach|so))* (die besten|die beste|spitze|super|toll|klasse|grossartig|wunderbar|top)|you are the best|i love your (shop|store|showroom))$/;
/** 'Das war nicht hilfreich', 'Das hat mir nicht geholfen', 'Du verstehst mich nicht': the last answer missed; a whole message. */
const NOT_HELPED =
  /^((das|die antwort) )?(war|ist|hilft)( mir)? (leider |gar |ueberhaupt |wirklich )?(nicht|wenig|kaum|keine) (hilfreich|weiter|antwort|was ich wissen wollte|meine frage)( auf meine frage)?|^(das|die antwort) (hilft|hat) (mir|uns) (leider |gar |ueberhaupt |wirklich )?(nicht|kaum|wenig)( weiter| geholfen)?$|^du verstehst( mich| das| meine frage)? (leider |einfach |ueberhaupt |wohl )?nicht$|^(that|this) (was|is) not helpful$|^(that|this) (doesnt|does not|didnt|did not) help( me)?$|^you (dont|do not) understand( me)?$/;
/** 'Ich will keine Antwort von einem Bot': a person asked for, no complaint of the shop's work. */
const NO_BOT = /^(ich (will|moechte|haette|haett)( lieber| gern| gerne)? )?(keine antwort(en)? von (einem|einer) (bot|roboter|maschine|ki|computer)|nicht mit (einem|einer) (bot|roboter|maschine|ki|computer) (reden|sprechen|schreiben|chatten))$/;
/** 'Super Arbeit, aber die Naht ist aufgegangen': praise before a complaint is no praise to thank for. */
const BUT = /\b(aber|leider|jedoch|trotzdem|allerdings|nur(?! (mal|kurz|einmal|sagen|bedanken|danke|loben))|problem|mangel|kaputt|reklamation)\b/;
/** 'Ok', 'Alles klar', 'Verstanden': the answer taken, nothing asked. */
const ACKNOWLEDGED = /^(ok|okay|oki|alles klar|klar|gut|prima|perfekt|verstanden|aha|ach so|super|in ordnung|na gut|passt)$/;
/** '👍', '🙏', '❤️', '😊': thanks without a word. */
const THANKS_EMOJI = /^(?=.*[^\s!.])[\s!.\u{1F44D}\u{1F64F}\u{2764}\u{2665}\u{1F60A}\u{1F642}\u{263A}\u{1F600}\u{1F603}\u{1F604}\u{1F44C}\u{1F91D}\u{1F490}\u{1F339}\u{1F970}\u{1F60D}\u{2705}]+$/u;
/** Skin tones and the emoji presentation sign, which change no emoji's meaning. */
const EMOJI_VARIANT = /\p{Emoji_Modifier}|\u{FE0F}/gu;
/** 'ok dann bis Donnerstag, tschüss': a goodbye that names when the customer comes. */
const GOODBYE_UNTIL = /^((ok|okay|alles klar|gut|super|prima|perfekt|danke|vielen dank) )*(dann )?bis (morgen|uebermorgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nachher|gleich|spaeter|dann|bald|naechste woche)( dann)? (tschuess|tschuss|ciao|bye|auf wiedersehen)$/;
// After thanks ('Danke, tschüss!', 'Thanks, bye!').
const GOODBYE = /^((vielen |herzlichen )?(danke|dank)( schoen| dir| ihnen| euch)? |dankeschoen |thanks? (you )?((so|very) much |a lot )?|ok |okay |alles klar )*((tschuess|tschuss|auf wiedersehen|bis bald|ciao|bye)( und)? )?(goodbye|tschuess|tschuss|auf wiedersehen|bis bald|bis spaeter|bis dann|bis demnaechst|bis zum naechsten mal|ciao|bye|(einen |ein )?schoene[ns]? (tag|abend|sonntag|feierabend|wochenende)( noch)?|(mit freundlichen|freundliche|viele|liebe|beste|herzliche) gruesse?n?)$/;
/** 'Ich habe eine Frage', 'Hallo, ich brauche Hilfe', 'Können Sie mir helfen?': the question is still to come. */
const ABOUT_TO_ASK =
  /^(ich (habe|hab|haette|hatte) (da )?(mal )?(eine|ne|noch eine|noch ne|ein paar|einige) fragen?|ich brauche (mal )?(eure |ihre |deine )?hilfe|(kannst du|koennt ihr|koennen sie|kann mir jemand) (mir )?(mal )?(kurz )?helfen|(darf|kann) ich (dir |ihnen |euch )?(mal )?(eine|ne|noch eine|ein paar) fragen? stellen|welche fragen (kann|darf) ich (dir |ihnen |euch )?stellen|i (have|got) a question|can you help( me)?)$/;
/** When a customer says they will call ('morgen', 'nächste Woche nochmal'). */
const WHEN_LATER = '(?: (?:am|morgen|uebermorgen|montag|dienstag|mittwoch|donnerstag|freitag|samstag|naechste woche|nochmal|noch mal|mal|spaeter|bald|wieder|gleich|telefonisch|bei euch|bei ihnen|euch|sie))*';
/** 'Ok super, dann ruf ich Montag an', 'alles klar, ich melde mich', 'Ich überlege es mir noch': the customer will call, nothing asked. */
const WILL_CALL = new RegExp(
  `^((ok|okay|super|gut|alles klar|prima|perfekt|danke|vielen dank) )*(dann )?((ich )?(ruf|rufe)( ich)?${WHEN_LATER} an|(ich )?melde (ich )?mich${WHEN_LATER}|ich (ueberlege|ueberleg) (es )?mir (das )?(noch|nochmal|noch mal))( danke)?$`,
);
/** 'Frohe Weihnachten!', 'Schöne Feiertage euch allen', 'Guten Rutsch!': wishes, no question about the holidays. */
const SEASON = '(weihnachten|ostern|pfingsten|feiertage|festtage|weihnachtstage|osterfeiertage)';
const NEW_YEAR = '(einen )?guten rutsch( ins neue jahr)?|(ein )?frohes neues( jahr)?|prosit neujahr|ein gutes neues jahr';
const SEASONS_WISH = `((ihnen|euch|dir) )?((frohe|froehliche|schoene|gesegnete|frohe und gesegnete) ${SEASON}|${NEW_YEAR})( und (${NEW_YEAR}))?( (euch|ihnen|dir)( allen)?)?( (merry christmas|happy new year))?|(merry christmas|happy new year|happy holidays)( to (you|all))?`;
const SEASONS_GREETINGS = new RegExp(`^(${SEASONS_WISH})$`);
/** 'danke, schöne Feiertage', 'Vielen Dank für die Hilfe und einen guten Rutsch!': thanks and a wish. */
const THANKS_AND_WISH = new RegExp(`^(vielen |herzlichen |tausend )?(dank|danke)( schoen| sehr| dir| ihnen| euch)*( fuer (alles|die (info|infos|auskunft|hilfe)|ihre hilfe|deine hilfe|eure hilfe))?( und)? (${SEASONS_WISH})$|^thanks?( you)?( and)? (${SEASONS_WISH})$`);
/** 'Hallo! Wie geht es dir?', 'wie gehts', 'how are you'. */
const HOW_ARE_YOU = /^(wie geht (es )?(dir|ihnen|euch)|wie gehts( dir| ihnen| euch)?|how are you)$/;

function socialReply(message: string, facts: ChatFacts): string | null {
  const text = normalize(message);
  // After a salutation ('Hallo zusammen, ich habe eine Frage'), as the questions are read.
  const asked = normalize(withoutSalutation(message));
  if (HOW_ARE_YOU.test(asked)) return `Danke der Nachfrage, gut! Ich bin die ${facts.assistantName} von ${facts.brand}. Fragen Sie mich gern nach Öffnungszeiten, Leistungen, Terminen oder unseren AGB.`;
  if (ABOUT_TO_ASK.test(asked)) return `Gern! Fragen Sie mich nach Öffnungszeiten, Leistungen, Terminen oder unseren AGB; was ich nicht sicher weiß, sagt Ihnen unser Team ${contactLine(facts)}.`;
  // A salutation that is all the message ('Morgen!', 'Hallo zusammen!') greets.
  if (GREETING.has(text) || (asked === '' && text !== '')) return `Hallo! Ich bin die ${facts.assistantName} von ${facts.brand}. Fragen Sie mich gern nach Öffnungszeiten, Leistungen, Terminen oder unseren AGB.`;
  if (THANKS_AND_WISH.test(text)) return 'Gern geschehen! Das wünschen wir Ihnen auch.';
  if (THANKS.test(withoutPraise(text)) || THANKS_EMOJI.test(message.replace(EMOJI_VARIANT, ''))) return 'Gern geschehen! Wenn Sie noch etwas wissen möchten, fragen Sie einfach.';
  if (ACKNOWLEDGED.test(text)) return 'Gern! Wenn Sie noch etwas wissen möchten, fragen Sie einfach.';
  if (WILL_CALL.test(asked) && !message.includes('?')) return `Gern! Sie erreichen uns unter ${facts.contact.phoneDisplay}.`;
  if (GOODBYE.test(text) || GOODBYE_UNTIL.test(text)) return `Auf Wiedersehen und bis bald bei ${facts.brand}!`;
  if (SEASONS_GREETINGS.test(asked)) return 'Vielen Dank, das wünschen wir Ihnen auch!';
  if ((PRAISE_FOR_WORK.test(text) || PRAISE_FOR_SHOP.test(text)) && !message.includes('?') && !BUT.test(text)) return 'Vielen Dank, das freut uns! Wir geben es gern weiter.';
  if (NOT_HELPED.test(text)) return `Das tut mir leid. Versuchen Sie es gern mit anderen Worten, oder fragen Sie unser Team direkt: ${contactLine(facts)}.`;
  if (NO_BOT.test(text)) return `Unser Team erreichen Sie ${contactLine(facts)}.`;
  return null;
}

/** One question's answer: the full form, a short form for replies to several questions, the pointer. */
type Answer = { known: true; passage: Passage; full: string; short: string; pointer?: string } | { known: false };

/**
 * A service's answer may carry the one honest sentence on prices; a clause or a figure already
 * answers it, and so does the sale page a passage leads to ('wie teuer ist der Sessel im Sale').
 */
const takesPriceNote = (passage: Passage) => !passage.clauses && !passage.gap && !passage.generic && !/\d/.test(passage.fact) && !passage.fact.includes(`](${chatFacts.pages.sale})`);

/** Passages of what the shop sells as pieces (furniture, boxspring beds): the sale page may list them. */
const SOLD = ['furniture-sale', 'boxspring'];

/**
 * Where a service's price comes from: a question naming furniture or a bed ('Was kostet das Sofa?')
 * may mean a piece for sale, so the prices passage's pointer names the sale page too; for curtains or
 * floors that would be off the point, and the way to a quote is enough.
 */
const pricePointer = (match: AskedQuestion['match'], prices: Passage) =>
  SOLD.some((id) => match.scored.get(id)?.anchored && !asksWork(match, match.scored.get(id)!.passage)) ? prices.pointer : `Am einfachsten ${contactLine(chatFacts)}.`;

/** 'Was kostet es, einen Stuhl neu zu beziehen?': a service's work the piece's sale does not know is what is priced. */
const asksWork = (match: AskedQuestion['match'], sold: Passage) => match.units.some((unit) => unit.terms.some((term) => namesOtherService(sold, term)));

/** A question that asks who ('wer macht …', 'wer von euch …'), or for the name ('Wie heißt die Frau, die bei euch näht?'). */
const ASKS_WHO = /(^| )(wer|who)( |$)|(^| )wie hei(ss|ß)t (die|der|euer|eure|ihr|ihre) /;

/** Beside ASKS_WHO, asked whom to turn to ('an wen', 'Ansprechpartner', 'zuständig'). */
const ASKS_WHOM = /(^| )(wen|whom|ansprechpartner|ansprechpartnerin|ansprechperson|zustaendig)( |$)/;

/** A question that asks to speak to someone ('Kann ich mit Frau Kaya sprechen?'). */
const ASKS_TO_SPEAK = /(^| )(sprechen|reden|erreichen|erreiche|treffen|anrufen)( |$)/;

/** A question whether someone is in ('ist er morgen da', 'Ist Frau Kaya heute im Laden?'): not the shop's hours. */
// ('mit meiner Frau kommen' names the customer's wife, no one of the team.)
const ASKS_FOR_PERSON = /(^| )(ist|kommt|arbeitet) (er|sie)( |$)|(^| )(?<!(mein|meine|meiner|meinem|meinen|unsere|unserer|unserem|unseren|seine|seiner|ihrer|ihrem|der|die|den|dem|einer|einem|ner|nem) )(herr|herrn|frau) [a-z]/;
const ASKS_IF_OPEN = /(^| )(geoeffnet|offen|auf|geschlossen|zu)( |$)/;

/** Whether a person is in at a time: asked of a team member, or of 'er', 'sie', 'Frau …' where the hours answered. */
function asksWhoIsIn({ text, match }: AskedQuestion, passage: Passage): boolean {
  const asked = normalize(text);
  if (passage.dynamic === 'opening-hours') return ASKS_FOR_PERSON.test(asked) && !ASKS_IF_OPEN.test(asked);
  return (passage.id.startsWith('team-') || passage.id === 'manager') && (match.time.found || match.time.vague || WHEN_IN.test(asked));
}

/** 'Wann ist Thomas Reuter im Laden?': when someone is there, with no time named. */
const WHEN_IN = /\bwann\b.*\b(da|im laden|im geschaeft|im showroom|erreichbar|anzutreffen|vor ort|zu sprechen)\b/;

/** Whether a question names the trade of the passage's member (any word, where no trade words are set). */
const namesTrade = (passage: Passage, asked: string) => !passage.tradeWords || asked.split(' ').some((word) => passage.tradeWords!.some((start) => word.startsWith(start)));

/** How much of a price question a service must account for to be what is asked about. */
const SERVICE_BESIDE_PRICE = 0.4;

function answerOne(question: AskedQuestion, now: Date): Answer {
  const { match } = question;
  const top: Scored | undefined = match.candidates[0];
  if (match.gap || !top) return { known: false };
  const { passage } = top;
  // "Könnt ihr mein Sofa neu beziehen, was kostet das ungefähr?": the price words outweigh the
  // service's, yet the service is what is asked about; it answers, with the word on prices.
  if (passage.generic) {
    const service = [...match.scored.values()]
      .filter((entry) => entry.anchored && entry.coverage >= SERVICE_BESIDE_PRICE && takesPriceNote(entry.passage))
      .sort((a, b) => b.rank - a.rank)[0]?.passage;
    if (service) return { known: true, passage: service, full: `${service.fact} ${passage.fact}`, short: `${service.brief ?? service.fact} ${passage.fact}`, pointer: pricePointer(match, passage) };
  }
  // "Ist Thomas morgen da?": who he is, and that whether he is in is known on the phone; "Wer ist
  // euer Polsterer und ist er morgen da?": the shop being open is no answer for him.
  // 'Arbeitet Elif auch samstags?': the member named, not the team's list ('arbeitet' is the team's word).
  const member = passage.id === 'team' ? [...match.scored.values()].find((entry) => entry.passage.id.startsWith('team-') && entry.anchored)?.passage : undefined;
  const inQuestion = member && asksWhoIsIn(question, member) ? member : passage;
  if (asksWhoIsIn(question, inQuestion)) {
    const whoIsIn = `Wer wann im Laden ist, sagen wir Ihnen gern ${contactLine(chatFacts)}.`;
    const full = inQuestion.dynamic === 'opening-hours' ? whoIsIn : `${inQuestion.fact} ${whoIsIn}`;
    return { known: true, passage: inQuestion, full, short: full };
  }
  if (passage.dynamic === 'opening-hours') {
    const text = openingAnswer(question.text, now);
    // Without a day or a time, the week's hours say it in fewer words.
    return { known: true, passage, full: text, short: match.time.found ? text : passage.fact };
  }
  // "Kann ich mit Herrn Wichtrey sprechen?": who he is, and how to reach him.
  if ((passage.id.startsWith('team-') || passage.id === 'manager') && ASKS_TO_SPEAK.test(normalize(question.text))) {
    const full = `${passage.fact} Sie erreichen uns ${contactLine(chatFacts)}.`;
    return { known: true, passage, full, short: full };
  }
  // "Ist Elif auch für Polsterarbeiten zuständig?": who she is, whose trade it is, then the service.
  const named = passage.doneBy ? [...match.scored.values()].find((entry) => entry.passage.id.startsWith('team-') && entry.anchored && entry.passage.fact !== passage.doneBy) : undefined;
  if (named && passage.doneBy) {
    const who = `${named.passage.fact} ${passage.doneBy}`;
    return { known: true, passage, full: `${who} ${passage.fact}`, short: `${who} ${passage.brief ?? passage.fact}`, pointer: passage.pointer };
  }
  // "Wer macht bei euch die Polsterarbeiten?": the person whose trade it is, then the service;
  // "Wer im Team macht Gardinen?" asks the same of the team.
  const asksWho = ASKS_WHO.test(normalize(question.text));
  const tradeAsked = passage.id === 'team' && asksWho ? [...match.scored.values()].filter((entry) => entry.anchored && entry.passage.doneBy).sort((a, b) => b.rank - a.rank)[0]?.passage : undefined;
  const trade = tradeAsked ?? passage;
  // The words as read too ('Who lays the floors?': 'floors' is 'boden').
  const askedWords = `${normalize(question.text)} ${match.units.flatMap((unit) => unit.terms).join(' ')}`;
  if (trade.doneBy && asksWho && namesTrade(trade, askedWords)) {
    return { known: true, passage: trade, full: `${trade.doneBy} ${trade.fact}`, short: `${trade.doneBy} ${trade.brief ?? trade.fact}`, pointer: trade.pointer };
  }
  // 'An wen wende ich mich wegen Vorhängen?', 'Wer ist mein Ansprechpartner für Parkett?': whose trade it is, then the way to us.
  if (passage.id === 'phone' && (asksWho || ASKS_WHOM.test(normalize(question.text)))) {
    const named = [...match.scored.values()].filter((entry) => entry.passage.doneBy && entry.coverage > 0 && namesTrade(entry.passage, askedWords)).sort((a, b) => b.rank - a.rank)[0];
    const told = factFor(passage, match);
    if (named) return { known: true, passage, full: `${named.passage.doneBy} ${told}`, short: `${named.passage.doneBy} ${told}`, pointer: passage.pointer };
  }
  const brought = withBroughtMaterial(match, passage);
  if (brought) return brought;
  // "What does re-covering a chair cost?": the service, then the one honest word on prices.
  const told = factFor(passage, match);
  const prices = [...match.scored.values()].find((entry) => entry.passage.generic && entry.anchored)?.passage;
  if (prices && prices !== passage && takesPriceNote(passage)) {
    return { known: true, passage, full: `${told} ${prices.fact}`, short: `${passage.brief ?? told} ${prices.fact}`, pointer: pricePointer(match, prices) };
  }
  // The prices passage alone: 'was kostet das?' may mean a piece for sale, 'Kostet die Montage extra?' is work.
  const pointer = passage.generic && !asksOnlyPrice(match, passage) ? pricePointer(match, passage) : told === passage.fact ? (passage.aside?.pointer ?? passage.pointer) : passage.pointer;
  const fact = asksOpenly(question.text) || asksOfTeamMember(question.text) ? withoutYes(told) : told;
  // 'Kostenvoranschlag war 2.000 €, jetzt soll ich 2.500 € zahlen': the limit for the amounts named.
  const figures = passage.id === ESTIMATE_OVERRUN ? estimateOverrunFor(question.text, chatFacts) : '';
  return { known: true, passage, full: `${fact}${figures}`, short: `${passage.brief ?? fact}${figures}`, pointer };
}

/** The passage's fact, without its aside where the question names none of the aside's words. */
function factFor(passage: Passage, match: AskedQuestion['match']): string {
  const { aside } = passage;
  if (!aside) return passage.fact;
  const words = new Set(termsOf(aside.words));
  const asked = normalize(match.text);
  const named = match.units.some((unit) => unit.terms.some((term) => words.has(term))) || Boolean(aside.asked?.test(asked)) || Boolean(aside.phrases?.some((phrase) => phraseIn(` ${asked} `, phrase)));
  return named ? passage.fact : withoutAside(passage);
}

/** The fact without its aside sentence. */
const withoutAside = (passage: Passage) => (passage.aside ? passage.fact.replace(` ${passage.aside.sentence}`, '') : passage.fact);

/** The clause on how far an estimate may be exceeded. */
const ESTIMATE_OVERRUN = 'estimate-overrun';

/** The clause on the statutory right of withdrawal, which contracts made in the shop do not have. */
const WITHDRAWAL_RIGHT = 'withdrawal-right';
const BOUGHT_IN_THE_SHOP = /\b(?:im|in eurem|in ihrem|bei euch im|bei ihnen im) (?:laden|geschaeft|showroom)(?: \S+){0,3} (?:gekauft|bestellt|unterschrieben)\b|\b(?:bought|ordered|purchased) (?:\S+ ){0,3}in (?:the|your) (?:shop|store|showroom)\b/;
const IN_SHOP_NO_WITHDRAWAL = `Für einen Kauf in unserem Laden gilt dieses Widerrufsrecht also nicht; ob wir Ihnen trotzdem entgegenkommen können, klären wir gern telefonisch unter ${chatFacts.contact.phoneDisplay}.`;

/** 'Hab den Sessel im Laden gekauft … Kann ich den zurückgeben?': the right applied to where the contract was made, told anywhere in the message. */
function withShopPurchase(answer: Answer, message: string): Answer {
  if (!answer.known || answer.passage.id !== WITHDRAWAL_RIGHT || !BOUGHT_IN_THE_SHOP.test(normalize(message))) return answer;
  return { ...answer, full: `${answer.full} ${IN_SHOP_NO_WITHDRAWAL}`, short: `${answer.short} ${IN_SHOP_NO_WITHDRAWAL}` };
}

/** The clause on fabric and furniture customers bring. */
const BROUGHT_MATERIAL = 'customer-materials';

/**
 * 'Näht ihr Vorhänge aus meinem eigenen Stoff?', 'Kann ich meinen Stoff für die Vorhänge
 * mitbringen?': the service asked for, then that what the customer brings is welcome, with its
 * clause. Either alone left half the question open.
 */
function withBroughtMaterial(match: AskedQuestion['match'], top: Passage): Answer | null {
  const materials = match.scored.get(BROUGHT_MATERIAL);
  if (!materials?.anchored || (top !== materials.passage && !top.service)) return null;
  const service = top.service
    ? top
    : [...match.scored.values()].filter((entry) => entry.passage.service && entry.anchored && entry.coverage >= SERVICE_BESIDE_PRICE).sort((a, b) => b.rank - a.rank)[0]?.passage;
  if (!service) return null;
  const clause = materials.passage;
  return { known: true, passage: clause, full: `${service.fact} ${clause.fact}`, short: `${service.brief ?? service.fact} ${clause.brief ?? clause.fact}`, pointer: clause.pointer };
}

/** A question no yes answers: 'Wie viele Azubis habt ihr?', 'Welche Stoffe verkauft ihr?'. */
const asksOpenly = (text: string) => /^(und |aber )?(wie|was|wer|wo|wann|welche[mnrs]?|warum|wieso|weshalb|wieviel|wieviele|woher|wohin)( |$)/.test(normalize(text));
/** Team members' first names: a yes/no question about one of them ('Hat Lena ihre Ausbildung schon fertig?') is not what the passage's 'Ja' answers. */
const TEAM_FIRST_NAMES = new Set(chatFacts.team.map((member) => normalize(member.name).split(' ')[0]!));
const asksOfTeamMember = (text: string) => normalize(text).split(' ').some((word) => TEAM_FIRST_NAMES.has(word));
/** 'Ja, wir bilden aus: …' → 'Wir bilden aus: …'. */
const withoutYes = (fact: string) => (fact.startsWith('Ja, ') ? `${fact.charAt(4).toUpperCase()}${fact.slice(5)}` : fact);

/** A question of price words only ('und was kostet das?', 'Preise?'): nothing says what it is about. */
const asksOnlyPrice = (match: AskedQuestion['match'], prices: Passage) => match.units.every((unit) => coverageOf(prices, [unit]) === 1);

/** Passages whose answer a named offer's prices give better ('Was kostet das Sofa Lindholm?'). */
const ABOUT_THE_SALE = new Set(['sale', 'sale-uvp', 'price-on-request', 'furniture-sale', 'prices']);

/**
 * A question that names an offer gets its prices: instead of the words on prices and the sale page
 * (or 'cannot say'), and before the answer to what else it asks ('Liefert ihr das Sofa Lindholm?');
 * with 'cannot say more' where it asks what neither the prices nor the facts answer.
 */
function withOffersNamed(question: AskedQuestion, found: Answer, offers: readonly OfferPrice[], now: Date, message = question.text): Answer {
  const named = offersNamed(question.text, offers);
  if (named.length === 0) {
    return withOffersInRange(question, found, offers, message) ?? withReductionAsked(question, found, offers) ?? withSuperlativeOffer(question, found, offers) ?? withOffersOfKind(question, found, offers);
  }
  const plain = withoutNames(question, named, now);
  const answer = besideThePrices(question, found, plain, named, offers, now);
  // What the card's own description says of what is asked ('liefern', 'Maße', 'Hersteller') stands beside the prices.
  const prices = [offersReply(named, chatFacts, { saving: asksSaving(question.text), squareMetres: squareMetresAsked(question.text), total: asksTotal(message) }), ...named.map((offer) => offerInfoFor(question.text, offer))]
    .filter(Boolean)
    .join(' ');
  if ((!answer.known || ASKS_ABOUT_THE_PIECE.test(normalize(question.text))) && asksBeyondPrices(question, plain, named)) return hedgedPrices(prices);
  if (!answer.known || ABOUT_THE_SALE.has(answer.passage.id)) return pricesAnswer(prices);
  return { ...answer, full: `${prices} ${answer.full}`, short: `${prices} ${answer.short}` };
}

/** Passages that send to the sale page for the pieces it has: the pieces of the kind asked are named instead. */
const LISTS_THE_SALE = new Set(['sale', 'furniture-sale']);

/**
 * 'Habt ihr Sofas im Sale?' with a sofa in the sale: its prices, not only the way to the sale page. A saving
 * asked of a kind the sale has ('Wie viel spare ich beim Boxspringbett?') is the sale's too, whatever else
 * the kind's word names (the studio), unless it names what the facts do not say (a gap).
 */
function withOffersOfKind(question: AskedQuestion, found: Answer, offers: readonly OfferPrice[]): Answer {
  const saving = asksSaving(question.text);
  if (!(saving && !question.match.gap) && (!found.known || !LISTS_THE_SALE.has(found.passage.id))) return found;
  const ofKind = offersOfKind(question.text, offers);
  if (ofKind.length === 0) return found;
  return pricesAnswer(`${offersReply(ofKind, chatFacts, { saving })}${asideOf(found)}`);
}

/** What an answer says of the customer's own pieces stays beside the sale's ('Verkauft ihr Sofas?': the Polsterei re-covers one's own). */
const asideOf = (found: Answer) => (found.known && found.passage.aside && found.full.includes(found.passage.aside.sentence) ? ` ${found.passage.aside.sentence}` : '');

/** Pieces sought without a kind ('Welche Möbel kosten weniger als 500 Euro?'): the sale's, whatever else the words match. */
const PIECES_SOUGHT = /\b(?:sale|abverkauf|moebel\w*|\w*stueck\w*|artikel|schnaeppchen|reduziert\w*)\b/;
/** Any piece of the sale ('euer günstigstes Angebot', 'das billigste Möbelstück'). */
const ANY_PIECE = /\b(?:angebot\w*|sale|abverkauf|moebel\w*|\w*stueck\w*|artikel)\b/;
/** Something sought ('Habt ihr was unter 1000 Euro?'): the sale's where nothing else answers it. */
const SOMETHING_SOUGHT = /\b(?:etwas|irgendwas|angebot\w*|sachen)\b|\bwas\b(?! (?:kostet|kosten|koste|ist|sind|wird|darf|kann|muss)\b)/;

/**
 * Pieces asked for at a price ('Habt ihr was unter 1000 Euro?', 'Ich suche einen Sessel bis 1.000 €', 'über 2.000 €'):
 * those of the sale, nearest the price named first, or that it has none. Null where the question names a kind
 * the sale does not have and the facts answer it ('Gibt es Vorhänge bis 100 Euro?': made to measure).
 */
function withOffersInRange(question: AskedQuestion, found: Answer, offers: readonly OfferPrice[], message: string): Answer | null {
  const reply = (asked: PiecesInRange) => pricesAnswer(`${rangeOffersReply(asked.range, asked.within)}${asideOf(found)}`);
  const asked = piecesAskedInRange(question.text, offers);
  if (asked) return asked.ofKind || seeksTheSale(question, found) ? reply(asked) : null;
  // 'Ich suche ein Sofa zwischen 800 und 1200 Euro. Haben Sie da was im Abverkauf?': the range told before, where the sale is asked.
  const told = message.trim() === question.text.trim() ? null : piecesAskedInRange(message, offers);
  return told && seeksTheSale(question, found) ? reply(told) : null;
}

/** 'Was ist das billigste Sofa?', 'Was ist euer teuerstes Angebot?', 'Was ist am meisten reduziert?': that piece of the sale (of the kind named). */
function withSuperlativeOffer(question: AskedQuestion, found: Answer, offers: readonly OfferPrice[]): Answer | null {
  const asked = superlativeAsked(question.text, offers);
  // 'Welcher Boden ist am günstigsten?' asks of floors, which the sale may not have: the cheapest of all only where pieces
  // are asked. A reduction asked of no kind ('Wo gibt es den höchsten Rabatt?') is the sale's.
  if (!asked || !(asked.ofKind || asked.which === 'mostReduced' || ANY_PIECE.test(normalize(question.text)))) return null;
  return pricesAnswer(`${superlativeReply(asked)}${asideOf(found)}`);
}

/** 'Welche Stücke sind um mehr als 30 % reduziert?': the sale's pieces reduced by that share, or that it has none. */
function withReductionAsked(question: AskedQuestion, found: Answer, offers: readonly OfferPrice[]): Answer | null {
  const asked = reductionAsked(question.text, offers);
  return asked ? pricesAnswer(`${reductionReply(asked)}${asideOf(found)}`) : null;
}

/** 'Habt ihr auch was richtig Teures, so ab 5000 aufwärts?': something asked to be had, at a price. */
const HAS_SOMETHING = /\b(?:habt ihr|haben sie|hast du|gibt es|gibts)\b.*\b(?:was|etwas|irgendwas)\b/;

/**
 * Pieces sought without a kind the sale has: named as such, something asked to be had, or asked
 * where the sale's page answers or nothing does.
 */
function seeksTheSale(question: AskedQuestion, found: Answer): boolean {
  const text = normalize(question.text);
  return PIECES_SOUGHT.test(text) || HAS_SOMETHING.test(text) || (found.known && !found.passage.generic ? LISTS_THE_SALE.has(found.passage.id) : SOMETHING_SOUGHT.test(text));
}

/** The offers' prices as the answer. */
const pricesAnswer = (prices: string): Answer => ({ known: true, passage: offersPassage(prices), full: prices, short: prices });

/** The offers' prices with 'cannot say more' and whom to ask. */
function hedgedPrices(prices: string): Answer {
  return pricesAnswer(`${prices} ${REMARK_UNKNOWN}; fragen Sie uns gern ${contactLine(chatFacts)}.`);
}

/**
 * What the answer says beside the offers' prices. Named by words the knowledge knows ('das Leder
 * Boxspring', 'die Polsterbank'), the question's own answer came from those words (the studio's
 * overnight fee, the Polsterei), so only what it asks besides the piece is answered.
 */
function besideThePrices(question: AskedQuestion, found: Answer, plain: AskedQuestion | null, named: readonly OfferPrice[], offers: readonly OfferPrice[], now: Date): Answer {
  const byKnownWords = named.some((offer) => knownNameWords(question.text, offer).length > 0 || namedByItsKind(question.text, offer, offers));
  if (found.known && !byKnownWords) return found;
  if (plain && asksMoreThanThePiece(plain, named)) return answerOne(plain, now);
  return byKnownWords ? { known: false } : found;
}

/**
 * The question read without the offers' own names, which the knowledge does not know and which
 * would thin out what is asked: 'Kann ich das Sofa Lindholm zurückbringen, wenn es mir nicht gefällt?'
 * asks what 'Kann ich das Sofa zurückbringen, …' asks. Null where the names are all known words.
 */
function withoutNames(question: AskedQuestion, named: readonly OfferPrice[], now: Date): AskedQuestion | null {
  // The piece's kind goes with its name ('Ist der Esstisch Eiche massiv schon der Endpreis mit
  // Mehrwertsteuer?' asks what 'Ist das schon der Endpreis mit Mehrwertsteuer?' asks).
  const kinds = named.map((offer) => normalize(offer.name).split(' ')[0] ?? '');
  const names = new Set([...named.flatMap((offer) => unfamiliarWordsOf(offer.name)), ...kinds].map(stem));
  const known = new Set(named.flatMap((offer) => knownNameWords(question.text, offer)));
  const text = question.text.replace(/[\p{L}\d]+/gu, (word) => (names.has(stem(normalize(word))) || known.has(normalize(word)) ? '' : word)).replace(/\s+/g, ' ').trim();
  return text === question.text.trim() ? null : { ...question, text, match: matchQuestion(text, berlinMoment(now)) };
}

/** The passages that know a piece of furniture and its price: a word they know whole asks nothing more of a named offer. */
const PIECE_OR_PRICE = knownPassages().filter((passage) => passage.id === 'prices' || passage.id === 'furniture-sale');

/** How much one pays, asked of a piece named ('für 12 qm, was zahl ich da?'): its price, not when bills are due (V (1); 'Wann muss ich … bezahlen?' still asks it). */
const PAYING = new Set(['zahl', 'bezahl']);
const AMOUNT_PAID = /\b(?:was|wie ?viel)\b(?: \S+){0,3}? (?:be)?zahl/;

/** Whether it asks more than the piece and its price ('Was kostet die Couch' is the Polsterei's, not what is asked). */
function asksMoreThanThePiece(question: AskedQuestion, named: readonly OfferPrice[]): boolean {
  const nameTerms = new Set(named.flatMap((offer) => termsOf(offer.name)));
  const amount = AMOUNT_PAID.test(normalize(question.text));
  return question.match.units.some((unit) => !unit.terms.some((term) => nameTerms.has(term) || (amount && PAYING.has(term))) && PIECE_OR_PRICE.every((passage) => coverageOf(passage, [unit]) < 1));
}

/**
 * Another version of the piece ('auch als 2-Sitzer', 'auch in Leder', 'in einer anderen Farbe') or
 * what the sale does not list of it (its size, colour, material, whether new or a display piece):
 * the facts know only its prices.
 */
/** 'Wie viel spare ich beim Lederbett?', 'Wie viel Prozent ist das Sofa reduziert?': the saving, which the prices answer. */
const ASKS_SAVING = /\b(?:spar|spare|spart|sparst|sparen|gespart|ersparnis|prozent|rabatt|nachlass|reduziert|herabgesetzt)\b/;
const asksSaving = (text: string) => ASKS_SAVING.test(normalize(text));
/** A saving asked of the piece before ('Wie viel Prozent sind da runter?', 'Um wie viel ist das reduziert?'); not 'Gibt es Rabatt für Rentner?'. */
const SAVING_OF_IT = /\b(?:da|dabei|drauf|darauf|davon|dafuer|damit)\b|\b(?:ist|sind|wird|wurde) (?:das|es|der|die|er|sie)\b/;

const ASKS_ABOUT_THE_PIECE =
  /\bauch (?:in|als|mit|ohne|aus) |\bauch (?:\d{2,3}(?:\s*(?:x|×)\s*\d{2,3})?\s*(?:cm\s*)?(?:breit|lang|hoch|tief)|in \d{2,3}\s*(?:x|×)\s*\d{2,3})\b|\b(?:in|als|mit) (?:einer |einem )?(?:anderen?|andere[mnrs]) |\b(?:masse|abmessung\w*|groesse|breite|laenge|hoehe|tiefe|gewicht|sitzhoehe|wie (?:gross|breit|lang|hoch|tief|schwer))\b|\bwelche[nmrs]? (?:farbe|stoff|holz|material|bezug|matratze|haertegrad)\b|\b(?:gebraucht|ausstellungsstueck|ausstellungsstuck|zustand)\b|\baus (?:echtem |massivem |massiver )?(?:holz|massivholz|leder|echtleder|kunstleder|stoff|metall|eiche|buche|nussbaum|samt|leinen|wolle|baumwolle)\b|\b(?:probesitzen|probeliegen|probe sitzen|probe liegen|probestellen|probe stellen|zur probe|auf probe|ausprobieren|anschauen|ansehen)\b|\bnur (?:zwei|drei|einen|eine|ein|einzelne|\d+)\b|\beinzeln\b|\b(?:selbst|selber) (?:anbringen|montieren|aufbauen|verlegen|aufhaengen)\b/;

/**
 * A question about a named offer that the prices do not answer: a topic the facts lack ('Was kostet
 * die Lieferung von dem Sofa Lindholm', 'in Raten zahlen'; also once the name is read away), a word
 * beside the name the knowledge does not know ('den Lindholm auch in grau'), or what the sale does
 * not list of the piece. The prices alone would read as the answer.
 */
function asksBeyondPrices(question: AskedQuestion, plain: AskedQuestion | null, named: readonly OfferPrice[]): boolean {
  if ([question, plain].some((asked) => asked && leansToGap(asked.match)) || ASKS_ABOUT_THE_PIECE.test(normalize(question.text))) return true;
  const nameWords = new Set(named.flatMap((offer) => normalize(offer.name).split(' ').map(stem)));
  return question.match.units.some((unit) => !unit.known && !nameWords.has(stem(normalize(unit.word))) && !asksSaving(unit.word));
}

/** A gap, or a gap named by its keyword that leads though the rest of a long question keeps it below sure ('… der Endpreis, kommt die Lieferung noch dazu'). */
function leansToGap(match: AskedQuestion['match']): boolean {
  const [first] = [...match.scored.values()].sort((a, b) => b.rank - a.rank);
  return match.gap || Boolean(first?.passage.gap && first.anchored);
}

/**
 * The customer coming in to do something ('kann ich … Stoffe aussuchen', 'können wir … vorbeikommen', '… den Stoff vorbeibringen'):
 * on a day or at a time named, whether the shop is open then matters first ('könnt ihr … zum Aufmaß
 * kommen' is the shop coming out, not this). Within one clause: not 'Was kann ich tun, muss ich das Sofa zu
 * ihnen bringen?' (the message is read without its commas).
 */
const VISIT =
  /\b(?:kann|koennen|darf|duerfen|koennte|koennten)\s+(?:ich|wir)(?:\s+(?!(?:und|oder|muss|muessen|soll|sollen|kann|koennen|darf)\b)\S+){0,6}?\s+(?:kommen|vorbeikommen|vorbeischauen|vorbeibringen|bringen|abgeben|aussuchen|anschauen|ansehen|angucken)\b/;

/** 'ich würde gern morgen gegen 4 mit meiner Tochter vorbeikommen wegen Stoffen, geht das?': a visit planned, asked whether it works. */
const VISIT_PLANNED = /\b(?:ich|wir) (?:wuerde|wuerden|moechte|moechten|will|wollen|wollte|wollten)(?: \S+){0,10}? (?:kommen|vorbeikommen|vorbeischauen|reinschauen|vorbei)\b.*\b(?:geht das|passt das|ginge das|ist das moeglich|klappt das|geht das klar)\b/;

/**
 * 'Brauche morgen früh um 8 kurz jemanden wegen einer Stoffprobe, geht das?', 'Nächsten Freitag um
 * halb sechs noch Beratung möglich?', '… bin ich um viertel vor 2 da, reicht das um mir das Sofa
 * anzuschauen?': something wanted at a time, asked whether it works then.
 */
const ERRAND_THEN = /\b(?:brauche|brauchen|moechte|moechten|will|wollen|wuerde|wuerden)\b.*\b(?:geht das|passt das|ginge das|ist das moeglich|klappt das)\b|\b(?:beratung|termin|jemand|jemanden)\b(?: \S+){0,2}? moeglich\b|\b(?:bin|sind|komme|kommen)\b[^?]*\breicht (?:das|es|die zeit)\b|\breicht (?:es|das) wenn (?:ich|wir)\b[^?]*\b(?:komme|kommen|vorbeikomme|vorbeikommen|da bin|da sind)\b/;

/** 'Could I pop in tomorrow after 5 pm to look at fabrics?', 'can I bring my old chair in today …?' */
const VISIT_IN_ENGLISH = /\b(?:can|could|may) (?:i|we)(?: \S+){0,3}? (?:come|pop|drop|stop|visit|bring)\b/;

/** 'Kann ich am Samstag meine Bestellung abholen?', 'Mein Nachbar holt am Freitag den Sessel ab', 'pick up my order on Saturday'. */
const PICKUP = /\b(?:ab)?(?:holen|hole|holt|holst)\b|\babzuholen\b|\babholung\b|\bpick(?:ing)?(?: \S+){0,2}? up\b|\bcollect(?:ing)?\b/;

/**
 * A pickup on a day named: the day's hours say when someone is there, not whether an order waits
 * or who may take it (gaps.ts 'pickup'); said so, with the way to ask (once, where the hours give it).
 */
function pickupNote(hours: string): string {
  const ask = hours.includes(chatFacts.contact.phoneDisplay) ? 'Das fragen Sie bitte ebenfalls dort.' : `Fragen Sie uns bitte vorher: ${contactLine(chatFacts)}.`;
  return `Ob dann etwas für Sie zum Abholen bereitliegt, kann ich Ihnen nicht verlässlich sagen. ${ask}`;
}

/** A text without its sentences that give the phone number, for beside hours that give it already. */
const withoutPhoneSentences = (text: string) => sentencesOf(text).filter((sentence) => !sentence.includes(chatFacts.contact.phoneDisplay)).join(' ');

/** 'Wann kann ich vorbeikommen …': the visit's time is what is asked. */
const ASKS_WHEN = /\bwann\b/;

const OPENING_HOURS = knownPassages().find((passage) => passage.dynamic === 'opening-hours')!;
const APPOINTMENT = knownPassages().find((passage) => passage.id === 'appointment')!;
const STUDIO_APPOINTMENT = knownPassages().find((passage) => passage.id === 'boxspring-appointment')!;

/**
 * 'kann ich samstag stoffe aussuchen', 'Wann kann ich vorbeikommen, um mir Stoffe anzuschauen?':
 * the hours of the day asked (or of the week), then the answer about the service (which alone left
 * the day unanswered). A visit on a day named with nothing else known ('kann ich es mir am Samstag
 * anschauen', after the piece's price) is that day's hours. The studio's answer already says its
 * visits are by appointment.
 */
function withHoursOfVisit(question: AskedQuestion, answer: Answer, now: Date): Answer {
  const { time } = question.match;
  const text = normalize(question.text);
  const dayOrTime = time.days.length > 0 || time.minute !== null || time.now;
  // '… am 31.12. vormittags noch schnell eine Vorhangstange kaufen, habt ihr da auf?': the hours then, asked outright.
  if (!VISIT.test(text) && !VISIT_IN_ENGLISH.test(text) && !VISIT_PLANNED.test(text) && !OPEN_THEN.test(text) && !((ERRAND_THEN.test(text) || PICKUP.test(text)) && dayOrTime)) return answer;
  if (!answer.known) {
    if (question.match.gap || !dayOrTime) return answer;
    const hours = openingAnswer(question.text, now);
    // 'Ja, am Samstag haben wir … geöffnet' would read as a yes to the pickup.
    const said = PICKUP.test(text) ? `${hours.replace(/^Ja, (\S)/, (_, first: string) => first.toUpperCase())} ${pickupNote(hours)}` : hours;
    return { known: true, passage: OPENING_HOURS, full: said, short: said };
  }
  // The studio's answer says its visits are by appointment; the shop's hours only where they are asked outright ('… probeliegen, habt ihr da auf?').
  if (answer.passage.dynamic || (answer.passage.id.startsWith('boxspring') && !(OPEN_THEN.test(text) && dayOrTime)) || !(dayOrTime || ASKS_WHEN.test(text))) return answer;
  const hours = openingAnswer(question.text, now);
  // The phone once: where the hours give it (a holiday's note), the answer's sentence that gives it again goes.
  const phone = chatFacts.contact.phoneDisplay;
  const once = (said: string) => (hours.includes(phone) ? withoutPhoneSentences(said) || said : said);
  return { ...answer, full: `${hours} ${once(answer.full)}`, short: `${hours} ${once(answer.short)}` };
}

/** 'Ich möchte einen Termin für Samstag', 'Termin am Samstag um 11 möglich?', 'Can I book an appointment for Saturday?': an appointment wished for on a day. */
const WANTS_APPOINTMENT = /\b(moechte|haette gern|haette gerne|haetten gern|haetten gerne|brauche|braeuchte|brauchen|will|wollte|wuerde gern|wuerde gerne|suche)\b[^.?!]{0,30}\btermin\b|\btermin\b[^.?!]{0,40}\b(moeglich|frei)\b|\b(book|make|get|schedule) an appointment\b/;

/** A trial in the Boxspring studio ('zum Probeliegen', 'Probeschlafen'). */
const STUDIO_TRIAL = /\b(probeliegen|probe liegen|probeschlafen|probe schlafen|probelegen)\b/;

/**
 * An appointment wished for on a day: that day's hours, then how to make it (the hours alone read
 * as if the customer could simply come). A day by appointment already gives phone and e-mail.
 */
function withWayToBook(question: AskedQuestion, answer: Answer): Answer {
  if (!answer.known || answer.passage.dynamic !== 'opening-hours') return answer;
  // 'Kann ich am Samstag zum Probeliegen vorbeikommen?': the studio takes appointments, which the hours alone did not say.
  if (STUDIO_TRIAL.test(normalize(question.text)) && !answer.full.includes(chatFacts.boxspring.appointments)) {
    return { ...answer, full: `${answer.full} ${STUDIO_APPOINTMENT.fact}`, short: `${answer.short} ${STUDIO_APPOINTMENT.fact}` };
  }
  if (!WANTS_APPOINTMENT.test(normalize(question.text))) return answer;
  if (answer.full.includes(chatFacts.contact.phoneDisplay) && answer.full.includes(chatFacts.contact.email)) return answer;
  const way = withoutAside(APPOINTMENT);
  return { ...answer, full: `${answer.full} ${way}`, short: `${answer.short} ${way}` };
}

/** Passages that say how to book (the studio's too): on a holiday alone they read as a yes to that day. */
const BOOKING_PASSAGES = new Set(['appointment', 'boxspring', 'boxspring-appointment']);

/**
 * 'Kann ich für Ostermontag einen Termin ausmachen?': how to book, with 'Montag bis Mittwoch sind wir
 * nach Vereinbarung für Sie da', read as a yes to the holiday. The holiday's note comes first, and the
 * phone once; the weekdays' pointer goes.
 */
function withHolidayOfBooking(question: AskedQuestion, answer: Answer, now: Date): Answer {
  if (!answer.known || !BOOKING_PASSAGES.has(answer.passage.id) || holidaysAmong(question.match.time.days, now).length === 0) return answer;
  const hours = openingAnswer(question.text, now);
  const once = (said: string) => (hours.includes(chatFacts.contact.phoneDisplay) ? withoutPhoneSentences(said) : said);
  const said = (text: string) => [hours, once(text)].filter(Boolean).join(' ');
  return { known: true, passage: answer.passage, full: said(answer.full), short: said(answer.short) };
}

/**
 * 'Bis wann kann man euch telefonisch erreichen?', 'Seid ihr samstags telefonisch erreichbar?': the
 * facts name no hours for the phone; said so, beside the shop's hours.
 */
function withHoursOfCall(question: AskedQuestion, answer: Answer): Answer {
  const { time } = question.match;
  if (!answer.known || answer.passage.id !== 'phone' || !(time.found || ASKS_WHEN.test(normalize(question.text)))) return answer;
  const hours = `Zu welchen Zeiten wir telefonisch erreichbar sind, kann ich Ihnen nicht verlässlich sagen; unsere Öffnungszeiten: ${weekHours()}.`;
  return { ...answer, full: `${answer.full} ${hours}`, short: `${answer.short} ${hours}` };
}

/** 'das Sofa', 'den Sessel': the offer's kind (its name's first word) with an article. */
const namesKindOf = (text: string, offer: OfferPrice) => new RegExp(`\\b(?:der|die|das|den|dem|the) ${normalize(offer.name).split(' ')[0] ?? ''}\\b`).test(normalize(text));

/** The named offers' answer as a passage of its own (one topic: asked twice, answered once). */
const offersPassage = (fact: string): Passage => ({ id: 'offers-named', decides: 'Was kostet dieses Angebot?', keywords: '', fact });

/**
 * Passages that all lead to the sale page ('Was ist gerade im Sale? Gibt es auch Stühle zum Esstisch?',
 * a named piece's prices and 'how much is it on sale'): one answer.
 */
const SALE_PAGE = new Set(['sale', 'furniture-sale', 'offers-named']);
const sameTopic = (a: Passage, b: Passage) => a.id === b.id || (SALE_PAGE.has(a.id) && SALE_PAGE.has(b.id));

/** The questions of a message with their answers; the same topic twice is answered once. */
function answered(message: string, now: Date, offers: readonly OfferPrice[] = []): { question: AskedQuestion; answer: Answer }[] {
  const today = berlinMoment(now);
  const list: { question: AskedQuestion; answer: Answer; named?: readonly OfferPrice[] }[] = [];
  // 'Was kostet der Sessel und das Sofa zusammen?': the piece after 'und' is named by its kind, which
  // only the whole message's price question makes a name.
  const namedInMessage = offersNamed(message, offers);
  const paymentTold = PAYMENT_TOLD.test(normalize(message));
  const datePromised = DATE_PROMISED.test(normalize(message));
  for (const question of questionsOf(message, today)) {
    const namedHere = offersNamed(question.text, offers);
    const last = list.at(-1);
    const alsoNamed = namedInMessage.filter((offer) => !namedHere.includes(offer) && !last?.named?.includes(offer) && namesKindOf(question.text, offer));
    if (last?.named && namedHere.length === 0 && alsoNamed.length > 0 && last.answer.known && last.answer.full === offersReply(last.named, chatFacts, { saving: asksSaving(last.question.text), total: asksTotal(message) })) {
      const named = [...last.named, ...alsoNamed];
      const prices = offersReply(named, chatFacts, { saving: asksSaving(message), total: asksTotal(message) });
      last.named = named;
      last.answer = pricesAnswer(prices);
      continue;
    }
    // 'Was kostet das Sofa Lindholm? Und der Sessel Amrum? Was zahle ich insgesamt?': the sum, said with their prices (it got V (1), when bills are due).
    if (last?.named && last.named.length > 1 && namedHere.length === 0 && asksTotal(question.text) && last.answer.known) continue;
    const asked = normalize(question.text);
    // 'Lohnt sich das Lindholm? Wie viel Prozent sind da runter?': the saving of the piece named before, said in its prices.
    if (last?.named && namedHere.length === 0 && asksSaving(question.text) && SAVING_OF_IT.test(asked) && last.answer.known && last.answer.full === offersReply(last.named, chatFacts, { saving: asksSaving(last.question.text), total: asksTotal(message) })) {
      last.answer = pricesAnswer(offersReply(last.named, chatFacts, { saving: true }));
      continue;
    }
    // 'Was kostet das Sofa Lindholm und gibt es das auch als 2-Sitzer?': another version of the piece named before, which the sale does not list.
    if (last?.named && namedHere.length === 0 && ASKS_ABOUT_THE_PIECE.test(asked) && REFERS_BACK.test(asked) && !VISIT.test(asked) && !question.match.time.found) {
      last.answer = hedgedPrices(offersReply(last.named, chatFacts, { saving: asksSaving(last.question.text), total: asksTotal(message) }));
      continue;
    }
    const answer = withShopPurchase(withHolidayOfBooking(question, withWayToBook(question, withHoursOfCall(question, withHoursOfVisit(question, withOffersNamed(question, answerOne(question, now), offers, now, message), now))), now), message);
    // 'Mir wurde zweimal abgebucht, einmal am 3.3. und nochmal am 5.3. …', 'Lieferung für Dienstag versprochen, jetzt heißt es
    // Freitag': the days of a payment or of a date we gave, told, are no visit asked about.
    // A message without '?' is read as asking throughout; a part of it that tells a date is no question.
    const dayTold = (paymentTold && !question.asking) || (datePromised && !question.text.includes('?') && !message.includes('?'));
    if (dayTold && answer.known && answer.passage.dynamic === 'opening-hours') continue;
    // 'Heute um 19 Uhr? Und wenn nicht, morgen früh um 9?': the hours at each moment, not the first time on both days.
    const moment = (entry: (typeof list)[number]) => entry.answer.known && entry.answer.passage.dynamic === 'opening-hours' && twoMomentsAsked(entry.question.match.time, question.match.time);
    const same = answer.known ? list.find((entry) => entry.answer.known && sameTopic(entry.answer.passage, answer.passage) && !moment(entry)) : undefined;
    if (same && answer.known && answer.passage.dynamic === 'opening-hours') {
      // "Samstag? Und Sonntag?": one answer for both days.
      const text = `${same.question.text} und ${question.text}`;
      const merged = openingAnswer(text, now);
      same.question = { ...question, text };
      same.answer = { ...answer, full: merged, short: merged };
      continue;
    }
    // 'Was kostet das Sofa Lindholm? Und was kostet der Sessel Amrum?': another piece's prices join the first's, not dropped as the same topic.
    const otherPieces = same?.named && answer.known && answer.passage.id === 'offers-named' ? namedHere.filter((offer) => !same.named!.includes(offer)) : [];
    if (same && otherPieces.length > 0) {
      const named = [...same.named!, ...otherPieces];
      const prices = offersReply(named, chatFacts, { saving: asksSaving(message), total: asksTotal(message) });
      same.named = named;
      same.answer = [same.answer, answer].some((entry) => entry.known && entry.full.includes(REMARK_UNKNOWN)) ? hedgedPrices(prices) : pricesAnswer(prices);
      continue;
    }
    if (same) continue;
    // 'Ist der Eichentisch im Angebot massiv? Und was kostet der?': the piece's prices are said; the
    // words on what work costs would answer another question.
    const priceOfNamedPiece = answer.known && answer.passage.generic && question.match.units.length <= 1 && list.some((entry) => entry.answer.known && entry.answer.passage.id === 'offers-named');
    if (priceOfNamedPiece) continue;
    list.push({ question, answer, named: answer.known && answer.passage.id === 'offers-named' ? namedHere : undefined });
  }
  // What was only told, not asked, needs no 'cannot say'; the phone passage names the e-mail address too.
  // 'Ich hab per Mail bei euch bestellt, hab ich da ein Widerrufsrecht?': how the customer wrote is
  // told, not asked for; phone and e-mail are not answered beside a question.
  const toldContact = (entry: (typeof list)[number]) => !entry.question.asking && tellsOwnCase(entry.question.text) && entry.answer.known && CONTACT_PASSAGES.has(entry.answer.passage.id) && list.some((other) => other.question.asking);
  // 'Bin Unternehmer und kaufe für mein Hotel, gelten für mich andere Bedingungen?': a purchase told
  // beside a question needs no pointer to the sale.
  const toldPurchase = (entry: (typeof list)[number]) => !entry.question.asking && entry.answer.known && ABOUT_THE_SALE.has(entry.answer.passage.id) && list.some((other) => other.question.asking);
  // 'Das Sofa war super, aber jetzt ist die Naht offen': praise told beside a question asks for no service's description.
  const toldPraise = (entry: (typeof list)[number]) => !entry.question.asking && PRAISED.test(normalize(entry.question.text)) && list.some((other) => other.question.asking);
  // 'Ich bin total enttäuscht. Termin war heute 8 Uhr … keiner kam. Keiner geht ans Telefon.': the
  // apology asks the customer to tell what happened, by phone or e-mail; the rest of the story needs
  // no answer of its own, and what cannot be said of it is no question (one with '?' still is).
  const complaint = list.some(apologised);
  const toldInComplaint = (entry: (typeof list)[number]) =>
    complaint && !apologised(entry) && (entry.answer.known ? !entry.question.asking : !entry.question.text.includes('?'));
  const kept = list.filter((entry) => (entry.answer.known || entry.question.asking || list.length === 1) && !toldContact(entry) && !toldPurchase(entry) && !toldPraise(entry) && !toldInComplaint(entry));
  const covered = new Set(kept.flatMap(({ answer }) => (answer.known ? (answer.passage.covers ?? []) : [])));
  const answeredOnce = kept.filter(({ answer }) => !answer.known || !covered.has(answer.passage.id));
  // What the customer tells of their own case is answered after what they ask ('Hab heute um 14 Uhr
  // einen Termin, wo parke ich?': the parking first, then that the shop is open then).
  // A complaint's apology comes first ('Ich bin enttäuscht, bekomme ich einen Nachlass?').
  const told = (entry: (typeof list)[number]) => !entry.question.asking && tellsOwnCase(entry.question.text) && !apologised(entry);
  return [...answeredOnce.filter((entry) => !told(entry)), ...answeredOnce.filter(told)];
}

/** A part answered with the apology for a complaint. */
const apologised = ({ answer }: { answer: Answer }) => answer.known && answer.passage.id === 'displeased';

/** A part that only praises ('Das Sofa war super', 'die Beratung war wirklich toll'). */
const PRAISED = new RegExp(`\\b(war|waren|ist|sind)( (echt|wirklich|einfach|total|sehr|so))* (${PRAISE_WORDS}|schoen)$`);

/** Money that went ('abgebucht', 'überwiesen', 'Überweisung war am …'): its day is told, not asked. */
const PAYMENT_TOLD = /\b(abgebucht|abbuchung|abgebucht worden|ueberwiesen|ueberweisung war|ueberweisung ging|eingezahlt|lastschrift|gutgeschrieben|rechnung vom|mahnung vom)\b/;

/**
 * A date we gave or moved ('Lieferung für Dienstag versprochen', 'Termin wurde auf Freitag verschoben'): its day is told, not
 * asked. Not the customer's own appointment ('Ich habe für Samstag 11 Uhr einen Termin vereinbart', 'meinen Termin verschoben'),
 * which gets the hours of that day.
 */
const DATE_PROMISED = /\b(versprochen|zugesagt|jetzt heisst es|nun heisst es|liefertermin war|wurde( \S+){0,3} (verschoben|abgesagt)|(habt|haben sie|hat man)( \S+){0,4} (verschoben|abgesagt))\b/;

/** A message that opens as a question, with or without '?' ('wie reklamiere ich am besten, reicht ein anruf'). */
const QUESTION_START = /^(wie|wo|was|wann|wer|welche|welcher|welches|warum|wieso|kann|koennen|darf|muss|gibt|how|what|where|when|who|can)\b/;
/** All a line asks beside a fault it tells: what to do now. */
const WHAT_NOW = /\bwas (nun|jetzt|tun|machen|mache ich|mach ich|soll ich (jetzt |nun )?(tun|machen)|kann ich (jetzt |nun )?(tun|machen))\s*\?*\s*$|\bwhat (now|do i do|should i do|can i do)\s*\?*\s*$/;

/** Passages that only give phone and e-mail. */
const CONTACT_PASSAGES = new Set(['phone', 'email']);

const ORDINALS = ['ersten', 'zweiten', 'dritten', 'vierten', 'fünften', 'sechsten', 'siebten', 'achten', 'neunten', 'zehnten'];

/** 'Zur zweiten Frage' / 'Zur ersten und dritten Frage'. */
function whichQuestions(positions: readonly number[]): string {
  if (positions.length > 2 || positions.some((position) => position >= ORDINALS.length)) return 'Zu einigen Ihrer Fragen';
  const names = positions.map((position) => ORDINALS[position]!);
  return `Zur ${germanList(names)} Frage`;
}

/**
 * The text with its pointer, unless the text says it already (a closed day's answer names the days
 * by appointment too) or gives the phone number it gives ('Adresse und Telefonnummer?': the address's pointer names it too).
 */
const withPointer = (text: string, pointer: string | undefined) =>
  pointer && !text.includes(pointer) && !(pointer.includes(chatFacts.contact.phoneDisplay) && text.includes(chatFacts.contact.phoneDisplay)) ? `${text} ${pointer}` : text;

/** Sentences shorter than this ('z.', 'B.') are no sentences of their own. */
const SENTENCE_MIN = 20;

/** Where a sentence ends: the next one starts with a capital; a date's points ('15.12. um 09:30 Uhr') end none. */
const SENTENCE_BREAK = /(?<=\D[.!?])\s+(?=[\p{Lu}„"([])/u;

/**
 * Each text without the sentences an earlier one said ('Bezieht ihr Stühle neu und repariert ihr
 * Beine?': two passages, one sentence), and a sentence that says one again after its colon without
 * it ('Ja, wir bilden aus: Lena Vogt ist bei uns Auszubildende.' after the person's own answer).
 */
function withoutRepeats(texts: readonly string[]): string[] {
  const said = new Set<string>();
  const fresh = (sentence: string): string | null => {
    if (sentence.length >= SENTENCE_MIN && said.has(sentence)) return null;
    said.add(sentence);
    const colon = sentence.indexOf(': ');
    const after = colon < 0 ? '' : sentence.slice(colon + 2);
    return after.length >= SENTENCE_MIN && said.has(after) ? `${sentence.slice(0, colon)}.` : sentence;
  };
  return texts.map((text) => text.split(SENTENCE_BREAK).flatMap((sentence) => fresh(sentence) ?? []).join(' ')).filter(Boolean);
}

/**
 * How to make an appointment, where the hours asked already said it ('Kann ich Dienstag einfach
 * vorbeikommen oder brauche ich einen Termin?': Tuesday is by appointment, with phone and e-mail).
 */
function appointmentSaid(answer: Answer, entries: readonly { answer: Answer }[]): boolean {
  if (!answer.known || answer.passage.id !== 'appointment') return false;
  return entries.some(({ answer: other }) => other.known && other.passage.dynamic === 'opening-hours' && other.full.includes(chatFacts.contact.phoneDisplay) && other.full.includes(chatFacts.contact.email));
}

/** The reply to several questions: each answered, short forms where needed, within the limit. */
function combine(entries: readonly { question: AskedQuestion; answer: Answer }[], facts: ChatFacts, count = MAX_QUESTIONS): string {
  // What cannot be said is said once, at the end, naming the questions by their place, with phone
  // and e-mail (which then need no answer of their own unless asked); a remark is no question to number.
  const unknown = entries.flatMap((entry, position) => (entry.answer.known ? [] : [position]));
  const onlyRemarks = unknown.every((position) => entries[position]!.question.remark);
  // The one question of a message that otherwise tells ('Mein Termin ist am Freitag, muss ich was
  // mitbringen?'): numbered, it read as the first of several the customer never asked.
  const onlyQuestion = unknown.length === 1 && entries.every((entry, position) => position === unknown[0] || !entry.question.asking);
  const cannot = onlyRemarks || onlyQuestion ? REMARK_UNKNOWN : `${whichQuestions(unknown)}: ${CANNOT_SAY.replace(/\.$/, '')}`;
  // Phone and e-mail asked for ('Was ist eure Telefonnummer und …') are answered; the numbered
  // 'cannot say' after them then needs none of its own ('Zur zweiten Frage: …' alone read as if the
  // first were forgotten).
  const contactOnlyTold = (entry: (typeof entries)[number]) => unknown.length > 0 && entry.answer.known && CONTACT_PASSAGES.has(entry.answer.passage.id) && !entry.question.asking;
  const knownEntries = entries.filter((entry) => entry.answer.known && !contactOnlyTold(entry) && !appointmentSaid(entry.answer, entries));
  const shown = knownEntries.slice(0, count);
  const more = knownEntries.length > shown.length ? ` ${ASK_THE_REST}` : '';
  const texts = shown.map((entry) => (entry.answer as Extract<Answer, { known: true }>).full);
  // The phone number once: a later answer that would give it again says its short form where that has none.
  shown.forEach((entry, position) => {
    const { short } = entry.answer as Extract<Answer, { known: true }>;
    const phone = facts.contact.phoneDisplay;
    if (texts[position]!.includes(phone) && !short.includes(phone) && texts.slice(0, position).some((text) => text.includes(phone))) texts[position] = short;
    // 'Ist heute jemand im Laden oder muss ich dafür anrufen?': phone and e-mail asked after an answer
    // that gave both are not given again (what is said beside them, the phone's hours, stays).
    const { passage } = entry.answer as Extract<Answer, { known: true }>;
    const earlier = texts.slice(0, position);
    const [phoneGiven, mailGiven] = [earlier.some((text) => text.includes(phone)), earlier.some((text) => text.includes(facts.contact.email))];
    if (CONTACT_PASSAGES.has(passage.id) && (phoneGiven || mailGiven)) {
      const rest = phoneGiven && mailGiven ? '' : phoneGiven ? `Per E-Mail erreichen Sie uns unter ${emailLink(facts)}.` : `Telefonisch erreichen Sie uns unter ${phone}.`;
      // Its aside, where said ('Einen Rückruf kann ich … nicht veranlassen'), stays.
      texts[position] = texts[position]!.replace(withoutAside(passage), rest).trim();
    }
  });
  // Phone and e-mail once: what an answer already gave (an appointment day's both, the parking
  // gap's the phone) is not given again.
  const contact = () => {
    const gave = (text: string) => texts.some((answer) => answer.includes(text));
    // 'kostet der Sale-Teppich wirklich nur 199 Euro oder ist das ein Fehler?': the piece's prices already said it cannot say more.
    if (unknown.length === 0 || (cannot === REMARK_UNKNOWN && gave(REMARK_UNKNOWN))) return '';
    const [phone, mail] = [gave(facts.contact.phoneDisplay), gave(facts.contact.email)];
    if (phone && mail) return ` ${cannot}.`;
    if (phone) return ` ${cannot}; schreiben Sie uns gern auch per E-Mail an ${emailLink(facts)}.`;
    if (mail) return ` ${cannot}; rufen Sie uns gern auch an: ${facts.contact.phoneDisplay}.`;
    return ` ${cannot}; fragen Sie uns gern ${contactLine(facts)}.`;
  };
  const total = () => texts.join(' ').length + contact().length + more.length;
  // Longest first into the short form until it fits.
  while (total() > MAX_ANSWER_LENGTH) {
    let longest = -1;
    shown.forEach((entry, position) => {
      if (entry.answer.known && texts[position] !== entry.answer.short && (longest === -1 || texts[position]!.length > texts[longest]!.length)) longest = position;
    });
    if (longest === -1) break;
    texts[longest] = (shown[longest]!.answer as { short: string }).short;
  }
  let reply = `${withoutRepeats(texts).join(' ')}${contact()}${more}`.trim();
  if (reply.length > MAX_ANSWER_LENGTH && shown.length > 1) return combine(entries, facts, shown.length - 1);
  // One long answer beside a question it cannot answer ('Nutzt euer Chat ChatGPT? Und wie wird das Wetter morgen?' came to 623
  // characters): that it cannot say, without the way to ask, which the answer then does not give either.
  if (reply.length > MAX_ANSWER_LENGTH) reply = `${withoutRepeats(texts).join(' ')}${unknown.length > 0 ? ` ${cannot}.` : ''}${more}`.trim();
  const anyUnknown = unknown.length > 0;
  // One pointer where it fits: the AGB when every answer is a clause, else the only one there is.
  const known = shown.flatMap((entry) => (entry.answer.known ? [entry.answer] : []));
  const pointer = known.every((answer) => answer.passage.clauses)
    ? `Nachzulesen in unseren [AGB](${facts.pages.agb}).`
    : known.filter((answer) => answer.pointer).length === 1
      ? known.find((answer) => answer.pointer)!.pointer
      : undefined;
  // 'wo seid ihr und habt ihr heute auf': the address's pointer would say the hours a second time.
  const hoursAgain = pointer?.includes(weekHours(facts)) && known.some((answer) => answer.passage.dynamic === 'opening-hours');
  if (pointer && !hoursAgain && !anyUnknown && reply.length + pointer.length + 1 <= MAX_ANSWER_LENGTH) reply = withPointer(reply, pointer);
  return reply;
}

/** 'wenn ihr schon mit dem Nähen angefangen habt', 'nach Beginn der Arbeiten': the work has begun. */
const WORK_BEGUN = /(^| )(schon|bereits)( [a-z]+){0,5} (angefangen|begonnen|losgelegt|zugeschnitten|genaeht|fertig|gemacht|gemachte|gemachten|erledigt|erledigte|geleistet|geleistete)( |$)|(^| )nach (dem )?(beginn|arbeitsbeginn|start)( |$)|(^| )nachdem (ihr|sie|du) (angefangen|begonnen)( |$)|(^| )(schon|bereits) in arbeit( |$)|(^| )(after|once|when) (you|they|the work) (have |has )?(started|begun|began)( |$)|(^| )already (started|begun)( |$)/;
const WORK_NOT_BEGUN = /(^| )(noch nicht|nicht)( [a-z]+){0,4} (angefangen|begonnen)( |$)/;

/** Cancelling once the work has begun: the terms price only a cancellation before (VI (3)). */
const afterWorkBegan = (passage: Passage) =>
  `${passage.brief ?? passage.fact} Was gilt, wenn wir schon begonnen haben, regeln unsere AGB nicht; sprechen Sie uns bitte direkt an: ${contactLine(chatFacts)}.`;

/**
 * The reply to a message, as of `now`. `offers` are the sale's pieces at this moment (the chat
 * function reads them): a question that names one gets its prices.
 */
export function answerFromKnowledge(message: string, now: Date = new Date(), offers: readonly OfferPrice[] = []): string {
  const reply = withinLimit(replyTo(message, now, offers));
  if (!declaredInChat(message)) return reply;
  const note = declarationNote(chatFacts);
  // The e-mail address once: a reply that gives it (the way to ask) goes.
  if (`${note} ${reply}`.length <= MAX_ANSWER_LENGTH && !reply.includes(chatFacts.contact.email)) return `${note} ${reply}`;
  // Too long beside the note: the clause it meets in brief ('… berechnen wir pauschal 5 % …').
  const [top] = matchPassages(message, now);
  const brief = top?.passage.clauses && top.passage.brief ? [top.passage.brief, top.passage.pointer].filter(Boolean).join(' ') : '';
  return brief && `${note} ${brief}`.length <= MAX_ANSWER_LENGTH ? `${note} ${brief}` : note;
}

const ASK_THE_REST = 'Ihre übrigen Fragen beantworte ich gern einzeln.';

/**
 * The reply within MAX_ANSWER_LENGTH: where the answers to several questions come to more (the
 * hours of three days beside another question came to 966 characters), its sentences up to the
 * limit, and that the rest are answered one at a time.
 */
function withinLimit(reply: string): string {
  if (reply.length <= MAX_ANSWER_LENGTH) return reply;
  const sentences = reply.split(SENTENCE_BREAK);
  const kept: string[] = [];
  for (const sentence of sentences) {
    if ([...kept, sentence, ASK_THE_REST].join(' ').length > MAX_ANSWER_LENGTH) break;
    kept.push(sentence);
  }
  return kept.length > 0 ? `${kept.join(' ')} ${ASK_THE_REST}` : reply;
}

function replyTo(message: string, now: Date, offers: readonly OfferPrice[]): string {
  const social = socialReply(message, chatFacts);
  if (social) return social;
  const clause = clauseReply(message, knownPassages(), chatFacts);
  if (clause) return clause;
  const entries = answered(message, now, offers);
  // Where the story's questions all meet a clause or ask for the way to us, those are its answer
  // ('… etwas dunkler als das Muster. Kann ich die reklamieren?', '… Wie kann sie sich schriftlich an Sie wenden?').
  const trouble = troubleTold(message);
  const answeredWell = entries.every(({ answer }) => saidHere(answer));
  // A fault told in a line ('der stuhl den ihr neu gepolstert habt wackelt jetzt. kostet die reparatur was?') asks for no
  // service, and where nothing else is known ('Das Bett, das Sie mir geliefert haben, quietscht') the apology is more than 'cannot say'.
  const serviceAnswered = entries.some(({ answer }) => answer.known && answer.passage.service);
  const nothingKnown = entries.every(({ answer }) => !answer.known);
  const billAnswered = entries.every(({ answer }) => answer.known && BILL_CLAUSES.has(answer.passage.id));
  // 'Wann bekomme ich endlich meine Rechnung? Ich brauche sie für die Steuer.' is no question on the VAT in prices.
  const lateMisread = trouble?.late && entries.some(({ answer }) => answer.known && answer.passage.clauses && !LATE_CLAUSES.has(answer.passage.id));
  // Damage our people did, or a complaint answered with no more than phone and e-mail ('Ich möchte mich beschweren'): the apology says both.
  const contactOnly = entries.length > 0 && entries.every(({ answer }) => answer.known && CONTACT_PASSAGES.has(answer.passage.id));
  // A complaint said in a line that asks nothing ('Ich habe eine Reklamation.'): the clause it meets goes after the apology.
  const normalized = normalize(message);
  const toldOnly = !message.includes('?') && !QUESTION_START.test(normalized);
  const complaintLine = trouble?.complaint && !trouble.story && toldOnly;
  // A complaint told before the question ('… ganz andere Farbe als das Muster, bin echt enttäuscht. Wie läuft ne
  // Reklamation bei euch?'): the apology and the way to us first, then the clause it meets (it got the clause alone).
  // Only where the question asks how to complain: a bill in dispute or a date moved keep their own rules (above, below).
  const complaintTold = trouble?.complaint && !trouble.story && !trouble.bill && !trouble.late && /[.!]\s+[^.!?]*\b(?:reklam|beschwer)[^.!?]*\?/i.test(message);
  // Lateness told in a line ('Die Lieferung kam zu spät'): the apology before the clause on dates, not the clause alone.
  const lateLine = trouble?.late && !trouble.story && toldOnly;
  // A fault of our work told in a line, asking nothing or only what to do now ('Das Parkett knarzt seit dem Verlegen, was jetzt?'
  // got the limitation clause its words share): the apology and a clause on the fault it met, no other clause its words share.
  const defectLine = trouble?.defect && !trouble.complaint && !trouble.story && (toldOnly || WHAT_NOW.test(normalized));
  // A transport damage is no answer where work fitted on site is told without a delivery ('Das Parkett, das ihr verlegt habt, hat Kratzer').
  const fittedNotDelivered = (answer: Answer) => Boolean(trouble?.fitted && answer.known && answer.passage.id === 'transport-damage');
  if (trouble && defectLine) return troubleReply(entries.filter(({ answer }) => answer.known && FAULT_CLAUSES.has(answer.passage.id) && !fittedNotDelivered(answer)), trouble, chatFacts);
  const apologyFirst = trouble && (trouble.damage || (trouble.defect && !trouble.story) || complaintLine || complaintTold || (contactOnly && trouble.complaint && !trouble.story) || (trouble.bill && !billAnswered) || lateMisread || lateLine || (trouble.late && trouble.complaint));
  // When claims expire is said where a time is asked, not where a trouble's words share the clause's ('Bei der Lieferung wurde unser Parkett zerkratzt').
  const timeAsked = TIME_ASKED.test(normalized);
  const withoutUnaskedLimits = entries.filter(({ answer }) => (timeAsked || !(answer.known && TIME_LIMIT_CLAUSES.has(answer.passage.id))) && !fittedNotDelivered(answer));
  if (trouble && (apologyFirst || (!answeredWell && (trouble.story || serviceAnswered || nothingKnown)))) return troubleReply(withoutUnaskedLimits, trouble, chatFacts);
  if (entries.length === 0 || entries.every((entry) => !entry.answer.known)) return unknownQuestionReply();
  const cancelling = entries.find((entry) => entry.answer.known && entry.answer.passage.id === 'withdrawal-before-start');
  // Beside what else is asked ('darf ich dann kündigen und was zahle ich für die schon gemachte Arbeit?').
  if (cancelling?.answer.known && WORK_BEGUN.test(normalize(message)) && !WORK_NOT_BEGUN.test(normalize(message))) {
    const hedged = afterWorkBegan(cancelling.answer.passage);
    if (entries.length === 1) return withPointer(hedged, cancelling.answer.passage.pointer);
    cancelling.answer = { ...cancelling.answer, full: hedged, short: hedged };
  }
  if (entries.length === 1) {
    const answer = entries[0]!.answer as Extract<Answer, { known: true }>;
    const full = withPointer(answer.full, answer.pointer);
    if (full.length <= MAX_ANSWER_LENGTH) return full;
    const short = withPointer(answer.short, answer.pointer);
    return short.length <= MAX_ANSWER_LENGTH ? short : answer.short;
  }
  return combine(entries, chatFacts);
}

/** What a story of trouble keeps of the answers to its questions: a clause, or the way to us. */
const saidHere = (answer: Answer) => answer.known && Boolean(answer.passage.clauses || CONTACT_PASSAGES.has(answer.passage.id));

/** Clauses a bill in dispute asks about ('die rechnung ist falsch, wie lange hab ich zeit'); others only share its words ('berechnet'). */
const BILL_CLAUSES = new Set(['invoice-objection', 'set-off', 'retention-right']);

/** Clauses an order waited for asks about: when dates bind. */
const LATE_CLAUSES = new Set(['delivery-dates']);

/** A clause that answers a story's question: of a bill in dispute only the clauses on bills, of waiting alone only the one on dates. */
const answeredBy = (answer: Answer, trouble: TroubleTold): boolean =>
  answer.known && Boolean(answer.passage.clauses) && (!trouble.bill || BILL_CLAUSES.has(answer.passage.id)) && (!trouble.late || trouble.defect || trouble.damage || LATE_CLAUSES.has(answer.passage.id));

/** Clauses on faults of the work and the goods: one of them answers a defect told already. */
const DEFECT_CLAUSES = new Set(['defect-rights', 'obvious-defects', 'not-defects', 'limitation', 'limitation-exceptions', 'natural-materials', 'transport-damage']);
/** When claims on a fault expire: asked as a time, never by a fault or a damage told. */
const TIME_LIMIT_CLAUSES = new Set(['limitation', 'limitation-exceptions']);
const TIME_ASKED = /\b(wie lange?|bis wann|frist|fristen|verjaehr\w*|garantie|gewaehrleistung|noch reklamieren|how long|warranty|guarantee)\b/;
/** Of those, the ones a fault told in a line asks by itself. */
const FAULT_CLAUSES = new Set([...DEFECT_CLAUSES].filter((id) => !TIME_LIMIT_CLAUSES.has(id)));
/**
 * What a customer kept waiting asks of the date: their rights, whether it binds, and withdrawing (the
 * clause on dates, not VI (3)'s fee for withdrawing without our fault).
 */
const RIGHTS_ASKED = /\b(rechte|meine rechte|bestehen|verbindlich|anspruch|ansprueche|was kann ich (da )?(tun|machen)|my rights|zuruecktreten|ruecktritt|vom vertrag|stornieren|storno|cancel)\b/;
const STORY_QUESTIONS_UNKNOWN = 'Was Sie zu Ihrem Fall fragen, kann ich Ihnen hier nicht verlässlich beantworten.';
/** Clauses said beside a story's apology; more are asked to come one at a time. */
const STORY_CLAUSES = 2;

/**
 * The reply to a story of trouble (troubleStory.ts): the apology with the way to a person, who
 * takes the case up, and what the terms say where the story asks of a clause; of a fault, what
 * defects entitle to where no clause on faults was asked. Nothing else its words happen to share
 * with a passage (a service, the hours, the planning talk), and no 'cannot say' for its details.
 */
function troubleReply(entries: readonly { question: AskedQuestion; answer: Answer }[], trouble: TroubleTold, facts: ChatFacts): string {
  const byId = (id: string) => knownPassages().find((passage) => passage.id === id)!;
  // Of a damage told, the clause on liability its telling part met answers what it asks ('… eine Delle in den Boden gemacht, bekomme ich Schadensersatz?').
  const asked = entries.flatMap(({ question, answer }) => ((question.asking || trouble.damage) && answer.known && answeredBy(answer, trouble) ? [answer.passage] : []));
  const clauses = [...new Set(asked)];
  // Of a fault, the defect rights go first where none of the clauses said answers it.
  const defectRights = trouble.defect && !clauses.slice(0, STORY_CLAUSES).some((passage) => DEFECT_CLAUSES.has(passage.id)) ? [byId('defect-rights')] : [];
  // Of waiting past a date, asked what the customer may ask of it ('Was sind meine Rechte?', 'Kann ich auf dem Termin bestehen?'): when dates bind.
  const asksOfTheDate = trouble.late && entries.some(({ question }) => question.asking && RIGHTS_ASKED.test(normalize(question.text)));
  const datesBind = asksOfTheDate && !clauses.slice(0, STORY_CLAUSES).some((passage) => LATE_CLAUSES.has(passage.id)) ? [byId('delivery-dates')] : [];
  // Of work billed but never ordered: only extra work wished for is charged, and how to object.
  const unorderedRules = trouble.unordered ? [byId('extra-work'), byId('invoice-objection')] : [];
  const shown = [...new Set([...defectRights, ...datesBind, ...unorderedRules, ...clauses.filter((passage) => !asksOfTheDate || LATE_CLAUSES.has(passage.id))])].slice(0, STORY_CLAUSES);
  // 'wann kommt das bett jetzt und wer zahlt mir den verlorenen urlaubstag': asked, and not known here.
  // A line that only tells ('… das sofa hat nen fleck auf der rückenlehne. fotos hab ich') asks nothing unknown.
  const unanswered = trouble.asks && !trouble.unordered && !asksOfTheDate && entries.some(({ question, answer }) => question.asking && !(answeredBy(answer, trouble) || (answer.known && CONTACT_PASSAGES.has(answer.passage.id)))) ? [STORY_QUESTIONS_UNKNOWN] : [];
  const replyOf = () => [byId('displeased').fact, ...shown.map((passage) => passage.brief ?? passage.fact), ...unanswered].join(' ');
  // Within the limit: the later clause goes first, then the note on what is not known here.
  while (replyOf().length > MAX_ANSWER_LENGTH && shown.length > 1) shown.pop();
  if (replyOf().length > MAX_ANSWER_LENGTH) unanswered.pop();
  const reply = replyOf();
  // One clause is pointed to by its section ('AGB, Abschnitt VII (2)'), two by the terms as a whole.
  const pointer = shown.length === 1 && shown[0]!.pointer ? shown[0]!.pointer : `Nachzulesen in unseren [AGB](${facts.pages.agb}).`;
  return shown.length > 0 && reply.length + pointer.length < MAX_ANSWER_LENGTH ? `${reply} ${pointer}` : reply;
}

/** The passages a message is about, best first (empty when none fits): per question its best. */
export function matchPassages(message: string, now: Date = new Date()): PassageMatch[] {
  const questions = questionsOf(message, berlinMoment(now)).filter((question) => !question.match.gap);
  if (questions.length === 1) return questions[0]!.match.candidates.slice(0, 3).map(({ passage, rank }) => ({ passage, score: rank }));
  return questions.flatMap((question) => question.match.candidates.slice(0, 1).map(({ passage, rank }) => ({ passage, score: rank })));
}

/** The facts behind the answer, for a language model's prompt: per question its fact (opening hours as of now). */
export function passagesForPrompt(message: string, now: Date = new Date()): string[] {
  const entries = answered(message, now).flatMap(({ question, answer }) => (answer.known ? [{ question, answer }] : []));
  if (entries.length === 1) {
    const { question, answer } = entries[0]!;
    const [, runnerUp] = question.match.candidates;
    // Opening hours: the answer as of now, and the week's hours.
    if (answer.passage.dynamic) return [answer.full, answer.passage.fact];
    const close = runnerUp && !runnerUp.passage.dynamic && runnerUp.rank >= question.match.candidates[0]!.rank - 0.15 ? [runnerUp.passage.fact] : [];
    return [answer.full, ...close].slice(0, 2);
  }
  return entries.slice(0, 3).map(({ answer }) => answer.full);
}
