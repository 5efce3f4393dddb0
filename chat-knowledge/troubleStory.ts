/**
 * Trouble with the shop's work or service told in a message, above all in a story of several
 * sentences: a defect ('… nach knapp 4 Wochen knarzt es an mehreren Stellen …'), a damage, a delay ('… inzwischen
 * sind es 13 Wochen …'), a bill in dispute or a complaint. The matcher reads a question by its
 * words; a story's many words lead it to whatever passage shares a few of them (the Polsterei's
 * description, the opening hours, the planning talk). What the customer needs is a person who takes
 * the case up, and beside it what the terms say where the story asks of a clause (answer.ts).
 */
import { fold, normalize, sentencesOf, withSeamsOpened } from './germanText.ts';

/** Shorter messages are read question by question: a story tells before it asks. */
const STORY_MIN_LENGTH = 180;

/** Starts of words that tell a fault of the work or the goods (normalised: 'gelöst' is 'geloest'). */
const DEFECT = [
  'aufgegangen', 'aufgeplatzt', 'geht auf', 'gehen auf', 'geloest', 'loest sich', 'loesen sich', 'abgeloest', 'wackel', 'knarz', 'knarr', 'quietsch', 'durchgesessen', 'eingesunken', 'eingesackt', 'durchhaeng', 'haengt durch', 'kuhle',
  'falten', 'blasen', 'fugen', 'riss', 'fleck', 'schief', 'krumm', 'zu schmal', 'zu kurz', 'zu lang', 'zu breit', 'lichtspalt', 'eingelaufen', 'abgefaerbt', 'verfaerbt', 'ausgeblichen', 'verblichen', 'hochbieg', 'heben sich',
  // 'hebt sich' as normalize() gives it (the Bavarian 'hebt's ihr offen?' is 'habt').
  'habt sich',
  'runtergefallen', 'heruntergefallen', 'abgefallen', 'rausgefallen', 'herausgefallen', 'rausgerissen', 'herausgerissen',
  // 'Die Plissees … fallen schon von der Wand', 'The blinds … are coming off the wall'.
  'von der wand', 'von der decke', 'coming off', 'came off', 'come off', 'off the wall',
  'gerissen', 'eingerissen', 'schimmel', 'klemm', 'pilling', 'fusselt', 'riecht', 'stinkt', 'geht nicht mehr', 'funktioniert nicht mehr', 'nicht mehr hoch', 'nicht mehr runter', 'verheddert', 'piekst', 'wellig', 'wirft wellen', 'hat wellen', 'haben wellen', 'wellt', 'naht offen', 'naht ist offen', 'wieder offen',
  'falsche stoff', 'falschen stoff', 'falsche farbe', 'falschen farbe', 'nicht wie bestellt', 'anders als bestellt',
  'broken', 'torn', 'a tear', 'ripped', 'a hole', 'stain', 'peeling', 'too short', 'too narrow', 'too long', 'squeak', 'creak', 'lifting', 'falling off', 'fell off', 'faded', 'shrunk', 'wobbl', 'crooked', 'visible seams', 'came apart', 'stopped working', 'doesnt work', 'does not work',
];

