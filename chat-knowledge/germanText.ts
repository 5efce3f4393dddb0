/**
 * German text for matching: lower case, umlauts and ß spelled out (ä → ae, ß → ss) so
 * 'Öffnungszeiten' and 'Oeffnungszeiten' are one word, accents dropped, punctuation removed, a
 * light stemmer for plural and case endings, the filler words of questions left out (German in
 * the Du and the Sie form, and English), and abbreviations and English words read as the German
 * word they stand for (synonyms.ts). Plain string code: runs in Deno, Node and the browser.
 */
import { ABBREVIATIONS, DIALECT_TIME_WORDS, ENGLISH, GERMAN } from './synonyms.ts';

// The dotless ı of Turkish is an i ('açık'), not a break between words.
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ı: 'i' };

/** Lower case, umlauts spelled out, accents dropped; punctuation is kept. */
export function fold(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßı]/g, (char) => UMLAUTS[char] ?? char)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[a-z]+/g, (word) => DIALECT_TIME_WORDS[word] ?? word)
    // 'Sinn ihr samschdags do?': 'sinn' is 'seid' only there ('der Sinn des Lebens' is no question of ours).
    .replace(/\bsinn (?=(ihr|sie)\b)/g, 'seid ')
    // 'am Dienstagabend': the day and the time of day, as the time words read them apart.
    .replace(/\b(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)(morgen|vormittag|mittag|nachmittag|abend)(s?)\b/g, '$1$3 $2$3');
}

/** Abbreviations whose dot ends no sentence ('bzw. „Websitedaten verwalten“', 'Art. 15 DSGVO'). */
const ABBREVIATED = /(?:^|\s)(?:bzw|ca|usw|etc|vgl|ggf|inkl|evtl|Nr|Abs|Art|lit|[a-zA-Z])\.$/;