/** Waiting for what was ordered ('ich warte seit 6 wochen auf mein raffrollo'): an order, named or not. */
const LATE = [
  'warte seit', 'warten seit', 'warte jetzt seit', 'warten jetzt seit', 'warte schon seit', 'warten schon seit',
  // 'Seit 3 Wochen warte ich auf meine Plissees'; a date promised, then moved ('… für den 10.12. versprochen, jetzt heißt es Januar').
  'seit (?:[^ ]+ ){1,3}warten? (?:ich|wir)', '(?:versprochen|zugesagt)(?: [^ ]+){0,4} (?:jetzt|nun) heisst es',
  'warte immer noch', 'warten immer noch', 'warte noch immer', 'warten noch immer', 'warte bis heute', 'warten bis heute',
  'endlich fertig', 'endlich geliefert', 'endlich da', 'wann bekomme ich endlich', 'wann bekommen wir endlich', 'wann kommt endlich', 'wann kommen endlich', 'wann ist endlich', 'wann wird endlich',
  'dauert das so lange', 'dauert es so lange', 'immer noch nicht da', 'immer noch nicht geliefert', 'immer noch kein', 'noch nicht da', 'verspaetung', 'verzoegerung', 'still waiting',
  // Late, told ('Der Monteur kam zu spät'); not 'Ist 17:30 zu spät?', which asks of the hours.
  // How late between ('Der Monteur kam 2 Stunden zu spät', 'kamen schon wieder zu spät').
  'kam(?:en)? (?:[^ ]+ ){0,3}zu spaet', 'zu spaet gekommen', 'zu spaet geliefert', 'zu spaet fertig geworden', 'came late', 'arrived late',
  // A date the shop does not keep ('Ihr haltet den Liefertermin nicht ein', 'der zugesagte Termin wurde nicht eingehalten').
  '(?:haltet|halten|haelt|hielt|hieltet|hielten)(?: [^ ]+){0,5} nicht ein', 'nicht eingehalten', 'termin (?:[^ ]+ ){0,2}verpasst', 'verpasst (?:[^ ]+ ){0,2}(?:den|euren|ihren) (?:liefer)?termin', 'is late', 'are late', 'running late', 'missed the (?:delivery )?date', '(?:weeks?|days?|months?) late',
  // 'Meine Vorhänge sind zu spät', 'jetzt heißt es Mitte Januar' (not 'Ist 17:30 zu spät?', which asks of the hours).
  '(?:mein|meine|unser|unsere) [^ ]+ (?:ist|sind|kommt|kommen|waren|war) (?:[^ ]+ ){0,2}zu spaet', '(?:jetzt|nun) heisst es (?:[^ ]+ ){0,2}(?:mitte|ende|anfang|erst|januar|februar|maerz|april|mai|juni|juli|august|september|oktober|november|dezember|naechste|in \\d|in zwei|in drei)',
];

/** A damage (to the goods or to the home: which, and whose, a person sees). */
const DAMAGE = ['kratzer', 'zerkratzt', 'verkratzt', 'durchnaesst', 'nass an', 'nass geworden', 'feucht an', 'wasserschaden', 'soaked', 'arrived wet', 'beschaedigt', 'kaputt', 'abgebrochen', 'zerbrochen', 'gebrochen', 'rausgebrochen', 'herausgebrochen', 'ausgerissen', 'loch in', 'ein loch', 'eingedrueckt', 'delle', 'ausgebrochen', 'bohrstaub', 'scratched', 'damaged'];

/** Trouble that is the shop's by itself: nobody came, a bill in dispute, a complaint said as one. */
const TROUBLE = [
  // Goods short of what was ordered ('Es fehlt ein Kissen bei der Lieferung').
  'es fehlt ein', 'es fehlt eine', 'es fehlen', 'unvollstaendig geliefert', 'nicht vollstaendig geliefert',
  'immer noch nicht', 'immer noch nix', 'gewartet', 'ausreden', 'keiner gekommen', 'niemand gekommen', 'keiner kam', 'niemand kam',
  // Nobody came ('Der Monteur ist heute nicht gekommen', 'Der Termin war um 10, es kam keiner').
  'nicht gekommen', 'nicht erschienen', 'nicht aufgetaucht', 'nicht vorbeigekommen', 'kam keiner', 'kam niemand', 'keiner war da', 'niemand war da', 'war keiner da', 'war niemand da',
  'versprochen', 'zugesagt', 'keiner ist da', 'niemand ist da', 'schon wieder verschoben', 'wieder verschoben', 'zweimal verschoben', 'kurzfristig abgesagt', 'einfach abgesagt', 'nicht zurueckgerufen', 'ruft zurueck', 'ruft keiner', 'ruft niemand', 'erreiche niemand', 'erreiche keinen', 'erreiche ich niemand', 'erreiche ich keinen', 'erreichen wir niemand', 'erreichen wir keinen', 'erreicht man niemand', 'erreicht man keinen', 'niemand erreichbar', 'keiner erreichbar', 'geht keiner ran', 'geht niemand ran', 'keiner geht ran', 'niemand geht ran', 'ging keiner ran', 'ging niemand ran', 'keiner ging ran', 'niemand ging ran', 'nimmt keiner ab', 'nimmt niemand ab', 'keiner nimmt ab', 'niemand nimmt ab', 'keiner abgenommen', 'niemand abgenommen', 'keiner ist rangegangen', 'niemand ist rangegangen', 'niemand gemeldet', 'keiner gemeldet', 'nie gemeldet', 'keine antwort', 'keine bestaetigung', 'hoeher als', 'doppelt abgebucht', 'zweimal abgebucht', 'nicht abgezogen', 'falsch berechnet', 'rechnung ist falsch',
  'reklamier', 'reklamation', 'beschwer', 'aergerlich', 'veraergert', 'enttaeuscht', 'dampf ablassen', 'mehr erwartet', 'unzufrieden', 'nicht zufrieden', 'unfreundlich', 'pampig', 'patzig', 'unhoeflich', 'respektlos', 'herablassend', 'so geht das nicht', 'unverschaemt', 'frechheit',
  'stinksauer', 'bin sauer', 'sind sauer', 'wuetend', 'angry', 'furious',
  // Left without word ('nobody tells me anything', 'keiner sagt mir Bescheid').
  'nobody tells me', 'no one tells me', 'nobody told me', 'no one told me', 'keiner sagt mir', 'niemand sagt mir', 'keiner sagt uns', 'niemand sagt uns', 'keiner informiert', 'niemand informiert', 'nicht informiert',
  'still nothing', 'rude', 'not happy', 'disappointed', 'complain', 'never showed', 'no one came', 'nobody came', 'nobody answers', 'no one answers', 'nobody calls back', 'trying to reach you', 'cant reach', 'cannot reach',
];

/**
 * A bill in dispute ('Wieso wurde mir der Betrag zweimal berechnet?', 'Die Anzahlung fehlt auf der
 * Schlussrechnung!'): a person checks it. The clause its words share ('berechnet': what travel costs)
 * does not answer it.
 */
const BILL_DISPUTED = new RegExp(
  [
    '\\b(zweimal|doppelt|zu viel|zuviel) (berechnet|abgerechnet|abgebucht|in rechnung gestellt)\\b',
    // 'Ich habe zu viel bezahlt', 'doppelt überwiesen': the customer's own payment, checked by a person (not when bills are due).
    '\\b(zweimal|doppelt|zu viel|zuviel) (bezahlt|gezahlt|ueberwiesen)\\b',
    '\\bfehlt (auf|in) der (schluss|end)?rechnung\\b',
    '\\bnicht (abgezogen|angerechnet|verrechnet|beruecksichtigt)\\b',
    '\\b(rechnung|abrechnung) (stimmt nicht|ist falsch|kann nicht stimmen)\\b',
    '\\bfalsch (berechnet|abgerechnet)\\b',
    // 'da steht ein falscher Betrag drauf', 'Wir hatten 850 Euro vereinbart, auf der Rechnung stehen 950.'
    '\\bfalsche[nrs]? (betrag|summe|endbetrag|gesamtbetrag|preis)\\b',
    '\\b(betrag|summe|endbetrag|gesamtbetrag) (stimmt nicht|ist falsch|kann nicht stimmen)\\b',
    '\\bvereinbart\\b( \\S+){0,3} (auf der|in der) (rechnung|abrechnung) (steht|stehen)\\b',
    // 'Auf der Rechnung stehen 3 Stunden Arbeitszeit, der Monteur war aber nur eine Stunde da.'
    '\\b(rechnung|abrechnung)( \\S+){0,3} (steht|stehen)( \\S+){1,12} aber nur\\b',
    '\\b(rechnung|rechnungen)( \\S+){0,2} doppelt\\b',
    // 'Ich habe eine Mahnung bekommen, obwohl ich schon überwiesen habe.'
    '\\bmahnung\\b( \\S+){0,10} (bezahlt|ueberwiesen|gezahlt)\\b',
    '\\b(mahnung|rechnung) (ist|war) falsch\\b',
    '\\b(charged twice|charged me twice|charged us twice|double charged|overcharged)\\b',
  ].join('|'),
);

/** 'Wir haben das falsche Sofa bekommen': the wrong piece received, which came from the shop. */
const WRONG_RECEIVED = /\bfalsche[nrs]? \S+ (bekommen|geliefert|erhalten|zugeschickt|geschickt)\b/;

/** 'Ich war heute um 11 da und es war zu!': a closed door found (not 'es war zu teuer'). */
const FOUND_CLOSED = /\b(es|der laden|das geschaeft|der showroom|die tuer|alles|ihr) (war|wart|hattet|hatte) (zu|geschlossen|abgeschlossen)( (und|obwohl|aber|trotz)\b.*)?$/;