/** The sentences of a text ('Wie leben Sie?' ends one too); a dot inside a word ('info@wichtrey.example') or after an abbreviation ends none. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(/[.!?]+(?=\s|$)/g)) {
    const upTo = end.index + end[0].length;
    if (upTo < text.length && ABBREVIATED.test(text.slice(start, upTo))) continue;
    sentences.push(text.slice(start, upTo).trim());
    start = upTo;
  }
  sentences.push(text.slice(start).trim());
  const found = sentences.filter(Boolean);
  return found.length ? found : [text];
}

/** Items as a German list: 'a, b und c'. */
export const germanList = (items: readonly string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} und ${items.at(-1)}` : (items[0] ?? ''));

/** 'Öffnungszeiten am Wochenende?' → 'oeffnungszeiten am wochenende'. */
export function normalize(text: string): string {
  return fold(text)
    // '-30%' as an offer card shows it: what the card's figure means is asked.
    .replace(/(^|\s)[-–]\s*\d+\s*%/g, '$1 prozentangabe ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(TYPED_VERBS, (word) => TYPED_VERB_FORMS[word]!)
    .trim();
}

/** Verbs of the phrases as customers type them: 'hapt ihr samstags auf', 'wie komm ich zu euch'. */
const TYPED_VERB_FORMS: Record<string, string> = { hapt: 'habt', habbt: 'habt', 'komm ich': 'komme ich' };
const TYPED_VERBS = new RegExp(`\\b(?:${Object.keys(TYPED_VERB_FORMS).join('|')})\\b`, 'g');

const ENDINGS = ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'];

/** Words whose ending is part of the word ('Montage' is not 'Montag'). */
const KEEP = new Set(['montage', 'montagen']);

/**
 * Strips one inflection ending from words longer than four letters: 'marken' → 'mark'. A lone
 * 'n' only after l or r ('Mängeln', 'Federn'; 'Reklamation' keeps it), a lone 's' only after a,
 * o or y ('Sofas'; 'Preis' keeps it), so singular and plural meet.
 */
export function stem(word: string): string {
  if (word.length <= 4 || KEEP.has(word)) return word;
  for (const ending of ENDINGS) {
    if (!word.endsWith(ending) || word.length - ending.length < 4) continue;
    const before = word.charAt(word.length - ending.length - 1);
    if (ending === 'n' && before !== 'l' && before !== 'r') continue;
    if (ending === 's' && !'aoy'.includes(before)) continue;
    return word.slice(0, -ending.length);
  }
  return word;
}

/**
 * Other forms a query word may take in the knowledge's vocabulary: verb endings of the Du, Sie
 * and ihr forms ('nähst', 'näht', 'nähen'), participles, an ending the stemmer kept.
 */
export function wordForms(word: string): string[] {
  const forms = [stem(word), word];
  for (const ending of ['est', 'st', 'et', 't', 'te', 'ten', 'ung', 'e']) {
    if (word.endsWith(ending) && word.length - ending.length >= 4) forms.push(stem(word.slice(0, -ending.length)), word.slice(0, -ending.length));
  }
  if (word.startsWith('ge') && word.length > 6) forms.push(stem(word.slice(2)), stem(`${word.slice(2, -1)}en`));
  // 'sehe' → 'sehen', 'schau' → 'schauen'.
  forms.push(stem(`${word}n`), stem(`${word}en`));
  // A plural by umlaut: 'Kostenvoranschläge' → 'Kostenvoranschlag', 'Stühle' → 'Stuhl'.
  const singular = /^(.{3,})([aou])e([^aeiou]+)(?:e|en|er)$/.exec(word);
  if (singular) forms.push(stem(`${singular[1]}${singular[2]}${singular[3]}`));
  return [...new Set(forms)];
}

/**
 * Words that carry no topic: articles, pronouns in every form (du/ihr/Sie), auxiliaries and
 * modal verbs in every person, particles, generic verbs and adjectives, greetings, and the same
 * in English. Question words stay out too; the engine reads times and days on its own.
 */
export const FILLERS = new Set(
  (
    // German
    'a ab aber ach alle alles also am an auch auf aus bei beim bin bis bist bitte bzw ca da dabei dafuer damit davon dann das dass dem den denen der des dich die dies diese diesem diesen dieser dir doch du durch ' +
    'ein eine einem einen einer eines einfach einmal er es etwa etwas euch euer eure eurem euren eurer evtl gegen genau gerne gern ggf gibt gibts gab ganz gleich grad hab habe haben habt hallo hast hat hatte haette hi hey ' +
    'hier ich ihm ihn ihnen ihr ihre ihrem ihren ihrer im in inzwischen irgendwie ist ja je jemand jetzt kann kannst koennen koennt koennte koennten koenntet man manchmal mein meine meinem meinen meiner mich mir mit moechte moechten moechtest ' +
    'muss musst muessen muesst muesste muessten muesstest nach naechste nein nicht nichts nix noch nun nur ob oder ok okay pls plz schon sehr sein seid seine seinem seinen selber selbst sich sie sind so sodass soll sollen sollte sowas sowie ' +
    'fuehrt fuehren fuehrst toll uns unser unsere unserem unseren unserer und usw vom von vor vorm war waere waeren was weil welche welchem welchen welcher welches wem wen wenn wer werde werden wie wieso wieviel viel viele warum weshalb wir wird wirklich echt zufaellig wo woher wohin wollen wollte wollten wolltest lass ' +
    'will willst wollt wuerde wuerden zu zum zur zwar mal denn eigentlich etc gerade momentan aktuell halt eben quasi sagen sag sagt weiss wissen frage fragen ueber fuer mach mache machen macht machst gehen geht ' +
    // A formal request ('ich möchte Sie bitten, mir … mitzuteilen', 'wir benötigen'): no topic of its own.
    'bitten mitzuteilen mitteilen ihres benoetige benoetigen benoetigt ' +
    // 'eine schöne Tagesdecke': how the customer likes it, no topic.
    'schoene schoenen schoener schoenes ' +
    // 'Was kostet der Spaß?': the cost asked of what was named, no topic.
    'spass ' +
    // 'für ein normales Fenster': the usual size, no topic ('ist das normal?' asks whether it is a defect).
    'normale normalen normaler normales ' +
    'passt passen brauch brauche brauchen braucht brauchst krieg kriegt nich bekomm bekomme bekommen bekommt bekommst kriege kriegen tun tut finde finden findet gut super klar danke vielen dank infos info information informationen moeglich machbar schoen bzgl hin her wieder sonst ' +
    'um als dies jeweils eher immer also eig heisst kurz kurze hoch hohe mehr wenig weniger erst erstmal neu neue neuer neues neuen alte alten altes liebe lieber gross grosse grossen grosser grosses klein kleine kleinen kleiner kleines dass vielleicht eventuell moeglicherweise ' +
    'fuers furs suche suchen wohnzimmer schlafzimmer esszimmer kinderzimmer arbeitszimmer badezimmer bad flur buero kueche kuechen wintergarten wintergaerten gaestezimmer ' +
    // Where in the customer's house ('neuen Teppichboden im Obergeschoss'), as the rooms are.
    'obergeschoss erdgeschoss dachgeschoss untergeschoss ' +
    // Who asks ('Ich bin Vermieter …'), not renting asked ('vermieten').
    'vermieter vermieterin ' +
    // 'Außerdem bräuchten wir noch ein Plissee': one more thing asked, no topic.
    'ausserdem ' +
    // Clipped in chat: 'wo find ich …', 'was isn das …'.
    'find isn ' +
    // 'einen guten Bodenleger': how good, as 'gut' is, no topic.
    'guten guter gutes ' +
    // 'total durchgesessen', 'wie früher', 'als PDF', 'was bedeutet …', 'ich bräuchte', 'Hätten Sie …', 'wie lange bleibt … gespeichert', 'gibt es irgendwo …', 'ich würd gern …', 'ist es nötig, …', 'was kostet das zusammen'.
    'total voellig frueher pdf bedeutet bedeuten braeuchte braeuchten haetten haettest ins bleibt bleiben bleibe irgendwo wuerd noetig notwendig zusammen insgesamt bezueglich hinsichtlich betreffend zweimal dreimal mehrmals mehrfach menschen ' +
    // How customers address each other ('Abi habt ihr samstag auf?', 'Bro …'), and 'wan' typed for 'wann'.
    'abi bro digga kardesim wan ey ' +
    // 'falls bei mir was passiert' is 'wenn …'.
    'falls sofern ' +
    // '… wurde gar nicht beachtet. Schade.': a sigh, not a damage ('Schaden').
    'schade ' +
    // 'Probeschlafen klingt super, wie läuft das ab?': how it sounds is no topic.
    'klingt klingen klang ' +
    // 'Bietet ihr Plissees an?' asks for what is named; 'Was bietet ihr an?' is the services' phrase.
    'bietet bieten bietest anbieten ' +
    // 'die genaue Firmenbezeichnung', 'euer genauer Firmenname'.
    'genaue genauer genauen genaues ' +
    // Whose it was ('aus dem Brautkleid meiner Mutter Kissen nähen'): family, no topic.
    'mutter vater mama papa oma opa grossmutter grossvater schwiegermutter schwiegervater ' +
    // 'son neuer Bezug fürn Stuhl' (so ein, für einen); 'sorry für die blöde Frage, aber …'.
    'son sone sonen fuern sorry bloede bloed dumme doofe doof ' +
    // The du form run together, as typed ('Kannste mir sagen …'), and dialect ('habt ihr och Gardinen', 'bei eich').
    'kannste haste biste willste weisste musste machste gibste och eich ' +
    // The Bavarian and Austrian ihr forms ('habts ihr am Montag offen?', 'seids morgen da').
    'habts seids machts koennts ' +
    // The region's own words for 'ich, habe, auch, nicht wahr, oder, man, mal, von, das, was, nun,
    // für, neue, gleich, hätte, wollen, euer, darf, der, werden, könnt, mein, dem, nicht, ein' ('Isch hann aach …, gell?';
    // 'Wolle' the wool is rarely asked alone).
    'isch hann hamma aach gell odder mer mol vun des dat wat nu fer neie nei glei haett hett wolle eiern eier derf de werre kenne kinne kennt kinnt mei em en net n korz ' +
    // Whether something is allowed ('Mahngebühr, ist das rechtens?') asks about the thing, not about the law.
    'rechtens rechtmaessig zulaessig ' +
    // How bad something is ('Die Akustik in unserem Büro ist furchtbar') says nothing of what is asked.
    'schlecht schlechte schlechter furchtbar furchtbare schrecklich schreckliche katastrophal mies grauenhaft grausam frechheit unverschaemtheit unverschaemt frech dreist ehrlich ' +
    // Interest ('Ich interessiere mich für neue Vorhänge') says that something is asked, not what.
    'interessiere interessieren interessiert interessant wuesste wuessten ' +
    // What someone thinks ('Meine Frau meint, …') is told, not asked about.
    'meint meinte meinten ' +
    // 'Macht ihr beides?' points back to what was told; 'jeden Tag außer Sonntag', 'obwohl Samstag ist',
    // 'komplett neu', 'pünktlich um sechs' say which or how, not what.
    'beides ausser obwohl komplett kompletten puenktlich jeden jede jeder jedes ganze ganzen ' +
    // A size ('ein Bett in Übergröße 200x220') says how big, as '180er' does ('…größe' is no 'essen').
    'groesse groessen uebergroesse uebergroessen sondergroesse sondergroessen ' +
    // Waiting ('Seit 3 Wochen warte ich auf Rückruf') says how long, not what.
    'warte wartet warten ' +
    // A negation names no topic ('keiner meldet sich' is not 'Kein Widerrufsrecht').
    'kein keine keiner keinen keinem keines ' +
    'laden geschaeft firma betrieb shop store ueberhaupt ehesten besten beste bester schnellsten einfachsten schnell direkt richtig richtige richtigen leider ' +
    'siehts aussehen gewusst komm kommt komme kommen paar darf darfst duerfen duerft gegeben geben letzte letzten letzter vorige vorigen gestern vorgestern neulich ' +
    'steht wann lassen lasse laesst lautet lauten nehmt nehmen nimmt nehme vorher nachher danach vorab ohne link links url time ' +
    'passiert passieren gefaellt gefallen kam kamen gemacht tun meine denke glaube schauen normalerweise sowieso trotzdem nochmal nochmals drum darum dagegen frau herr herrn wegen jemandem jemanden breit breite ungefaehr circa zirka haettet liebsten jo joa moin moinsen ichs gehts wirds grob drauf mann ehemann freundin ne nen nem ner zimmer zimmern raeume raeumen ' +
    'geworden worden wurde wurden wird werden ist gewesen sei waere zwei drei vier fuenf sechs sieben acht neun zehn elf zwoelf zwanzig dreissig hundert tausend beide beiden ' +
    // Who knows the subject ('jemand, der sich auskennt') is no topic; 'auskennt' is no typo of 'Auskunft'.
    'auskennt auskennen auskenne auskennst ' +
    // Granting ('Gewährt ihr Skonto?') asks about what is granted.
    'gewaehrt gewaehren gewaehrst ' +
    // 'Sachen aus dem Sale' are the pieces, not the terms' 'bewegliche Sachen'; a fabric 'wirft Falten'.
    'sachen sache wirft werfen ' +
    // 'kann ich um 13:50 noch kurz rein': coming in says no more than the time.
    'rein ' +
    // 'Letzte Chance vor Weihnachten: …': the customer's hurry, no topic.
    'chance ' +
    // '… damit ich nicht mit Nachforderungen rechnen muss': expecting, not setting off ('aufrechnen').
    'rechnen ' +
    // 'wir ziehen Ende des Monats um': moving house is told, 'umziehen' split by its object.
    'ziehen zieht ' +
    // 'was würdet ihr nehmen'.
    'wuerdet wuerdest waer waerst ' +
    // Whether a plan works or one may learn something ('klappt das noch?', 'Kann ich erfahren, …') asks about what it names.
    'klappt klappen klappts erfahren erfahre ' +
    // English
    'the an and are is was were be been you your yours we our us i me my mine it its this that these those there here do does did can could would will shall should ' +
    'to of for on at in into by with from about what where when which who whom how much many please any some if get got have has had also still just so very or not no yes ok exactly till until like normally usually ever quick one question well ' +
    // Rooms of the customer's house, as in German: where, not what.
    'living room bedroom kitchen bathroom hallway dining nursery upstairs downstairs'
  ).split(' '),
);

/** One word of a question: its normalised form, and the terms it stands for. */
export interface QueryWord {
  word: string;
  terms: string[];
}

/**
 * Separable verbs whose particle comes later in the sentence: 'Bildet ihr eigentlich Raumausstatter
 * aus?' asks about 'ausbilden', not a 'Bild'. The verb is read whole where it stands.
 */
const SEPARABLE: readonly { forms: RegExp; particle: string; verb: string; atEnd?: boolean }[] = [
  { forms: /^bild(e|est|et|en)$/, particle: 'aus', verb: 'ausbilden' },
  // 'Bessert ihr erst nach?' asks about 'nachbessern', not what is 'besser'.
  { forms: /^besser(e|st|t|n)$/, particle: 'nach', verb: 'nachbessern' },
  // 'Wie läuft das bei euch ab?' asks how it goes ('Ablauf').
  { forms: /^(laeuft|laufen)$/, particle: 'ab', verb: 'ablauf' },
  // 'Wen ruf ich da an?' asks whom to call.
  { forms: /^ruf(e|st|t|en)?$/, particle: 'an', verb: 'anrufen' },
  // 'Stoff bringe ich mit': the customer's own fabric brought ('mitbringen').
  { forms: /^bring(e|st|t|en)?$/, particle: 'mit', verb: 'mitbringen' },
  // 'Bringt ihr die Vorhänge auch an?' asks whether they are put up ('anbringen'); 'an' only closing it ('bringt das an den Laden').
  { forms: /^bring(e|st|t|en)?$/, particle: 'an', verb: 'anbringen', atEnd: true },
  // 'Haltet ihr den Liefertermin ein?' asks whether it is kept ('einhalten'); 'ein' only as the
  // closing particle ('Haltet ihr ein Sofa für mich zurück?' has its article).
  { forms: /^(haltet|halten|haelt|halte)$/, particle: 'ein', verb: 'einhalten', atEnd: true },
  // 'Welcher Bezug hält das aus?' asks which one is robust ('aushalten'), the advice on fabrics.
  { forms: /^(haelt|halten)$/, particle: 'aus', verb: 'robust', atEnd: true },
  // 'Wen spreche ich an, wenn …' asks whom to turn to ('ansprechen'); 'an' closing the clause only.
  { forms: /^(spreche|sprichst|spricht|sprechen|sprecht)$/, particle: 'an', verb: 'ansprechen', atEnd: true },
];

/** Words that open a clause after the main one: a particle before one closes the main clause ('Wen spreche ich an, wenn …'). */
const CLAUSE_OPENERS = new Set(['wenn', 'falls', 'weil', 'ob', 'dass', 'sobald']);

/** Where the particle of the verb at `at` stands: anywhere after it, or (`atEnd`) only closing the words or the main clause. */
function particleAt(words: readonly string[], at: number, particle: string, atEnd = false): number {
  if (!atEnd) return words.indexOf(particle, at + 1);
  if (words.length - 1 > at && words.at(-1) === particle) return words.length - 1;
  return words.findIndex((word, index) => index > at && word === particle && CLAUSE_OPENERS.has(words[index + 1] ?? ''));
}

function joinSeparable(words: readonly string[]): string[] {
  let joined = [...words];
  for (const { forms, particle, verb, atEnd } of SEPARABLE) {
    const at = joined.findIndex((word) => forms.test(word));
    const end = at === -1 ? -1 : particleAt(joined, at, particle, atEnd);
    if (end !== -1) joined = [...joined.slice(0, at), verb, ...joined.slice(at + 1, end), ...joined.slice(end + 1)];
  }
  return joined;
}

/** A separable verb's zu-infinitive ('auszumessen', 'abzuholen', 'vorbeizukommen') is the verb ('ausmessen'). */
const ZU_INFINITIVE = /^(ab|an|auf|aus|bei|ein|fest|her|hin|los|mit|nach|um|vor|vorbei|weg|zurueck|zusammen)zu([a-z]{3,}en)$/;
const withoutZu = (text: string) => text.replace(/\S+/g, (word) => word.replace(ZU_INFINITIVE, '$1$2'));

/**
 * 'naht ihr Vorhänge?' typed without its umlaut is 'näht ihr', not the seam: before a pronoun the
 * word is the verb.
 */
const VERB_BEFORE_PRONOUN = /\bnaht (?=(?:ihr|du|sie|er|man)\b)/g;
const withUmlautVerbs = (text: string) => text.replace(VERB_BEFORE_PRONOUN, 'naeht ');

/** 'ich hole morgen die Vorhänge', 'hole ich sie ab': the German verb, not the English hole (a defect). */
const HOLEN = /(?<=\b(?:ich|i)\s)hole\b|\bhole(?=\s+(?:ich|mir|ihn|sie|es|das|die|den|dann)\b)/g;
const withGermanHole = (text: string) => text.replace(HOLEN, 'hol');

/**
 * 'Donnerstag seid ihr normal da?', 'Habt ihr samstags bestimmt auf?': 'as usual' and 'surely' before
 * the hours' words say how sure the customer is, not what is asked ('normal' and 'bestimmt' alone are
 * the clauses' words: 'Ist das normal, dass …').
 */
const HOURS_PARTICLES = /\b(?:ganz normal|normal|wie immer|bestimmt|sicher|wohl|eh)\s+(?=(?:\S+\s+){0,2}?(?:auf|zu|offen|geoeffnet|geschlossen|da|dicht)\b)/g;
const withoutHoursParticles = (text: string) => text.replace(HOURS_PARTICLES, '');

/**
 * 'Seid ihr in Mainz?', 'Ihr seid doch in Trier, oder?', 'are you in Trier?': where the shop is, asked by a
 * place the knowledge cannot know (not 'in Eile', 'im Urlaub', 'in der Nähe', which say something else).
 */
const IN_A_PLACE = /\b(seid ihr|ihr seid|sind sie|sitzt ihr|ist der laden|ist euer laden|are you|is the shop)((?: doch| auch| eigentlich| noch| wirklich)*) in (?!(?:eile|urlaub|ferien|betriebsferien|der|den|dem|einer|einem|eurem|ihrem|ihrer|eurer|the|a|an|time|stock|business|person)\b)[a-z]+\b/g;
const withPlaceAsked = (text: string) => text.replace(IN_A_PLACE, '$1$2 standort');

/** 'we're on the third floor': a storey, not the floor the shop lays ('floor' is 'Boden'). */
const STOREY = /\b(?:first|second|third|fourth|fifth|sixth|top|upper|ground|\d+(?:st|nd|rd|th)?) floor\b/g;
const withStoreys = (text: string) => text.replace(STOREY, 'stockwerk');

/** Words the folded text leaves open, read as the message means them, in this order. */
const REREADINGS: readonly ((text: string) => string)[] = [withoutZu, withUmlautVerbs, withGermanHole, withStoreys, withoutHoursParticles, withPlaceAsked];

/** The words of a text with their terms: fillers out, numbers out, abbreviations and English words read. */
export function queryWords(text: string): QueryWord[] {
  const normalized = REREADINGS.reduce((read, reread) => reread(read), normalize(text));
  if (normalized === '') return [];
  const words: QueryWord[] = [];
  let afterNumber = false;
  for (const word of joinSeparable(normalized.split(' '))) {
    // A number or a measure ('3m', '60qm', '60 qm', '2,5 m') says how much, not what about.
    const measure = afterNumber && /^(m|cm|mm|qm|m2|meter|metern|quadratmeter|quadratmetern)$/.test(word);
    afterNumber = /^\d+$|^\d+x\d+$/.test(word);
    // A size says how big, not what about ('ein 180er Bett', '160x200', '2x3 meter').
    // A letter alone is part of an abbreviation ('z. B.', 'u. a.'), no word.
    if (FILLERS.has(word) || measure || /^[a-z]$/.test(word) || /^\d+([.,]\d+)?(m|cm|mm|qm|m2|m²|meter|er)?$/.test(word) || /^\d+x\d+(cm|m)?$/.test(word)) continue;
    const expansion = ABBREVIATIONS[word] ?? GERMAN[word] ?? ENGLISH[word];
    if (expansion === '') continue;
    const terms = (expansion ?? word).split(' ').filter((part) => !FILLERS.has(part)).map(stem);
    if (terms.length > 0) words.push({ word, terms });
  }
  return words;
}

/** Normalised, stemmed words of a text without the fillers (how the knowledge is indexed). */
export function termsOf(text: string): string[] {
  return queryWords(text).flatMap((word) => word.terms);
}

/**
 * A seam come apart told as such, for the question and the trouble story alike: '… mit der Naht nicht
 * zufrieden, sie ist offen' (pointed back to after a comma; the shop is not open) and the separable
 * verb 'Die Naht an meinem Sessel geht schon nach 3 Monaten auf'.
 */
export function withSeamsOpened(text: string): string {
  return text
    .replace(/\b(naht|nähte|naehte|saum|reißverschluss|reissverschluss)\b([^.?!]{0,60}?)\b(sie|die|er|der)\s+(ist|sind)\s+((?:\p{L}+\s+){0,2}?)(?:offen|auf)\b/giu, '$1$2$3 $4 $5aufgegangen')
    .replace(/\b(naht|nähte|naehte|saum)\b([^.?!,]{0,60}?)\s+(?:geht|gehen)\b((?:\s+[\p{L}\d]+){0,6}?)\s+auf\b/giu, (_, seam: string, between: string, rest: string) => `${seam}${between} ${/e$/i.test(seam) ? 'sind' : 'ist'}${rest} aufgegangen`);
}