/** 'Karton vor die Tür gestellt, obwohl Aufbau gebucht war': what was agreed did not happen (not '… obwohl ich noch nicht bezahlt habe?'). */
const AGREED_NOT_DONE = /\bobwohl((?! (nicht|noch|kein|keine|nichts)\b)( \S+)){0,8} (gebucht|vereinbart|bezahlt|ausgemacht|abgesprochen|zugesagt|versprochen|bestellt|gesagt|versichert|garantiert)\b/;

/**
 * Work the shop has done or goods it has delivered ('Ihr Monteur', 'geliefert', 'neu bezogen', 'wir
 * haben bei Ihnen … machen lassen'): a fault or a damage told beside them is trouble with the shop.
 * Not 'bei Ihnen' or 'Termin' alone: 'der Bezug ist kaputt, wir würden ihn gerne bei Ihnen neu
 * beziehen lassen' asks for a job, and so does an inherited sofa whose springs squeak.
 */
const OURS = [
  'ist von euch', 'sind von euch', 'ist von ihnen', 'sind von ihnen', 'von euch gekauft', 'von ihnen gekauft', 'your driver', 'your drivers', 'your people', 'your staff',
  'ihr fahrer', 'ihre fahrer', 'euer fahrer', 'eure fahrer', 'der fahrer', 'die fahrer', 'seit der verlegung', 'seit der montage', 'seit der lieferung', 'seit dem aufbau', 'nach der verlegung', 'nach der montage',
  // The work named as a verb ('knarzt seit dem Verlegen'), and what happened while it was done ('Beim Aufbau wurde die Wand beschädigt').
  'seit dem verlegen', 'nach dem verlegen', 'seit dem einbau', 'nach dem einbau', 'seit dem aufhaengen', 'nach dem aufhaengen',
  'beim aufbau', 'beim einbau', 'beim verlegen', 'beim aufhaengen', 'beim liefern', 'beim ausliefern', 'bei der montage', 'bei der lieferung', 'bei der anlieferung', 'bei der verlegung',
  'ihr mitarbeiter', 'ihre mitarbeiter', 'ihr monteur', 'euer monteur', 'eure monteur', 'ihre monteur', 'der monteur', 'die monteure', 'ihr polsterer', 'euer polsterer', 'ihre beraterin', 'ihr berater',
  'bestellt', 'geliefert', 'lieferung', 'verlegt', 'montiert', 'aufgehaengt', 'bei euch gekauft', 'bei ihnen gekauft', 'frisch bezogen', 'rechnung', 'auftrag', 'anzahlung', 'neu bezogen', 'neu gepolstert', 'aufgepolstert', 'wurde repariert', 'habt repariert', 'haben repariert', 'abgeholt',
  'ihr neu gepolstert', 'ihr bezogen', 'ihr verlegt', 'ihr montiert', 'ihr genaeht', 'ihr gemacht', 'sie neu gepolstert', 'sie bezogen', 'sie verlegt', 'sie montiert', 'sie genaeht',
  'ihre leute', 'eure leute', 'angebracht', 'eingebaut', 'sie uns genaeht', 'ihr uns genaeht', 'sie mir genaeht', 'ihr mir genaeht', 'your team',
  'aus dem atelier', 'aus ihrem atelier', 'aus eurem atelier', 'aus ihrer werkstatt', 'aus eurer werkstatt', 'pflegezettel',
  // A piece bought in the sale ('Mein Sofa aus dem Sale hat einen Kratzer, den ich beim Kauf nicht gesehen habe').
  'aus dem sale', 'aus eurem sale', 'aus ihrem sale', 'im sale gekauft', 'aus der ausstellung', 'beim kauf',
  'the fitter', 'the fitters', 'the installer', 'your installer',
  'you installed', 'you reupholstered', 'you put up', 'you laid', 'you made', 'your fitter', 'ordered', 'arrived', 'delivered', 'bought from you', 'bought it from you', 'invoice',
];
/**
 * The customer's own old piece ('der alte Ohrensessel meiner Schwiegermutter', 'vom Möbelhaus',
 * 'ist nicht von euch'): its faults are the job asked for, even beside praise of work done before
 * ('Sie haben uns letztes Jahr so schön das Sofa neu bezogen! Jetzt ist der alte Ohrensessel …').
 */
const OWN_OLD = [
  // Not the English 'alter it'.
  'alt', 'alte', 'alten', 'alter(?! (it|them|this|that|the))', 'altes', 'uralt', 'uralte', 'uralten', 'uralter', 'uraltes', 'geerbt', 'erbstueck', 'oma', 'uroma', 'opa', 'grossmutter', 'gebraucht', 'vormieter', 'vorbesitzer', 'nicht von euch', 'nicht von ihnen', 'moebelhaus', 'jahre alt', 'ikea', 'baumarkt', 'amazon', 'woanders', 'online gekauft', 'online bestellt',
  'old', 'inherited', 'second hand', 'years ago', 'not from you',
];
/** The customer's own mistake ('hab die falsche farbe bestellt (mein fehler!)'): no fault of the shop's. */
const OWN_MISTAKE = /\b(mein fehler|meine schuld|selbst schuld|my mistake|my fault)\b/;

/** 'Ich habe bei euch ein Sofa gekauft', 'I bought a bed from you': bought here, with the piece between. */
const BOUGHT_FROM_US = /\bbei (euch|ihnen)\b( \S+){1,4} (gekauft|bestellt|machen lassen|anfertigen lassen|naehen lassen|beziehen lassen)\b|\b(bought|purchased|ordered)( \S+){1,3} (from|with) you\b/;
/** A complaint about data protection ('beim Datenschutzbeauftragten beschweren'): the privacy notice's, no trouble with the work. */
const PRIVACY_COMPLAINT = /\b(datenschutz\w*|aufsichtsbehoerde|landesbeauftragt\w*)\b/;
/** The piece back from the shop's work ('heute kam unser altes sofa frisch bezogen zurück'): old or not, the work is the shop's. */
const BACK_FROM_US = ['frisch bezogen', 'zurueckbekommen', 'zurueck bekommen', 'zurueckgeliefert', 'bezogen zurueck', 'gepolstert zurueck'];
/** 'Wir haben im Sommer bei Ihnen das ganze Wohnzimmer machen lassen': work had done, not asked for. */
const HAD_DONE = /\b(haben|hatten|habe|hab|hatte)\b[^.?!]{0,100}\b(machen|beziehen|aufpolstern|polstern|verlegen|naehen|anfertigen|reparieren|montieren) lassen\b/;
/** 'den ihr letzten Monat bezogen habt': the work done, told of the piece. */
const YOU_DID = /\b(ihr|sie)\b( \S+){0,5} (bezogen|gepolstert|aufgepolstert|verlegt|montiert|genaeht|aufgehaengt|geliefert|repariert|eingebaut|angebracht|aufgebaut|tapeziert|geklebt|verklebt|bespannt|angefertigt) (habt|haben|hattet|hatten)\b/;

/** 'Euer Parkett hat Kratzer': a floor or wall the shop's, which it fitted on site. */
const OUR_FITTED_WORK = /\b(euer|eure|ihr|ihre)\b (parkett|boden|bodenbelag|teppichboden|vinylboden|vinyl|designbelag|tapete|tapeten|wandbespannung|stoffbespannung)\b/;
/** Work the shop did on site ('das ihr verlegt habt', 'seit dem Verlegen'): what it fitted came before, not by a transport. */
const FITTED = /\b(ihr|sie)\b( \S+){0,5} (verlegt|montiert|aufgehaengt|eingebaut|angebracht|aufgebaut|tapeziert|geklebt|verklebt|bespannt) (habt|haben|hattet|hatten)\b|\bseit dem (verlegen|einbau|einbauen|aufhaengen|montieren|tapezieren|aufbau|aufbauen)\b/;
/** A delivery told beside it ('beim Auspacken', 'geliefert'): a transport damage may be among it. */
/** Goods told as just arrived ('Heute Morgen kam das Boxspringbett', 'kam verkratzt an', 'Beim Auspacken', 'arrived yesterday'): delivered by the shop. */
const ARRIVED = /\b(?:kam|kamen)\b(?: \S+){0,6}? an\b|\b(?:heute|gestern|vorhin)(?: \S+){0,2} (?:kam|kamen)\b|\b(?:angekommen|angeliefert|wurde geliefert|wurden geliefert|beim auspacken|ausgepackt|arrived|was delivered|were delivered|got delivered|unpacking)\b/;
const DELIVERED = /\b(geliefert|lieferung|anlieferung|angeliefert|transport\w*|spedition|karton\w*|verpackung|ausgepackt|auspacken)\b/;

/** 'Wer zahlt, wenn eure Leute bei mir was kaputt machen?': a damage supposed, not told. */
const HYPOTHETICAL = /\b(wenn|falls|if|sollte|sollten)\b/;

/** Goods failing soon after they came ('klemmen schon nach einer Woche'): new, so most likely ours. */
const SOON_AFTER = /\b(schon nach (einer|einem|zwei|drei|vier|wenigen|ein paar|\d+) (tag|tagen|woche|wochen|monat|monaten)|nach (einer|einem|zwei|drei|vier|wenigen|ein paar|\d+) (tag|tagen|woche|wochen|monat|monaten) schon)\b/;

/** 'es ist 3 Monate alt', 'erst zwei Wochen alt': new, not the own old piece that 'alt' tells elsewhere. */
const WEEKS_OLD = /\b(erst )?(ein|eine|einen|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|elf|ein paar|wenige|\d+) (tag|tage|woche|wochen|monat|monate) alt\b/;

/**
 * The customer's new piece named as theirs or as the one meant ('Mein neues Sofa hat einen Fleck', 'Die neuen Vorhänge
 * sind zu kurz'): most likely from the shop. Not 'ein neuer' or 'neue Vorhänge', which ask for one.
 */
const NEW_PIECE = /\b(mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem|unserer|der|die|das|den|dem|my|our|the) (neu|neue|neuen|neuer|neues|new|brand new)\b/;

/** 'soll nicht zu breit sein': a size wished for, no fault told. */
const WISHED_SIZE = /\bnicht zu (kurz|lang|breit|schmal|eng)\b/g;

/** What a message tells, normalised, without the sizes it only wishes for. */
const toldText = (message: string) => normalize(withSeamsOpened(message)).replace(WISHED_SIZE, ' ');

/** A damage told in a sentence that does not suppose it ('Wer zahlt, wenn eure Leute … kaputt machen?'). */
const damageTold = (message: string) =>
  sentencesOf(message).some((sentence) => {
    const told = toldText(sentence);
    return TELLS_DAMAGE.test(told) && !HYPOTHETICAL.test(told);
  });

/** A new piece's fault told, not asked ('Riecht der neue Teppich am Anfang?' asks what new carpets do). */
const newPieceFaultTold = (message: string) =>
  (message.match(/[^,.;!?]+[,.;!?]*/g) ?? []).some((clause) => {
    const told = toldText(clause);
    return !clause.includes('?') && NEW_PIECE.test(told) && TELLS_DEFECT.test(told);
  });

const startsOf = (words: readonly string[]) => new RegExp(`(^| )(${words.join('|')})`);
// 'muss der neu bezogen werden?' asks for the work.
const OF_THE_SHOP = new RegExp(`(^| )(${OURS.join('|')})(?! werden| zu werden)`);
const TELLS_LATE = startsOf(LATE);
const BACK_FROM_THE_SHOP = startsOf(BACK_FROM_US);
const OWN_OLD_PIECE = new RegExp(`(^| )(${OWN_OLD.join('|')})( |$)`);
const TELLS_DEFECT = startsOf(DEFECT);
const TELLS_TROUBLE = startsOf(TROUBLE);
const TELLS_DAMAGE = startsOf(DAMAGE);

/**
 * What a message tells of trouble: whether a fault of the work or the goods is among it, and
 * whether it is a story (a short message, 'der stuhl den ihr neu gepolstert habt wackelt jetzt',
 * gets the story's reply only where a service's description or nothing at all would answer it).
 */
export interface TroubleTold {
  defect: boolean;
  story: boolean;
  /** Whether it asks (a story is taken to; a line that only tells, '… fotos hab ich', does not). */
  asks: boolean;
  /** A bill in dispute: no clause answers it, whatever words they share. */
  bill: boolean;
  /** Of that, work on the bill never ordered: the terms on extra work and on objections answer it. */
  unordered: boolean;
  /** A complaint said as one ('Ich möchte mich beschweren', 'niemand ruft zurück'). */
  complaint: boolean;
  /** Waiting for an order: of the clauses only the one on dates answers it. */
  late: boolean;
  /** Damage our people did or goods we brought had ('Ihr Fahrer hat die Haustür zerkratzt'): a person sees whose. */
  damage: boolean;
  /** Work fitted on site told, no delivery ('Das Parkett, das ihr verlegt habt, hat Kratzer'): no transport damage. */
  fitted: boolean;
}

/**
 * Work on a bill the customer never ordered ('Auf der Rechnung ist ein Posten Zusatzarbeiten, die
 * hab ich nie bestellt'): a bill in dispute, which the terms on extra work and on objecting to a
 * bill answer (it got 'bills are due at once', which its words share). Not 'nicht abgesprochen':
 * travel costs not agreed are the clause on them (III (3)).
 */
const UNORDERED_ON_BILL =
  /\b(rechnung|abrechnung|schlussrechnung|posten|position)\b( \S+){0,12} (nie|nicht|gar nicht|niemals) (bestellt|beauftragt|in auftrag gegeben|gewuenscht)\b|\b(nie|nicht|gar nicht|niemals) (bestellt|beauftragt|gewuenscht)( \S+){0,6} (auf der|in der) (rechnung|abrechnung|schlussrechnung)\b/;

/** The trouble with the shop's work or goods a message tells, or null. */
/**
 * 'Hat das Sofa Sylt aus dem Sale Kratzer?', 'Riecht das Sofa aus dem Sale nach Rauch?': the state
 * of a piece asked before buying it, no fault told (a piece bought is the customer's: 'mein Sofa aus dem Sale').
 */
const SALE_PIECE_ASKED = /^(?:hat|haben|riecht|riechen|ist|sind|gibt es|wie riecht|has|does|is)\s+(?:das|der|die|den|the)\b[^.!?]*\b(?:aus dem sale|im sale|from the sale|in the sale|ausstellungsstueck)\b[^.!?]*\?/;
const OWNED = /\b(?:mein|meine|meinen|meinem|meiner|unser|unsere|unseren|unserem|unserer|my|our|gekauft|bought|geliefert|delivered)\b/;

export function troubleTold(message: string): TroubleTold | null {
  const text = toldText(message);
  if (SALE_PIECE_ASKED.test(fold(message.trim())) && !OWNED.test(text)) return null;
  const story = text.length >= STORY_MIN_LENGTH;
  const ours =
    BACK_FROM_THE_SHOP.test(text) ||
    ((OF_THE_SHOP.test(text) || BOUGHT_FROM_US.test(text) || ARRIVED.test(text) || OUR_FITTED_WORK.test(text) || HAD_DONE.test(text) || YOU_DID.test(text) || SOON_AFTER.test(text) || WEEKS_OLD.test(text) || newPieceFaultTold(message)) && !OWN_OLD_PIECE.test(text.replace(WEEKS_OLD, ' ')));
  // A complaint ('nicht zufrieden', 'Reklamation') makes the fault told the shop's, whatever else is old ('… blitzt der alte Stoff durch').
  // Not a complaint about data protection ('beim Datenschutzbeauftragten beschweren'): where to complain is the privacy notice's.
  const complaint = (TELLS_TROUBLE.test(text) && !PRIVACY_COMPLAINT.test(text)) || AGREED_NOT_DONE.test(text) || FOUND_CLOSED.test(text);
  const defect = (((ours || complaint) && TELLS_DEFECT.test(text)) || WRONG_RECEIVED.test(text)) && !OWN_MISTAKE.test(text);
  const unordered = UNORDERED_ON_BILL.test(text);
  const bill = unordered || BILL_DISPUTED.test(text);
  // Supposed in its own sentence only: 'Ein Stuhlbein kam verkratzt an. Reicht es, wenn ich das nächste Woche melde?' tells it.
  const damage = ours && damageTold(message) && !OWN_MISTAKE.test(text);
  const late = TELLS_LATE.test(text);
  const fitted = (FITTED.test(text) || OUR_FITTED_WORK.test(text)) && !DELIVERED.test(text);
  const told = { defect, story, asks: story || message.includes('?'), bill, unordered, damage, complaint, late, fitted };
  if (bill) return told;
  // 'ich warte seit 6 wochen auf mein raffrollo … status?': waiting tells of an order by itself.
  if (late) return told;
  // A fault of the shop's work, damage beside its work, or trouble that is the shop's by itself.
  return defect || damage || complaint ? told : null;
}
