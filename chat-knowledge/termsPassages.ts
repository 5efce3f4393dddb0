/**
 * The AGB, clause by clause: one passage per numbered clause of src/content/legal/agb.ts, each
 * with the question it decides, so "cancel before work starts" meets clause VI (3) and not the
 * damages for refusing delivered goods (XI), and "are waves in a new cover a defect" meets IX (3)
 * and not the complaint deadline. Facts restate the clause for the customer ("Sie") with its
 * figures from agbFigures; tests check every clause has its passage and every figure is the
 * clause's own.
 */
import { agbSection, type ChatFacts } from './facts.ts';
import type { ClauseRef, Passage } from './passages.ts';

/** 'das ich bei euch gekauft habe': the customer's piece came from the shop. */
/** A floor or a wall forming waves, as the matcher's idioms put it ('der Teppich wirft Wellen', 'wellt er sich': 'teppich wellt'). */
const FLOOR_WAVES = ['teppich', 'teppichboden', 'boden', 'parkett', 'laminat', 'vinyl', 'designbelag', 'tapete', 'tapeten'].map((floor) => `${floor} wellt`);
/** Goods not as ordered ('in der falschen Farbe', 'der falsche Stoff', 'falsch geliefert'). */
const WRONG_GOODS = [
  ...['farbe', 'stoff', 'groesse', 'masse', 'ware', 'modell', 'bezug', 'boden', 'parkett', 'teppich'].flatMap((what) => [`falschen ${what}`, `falsche ${what}`, `falscher ${what}`, `falsches ${what}`]),
  'falsch geliefert', 'falsch genaeht', 'falsch verlegt', 'falsch bezogen', 'nicht bestellt', 'anders als bestellt',
];
/** Work done to order, then not wanted ('Was ist, wenn mir das Sofa nach dem Beziehen nicht gefällt?'). */
const MADE_THEN_UNWANTED = [
  ...['beziehen', 'neubeziehen', 'polstern', 'naehen'].flatMap((work) => [`nach dem ${work} nicht gefaellt`, `nach dem ${work} nicht mehr gefaellt`, `nach dem ${work} nicht gefallen`]),
  ...['umtauschen', 'zurueckgeben', 'zurueckschicken'].flatMap((back) => [`nach dem zuschnitt ${back}`, `nach dem zuschnitt noch ${back}`]),
];
/** Whether something makes a contract ('ist das dann ein Vertrag?', 'ist das schon verbindlich?'). */
const IS_A_CONTRACT = ['ist das dann ein vertrag', 'ist das ein vertrag', 'ist das schon ein vertrag', 'schon einen vertrag', 'schon ein vertrag', 'habe ich dann einen vertrag', 'haben wir dann einen vertrag', 'ist das schon verbindlich', 'ist das dann verbindlich'];
/** Pieces not bought here, brought to be worked on. */
const OWN_PIECES = [
  'nehmt ihr auch solche', 'nehmen sie auch solche', 'vom flohmarkt', 'nicht bei euch gekauft', 'nicht bei ihnen gekauft', 'woanders gekauft', 'nicht von euch',
  // 'Ich hab den Teppich selbst gekauft und ihr verlegt ihn nur.'
  'selbst gekauft', 'selber gekauft', 'selbst besorgt', 'selber besorgt', 'im baumarkt gekauft', 'online gekauft',
];
/** When or how much is paid ('die Rechnung zu bezahlen', 'etwas anzahlen'). */
const PAYING_WHEN = ['rechnung zu bezahlen', 'rechnung zu zahlen', 'rechnung zu begleichen', 'etwas anzahlen', 'was anzahlen', 'muss ich anzahlen', 'vorab zahlen', 'vorab bezahlen', 'im voraus zahlen', 'im voraus bezahlen',
  // 'wollt ihr da vorher geld?'
  'vorher geld', 'vorab geld', 'geld vorher', 'geld vorab', 'geld im voraus', 'im voraus geld',
  // 'Muss ich die Anzahlung leisten, bevor ihr den Stoff bestellt?': paying in advance, not what withdrawing before work begins costs.
  'anzahlung leisten', 'anzahlung zahlen', 'anzahlung bezahlen', 'anzahlung machen', 'muss ich eine anzahlung', 'muss ich die anzahlung', 'muss man eine anzahlung', 'wie hoch ist die anzahlung', 'wie viel anzahlung',
  // 'Kann ich erst nach der Lieferung zahlen?', 'Zahle ich bei Lieferung?': when it is due, not the damages for goods refused (XI).
  ...['nach der lieferung', 'nach lieferung', 'bei lieferung', 'bei der lieferung', 'bei abholung', 'bei der abholung'].flatMap((when) => [`${when} zahlen`, `${when} bezahlen`, `zahle ich ${when}`, `zahlt man ${when}`, `erst ${when}`])];
/** The customer changing their mind ('wenn es mir doch nicht gefällt'). */
// Not 'doch nicht mehr haben': '… die Kissen doch nicht mehr haben, die sind aber schon fertig' is withdrawing from work begun (VI (3)).
const CHANGE_OF_MIND = ['nicht gefaellt', 'nicht mehr gefaellt', 'gefaellt mir nicht', 'gefaellt uns nicht', 'anders ueberlegt', 'umentschieden', 'changed my mind', 'dont like it'];
/** A hidden weakness of the customer's own piece ('weil das Holz morsch war'). */
const HIDDEN_WEAKNESS = ['morsch', 'wurmstichig', 'holz war kaputt', 'innen kaputt', 'innen morsch', 'verdeckte schwaeche', 'versteckte schwaeche'];
/** A damage the shop's own people did ('Kratzer von euren Monteuren'). */
const BY_YOUR_PEOPLE = [
  'von euren monteuren', 'von ihren monteuren', 'eure monteure haben', 'ihre monteure haben', 'euer monteur hat', 'ihr monteur hat',
  'von euren handwerkern', 'von ihren handwerkern', 'eure handwerker haben', 'ihre handwerker haben', 'von eurem monteur', 'von ihrem monteur',
  // 'Euer Fahrer hat beim Reintragen die Tapete aufgeschrammt, wer bezahlt das?'
  'euer fahrer hat', 'ihr fahrer hat', 'eure fahrer haben', 'von eurem fahrer', 'euer mitarbeiter hat', 'ihr mitarbeiter hat', 'eure mitarbeiter haben', 'von eurem mitarbeiter',
];
/** That the terms apply ('Gelten eure Geschäftsbedingungen auch für …?', 'die AGB gelten'). */
const TERMS_APPLY = ['agb', 'agbs', 'geschaeftsbedingungen'].flatMap((name) => [...['die', 'eure', 'ihre', 'euere'].map((whose) => `gelten ${whose} ${name}`), `${name} gelten`]);
/** Where a person was hurt, which a bed's or a chair's parts share ('verstellbar am Kopf- und Fußteil'): only beside a word of harm. */
const HURT_WHERE = ['am kopf', 'am arm', 'am bein', 'an der hand'];
/** A person hurt ('meinen Mann verletzt', 'musste genäht werden'): life, body or health, where the liability is unlimited (X (1)). */
const PERSON_HURT = [
  'mich verletzt', 'mann verletzt', 'frau verletzt', 'kind verletzt', 'sohn verletzt', 'tochter verletzt', 'jemand verletzt', 'sich verletzt', 'hat sich verletzt', 'verletzt worden', 'genaeht werden', 'ins krankenhaus', 'zum arzt', 'verletzung', 'verletzungen', 'got hurt', 'was injured', 'injured',
];
/** The ground ready for the work ('muss die Wand trocken sein'). */
const GROUND_READY = ['trocken sein', 'verputzt sein', 'muss die wand', 'muss der boden', 'muss der estrich', 'muss der untergrund', 'muessen die waende'];
/** A delivery that has not come, or came late ('nichts ist da', 'mit 3 Wochen Verspätung geliefert'). */
const DELIVERED_LATE = [
  'nichts ist da', 'ist nichts da', 'immer noch nichts', 'noch nicht geliefert', 'nicht geliefert', 'nicht rechtzeitig geliefert', 'zu spaet geliefert', 'spaeter geliefert', 'verspaetet geliefert',
  'mit verspaetung geliefert', 'verspaetung geliefert', 'liefertermin verpasst', 'termin nicht eingehalten', 'liefertermin nicht eingehalten', 'liefertermin ueberschritten',
  // 'Die Lieferung kam mit zwei Wochen Verspätung', 'My curtains arrived two weeks late'.
  'wochen verspaetung', 'tage verspaetung', 'tagen verspaetung', 'kam zu spaet', 'kam verspaetet', 'zu spaet gekommen', 'zu spaet geliefert',
  'delivered late', 'arrived late', 'came late', 'weeks late', 'days late',
  // 'Mein Boxspringbett sollte letzte Woche kommen, jetzt heißt es der Hersteller liefert später.'
  'liefert spaeter', 'liefert erst spaeter', 'kommt spaeter', 'kommt erst spaeter', 'sollte letzte woche kommen', 'sollte gestern kommen', 'haette kommen sollen',
  // 'Die Lieferung ist jetzt schon 3 Wochen zu spät!!'; 'Kann ich zurücktreten, wenn ihr zu spät liefert?': late by the shop, not a defect or a change of mind.
  'wochen zu spaet', 'tage zu spaet', 'tagen zu spaet', 'zu spaet liefert', 'zu spaet liefern', 'nicht rechtzeitig liefert', 'nicht rechtzeitig liefern', 'nicht puenktlich liefert',
];
/** The room cleared for the work ('die Möbel vorher aus dem Zimmer räumen'). */
const ROOM_CLEARED = ['zimmer raeumen', 'raum raeumen', 'wohnung raeumen', 'moebel raeumen', 'moebel rausraeumen', 'moebel wegraeumen', 'moebel ausraeumen', 'moebel raus', 'moebel wegstellen', 'moebel rausstellen', 'moebel vorher',
  // 'Können wir die Möbel im Raum lassen, wenn ihr verlegt?': whether they may stay is whether the room must be cleared.
  'moebel im raum lassen', 'moebel im zimmer lassen', 'moebel drin lassen', 'moebel stehen lassen', 'moebel drinlassen', 'moebel stehenlassen'];
/** Whether a price named may still change ('kann sich der Preis noch ändern?'). */
const PRICE_CHANGING = ['preis noch aendern', 'preis sich noch aendern', 'preis sich aendern', 'aendert sich der preis', 'preis noch aendert', 'preis aendert sich', 'preis noch steigen', 'preis steigt noch', 'angebot bindend', 'angebot verbindlich', 'angebot fest'];
/** More on the invoice than was said ('so um die 800 €, jetzt steht 1.050 €'). */
const MORE_THAN_SAID = ['jetzt steht', 'steht jetzt', 'mehr als gesagt', 'mehr als besprochen', 'mehr als vereinbart', 'mehr als genannt', 'teurer als gesagt', 'teurer als besprochen', 'teurer als vereinbart', 'wird so um die', 'wird etwa', 'wird ungefaehr',
  // 'Ihr habt mir 1.800 € angeboten, darf die Rechnung am Ende höher sein?': a price quoted, not the sale.
  ...['angeboten', 'gesagt', 'veranschlagt'].flatMap((said) => [`hoeher als ${said}`, `mehr als ${said}`, `teurer als ${said}`]), 'rechnung hoeher', 'rechnung am ende hoeher', 'am ende hoeher', 'am ende teurer', 'am ende mehr kosten'];
/** Charged more without being asked first. */
const NOT_ASKED_FIRST = ['ohne dass mich', 'ohne mich zu fragen', 'ohne mich vorher zu fragen', 'ohne zu fragen', 'ohne rueckfrage', 'ohne vorher zu fragen', 'ohne meine zustimmung', 'hat mich keiner gefragt', 'hat mich niemand gefragt', 'without asking me', 'without my consent'];
/** Paying while defects remain ('wenn ich noch Mängel sehe', 'trotz Mängeln'). */
const UNPAID_FOR_DEFECTS = ['noch maengel', 'trotz maengel', 'trotz maengeln', 'obwohl maengel', 'solange maengel', 'maengel sehe', 'maengel habe', 'noch mangel', 'trotz mangel'];
/** Whether someone has to be there: at the measurement (XII (2)) or for the work (VII (2)), as the rest of the question says. */
const PRESENCE = ['muss ich da sein', 'muss ich zuhause sein', 'muss ich zu hause sein', 'muss jemand da sein', 'muss jemand zuhause sein', 'muss jemand zu hause sein', 'muss ich anwesend sein', 'muss jemand anwesend sein',
  // 'Muss ich beim Verlegen zu Hause sein?': the work between the two words.
  ...['beim verlegen', 'beim aufbau', 'bei der montage', 'bei der lieferung', 'beim tapezieren'].flatMap((work) => [`muss ich ${work} zu hause sein`, `muss ich ${work} zuhause sein`, `muss ich ${work} da sein`, `muss jemand ${work} zu hause sein`, `muss jemand ${work} da sein`])];
const BOUGHT_HERE = ['bei euch gekauft', 'bei ihnen gekauft', 'von euch gekauft', 'bei euch bestellt', 'bei ihnen bestellt', 'bought from you', 'bought here', 'bought it here', 'bought it from you'];

export function termsPassages(facts: ChatFacts): Passage[] {
  const f = facts.agb.figures;
  const city = facts.address.city;
  /** 'Nachzulesen in unseren AGB, Abschnitt VI (3).' with a link to the section. */
  const order = (ref: ClauseRef) => facts.agb.sections.findIndex((section) => section.id === ref.section) * 100 + ref.number;
  const pointer = (...given: ClauseRef[]) => {
    const refs = [...given].sort((a, b) => order(a) - order(b));
    const parts = refs.map(({ section, number }) => {
      const title = agbSection(section, facts)?.title;
      return title ? `${title.split(' ')[0]!.replace(/\.$/, '')} (${number})` : null;
    });
    if (parts.some((part) => part === null)) return `Nachzulesen in unseren [AGB](${facts.pages.agb}).`;
    return `Nachzulesen in unseren [AGB, Abschnitt ${parts.join(' und ')}](${facts.pages.agb}#${refs[0]!.section}).`;
  };
  const clause = (section: string, number: number): ClauseRef => ({ section, number });
  const latePayment = [
    'zu spaet zahle', 'zu spaet bezahle', 'zu spaet zahlen', 'zu spaet bezahlt', 'zu spaet bezahlen', 'nicht rechtzeitig zahle', 'nicht rechtzeitig bezahle',
    'nicht puenktlich zahle', 'nicht puenktlich bezahle', 'nicht puenktlich zahlen', 'nicht puenktlich bezahlen', 'wenn ich nicht zahle', 'wenn ich nicht bezahle', 'pay late',
    // 'wenn ich die Rechnung einfach nicht bezahle'.
    'rechnung nicht bezahle', 'rechnung nicht zahle', 'rechnung nicht bezahlen',
    // '… eine Rechnung vom 3. November bekommen und bis jetzt nicht bezahlt. Was passiert jetzt?'
    'bis jetzt nicht bezahlt', 'bisher nicht bezahlt', 'immer noch nicht bezahlt', 'noch immer nicht bezahlt', 'bis heute nicht bezahlt',
    // 'Die Rechnung kam gestern, ich bin aber erst in 3 Wochen wieder flüssig.'
    'wieder fluessig', 'nicht fluessig', 'erst spaeter zahlen', 'erst spaeter bezahlen', 'erst spaeter ueberweisen', 'kann erst spaeter', 'erst in drei wochen zahlen', 'stundung',
    // Paying late by transfer is paying late ('Überweisung' alone asks how to pay, a gap).
    'zu spaet ueberweise', 'zu spaet ueberweisen', 'zu spaet ueberwiesen', 'nicht rechtzeitig ueberweise',
    // 'Was passiert, wenn ich die Rechnung erst nach vier Wochen überweise?' (a number word is a filler; a digit is not).
    ...['wochen', 'monaten'].flatMap((span) => ['ueberweise', 'zahle', 'bezahle'].flatMap((pay) => [`erst nach ${span} ${pay}`, ...['2', '3', '4', '5', '6'].map((n) => `erst nach ${n} ${span} ${pay}`)])),
  ];
  const reminderFeeToo = `Ab der zweiten Mahnung (Zahlungsziel um mehr als ${f.paymentTermOverrun} überschritten) kommen ${f.reminderFee} je Mahnung hinzu.`;
  const terms = (passage: Omit<Passage, 'pointer'> & { clauses: readonly ClauseRef[] }): Passage => ({
    ...passage,
    pointer: pointer(...passage.clauses),
    // An aside from another clause: its pointer names both.
    ...(passage.aside?.clauses ? { aside: { ...passage.aside, pointer: pointer(...passage.clauses, ...passage.aside.clauses) } } : {}),
  });

  return [
    // I. Geltungsbereich
    terms({
      id: 'agb-scope',
      decides: 'Wofür gelten die AGB, für welche Verträge und Leistungen?',
      keywords: 'geltungsbereich anwendungsbereich',
      context: 'agb gelten gilt vertrag verträge leistungen lieferungen einzeln einzelnes einzelne einzelnen',
      // What the terms cover is asked of the terms: 'Ist das ein Problem für die Lieferung vom Boxspringbett?' names
      // a delivery and a bed, which its fact lists, and asks nothing of the terms.
      namedByKeyword: true,
      phrases: TERMS_APPLY,
      fact: 'Unsere AGB gelten für alle Verträge über Lieferungen und Leistungen mit uns, insbesondere Polster-, Näh- und Dekorationsarbeiten, Wand- und Bodenarbeiten sowie den Verkauf von Möbeln, Boxspringbetten, Stoffen und Zubehör.',
      brief: 'Die AGB gelten für alle unsere Lieferungen und Leistungen.',
      clauses: [clause('geltungsbereich', 1)],
    }),
    terms({
      id: 'agb-customers',
      decides: 'Gelten die AGB für Verbraucher und für Unternehmer, Firmenkunden, Gewerbe?',
      keywords: 'unternehmer firmenkunden firmenkunde geschäftskunden geschäftskunde gewerbekunden gewerblich gewerbe firma firmen privatkunden privatkunde privatperson privatpersonen handwerksbetrieb handwerksbetriebe',
      // 'Stellt ihr auch Rechnungen an Firmen aus?', 'Arbeitet ihr auch für Gewerbekunden?'
      context: 'agb gelten gilt verbraucher privat regeln dieselben rechnung rechnungen stellt ausstellen',
      fact: 'Die AGB gelten für Verbraucher (§ 13 BGB) und für Unternehmer (§ 14 BGB); wo eine Regelung nur für eine der beiden Gruppen gilt, steht das ausdrücklich dabei.',
      clauses: [clause('geltungsbereich', 2)],
    }),
    terms({
      id: 'agb-customer-terms',
      decides: 'Gelten abweichende Bedingungen des Kunden, etwa eigene Einkaufsbedingungen?',
      keywords: 'einkaufsbedingungen vertragsbedingungen abweichende abweichend gegenbedingungen lieferbedingungen',
      context: 'eigene bedingungen gelten agb',
      fact: 'Abweichende Bedingungen des Kunden, etwa eigene Einkaufsbedingungen, gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.',
      clauses: [clause('geltungsbereich', 3)],
    }),
    // II. Angebot und Vertragsschluss
    terms({
      id: 'offer-not-binding',
      decides: 'Sind Angebote, die Website, Galerie, Sale und die Antworten des Chats verbindlich?',
      keywords: 'freibleibend chat chatbot chatantworten website webseite homepage internetseite',
      context: 'verbindlich unverbindlich angebot angebote antwort antworten sagt galerie seite preise',
      // 'Auf eurer Homepage stand ein anderer Preis als im Laden, welcher zählt?'
      phrases: ['anderer preis', 'anderen preis', 'andere preise', 'preis im laden', 'preis im internet', ...PRICE_CHANGING],
      // 'ist euer Angebot bindend oder kann sich der Preis noch ändern?': until the contract, not an order changed (a gap).
      leanings: PRICE_CHANGING,
      fact: 'Unsere Angebote sind freibleibend: Darstellungen auf unserer Website, in der Galerie, im Sale-Bereich und Antworten dieses Chat-Assistenten sind kein verbindliches Angebot.',
      brief: 'Website und Chat-Antworten sind kein verbindliches Angebot.',
      clauses: [clause('vertragsschluss', 1)],
    }),
    terms({
      id: 'contract-formation',
      decides: 'Wann kommt der Vertrag zustande, ab wann ist der Auftrag fest?',
      keywords: 'vertragsschluss auftragsbestätigung auftragsbestaetigung zustande fest verbindlich bindend abgeschlossen zeitpunkt',
      context: 'auftrag vertrag bestellung ab wann geschlossen anfangen anfangt anfängt angefangen beginnen beginnt gilt fix besprochen mündlich muendlich unterschreibe unterschreiben unterschrieben unterschrift gültig gueltig wirksam',
      // 'Ab wann gilt der Vertrag, wenn ihr ohne Auftragsbestätigung anfangt?': when it binds, not which law.
      // 'Wenn ich den Kostenvoranschlag unterschreibe, ist das dann ein Vertrag?': when it binds, not the right of withdrawal.
      // 'Reicht eine E-Mail als Auftrag?' (it got the written notice of obvious defects), '… den Auftrag gern erteilen. Wie geht es jetzt weiter?'
      phrases: ['ab wann gilt', 'wann gilt der vertrag', 'wann gilt der auftrag', 'wann gilt die bestellung', 'als auftrag', 'email als auftrag', 'mail als auftrag', 'kostenvoranschlag schon ein vertrag', 'kostenvoranschlag ein vertrag', 'angebot schon ein vertrag', 'auftrag erteilen', 'auftrag gern erteilen', 'auftrag gerne erteilen', 'wie erteile ich', 'muss ich etwas unterschreiben', 'muss ich was unterschreiben', ...IS_A_CONTRACT],
      leanings: ['ab wann gilt', 'wann gilt der vertrag', 'wann gilt der auftrag', ...IS_A_CONTRACT],
      fact: 'Der Vertrag kommt mit unserer schriftlichen Auftragsbestätigung oder mit Beginn der Ausführung zustande.',
      clauses: [clause('vertragsschluss', 2)],
    }),
    terms({
      id: 'natural-materials',
      decides: 'Weicht Farbe oder Struktur von Naturmaterialien vom Muster ab, ist das erlaubt?',
      keywords:
        'naturmaterialien naturmaterial naturstoff naturstoffe struktur maserung unterschiedlich verschieden abweichung abweichungen abweichen weicht farblich farbton farbunterschied farbunterschiede anders',
      // The materials are what differs, not the topic: 'Macht ihr das Holz von Stühlen neu?' asks for a service.
      // 'Das Leinen, das ihr verarbeitet habt, sieht anders aus als die Stoffprobe. Muss ich das hinnehmen?'
      context: 'holz leder wolle leinen farbe muster stoffmuster probe stoffprobe normal reklamieren reklamation mangel sieht verarbeitet hinnehmen akzeptieren',
      // 'Der Eichenboden ist deutlich dunkler als die Musterplanke im Laden.'
      phrases: ['dunkler als', 'heller als', 'anders als das muster', 'anders als die probe'],
      fact: 'Naturmaterialien wie Holz, Leder, Wolle oder Leinen fallen in Farbe und Struktur unterschiedlich aus: Handwerks- und materialübliche Abweichungen von Mustern bleiben vorbehalten, soweit sie Ihnen zumutbar sind, und leichte Farbabweichungen bei Naturstoffen sind kein Mangel.',
      brief: 'Materialübliche Abweichungen von Mustern in Farbe und Struktur bleiben vorbehalten, soweit zumutbar.',
      clauses: [clause('vertragsschluss', 3), clause('gewaehrleistung', 3)],
    }),
    terms({
      id: 'designs',
      decides: 'Darf ich Entwürfe, Zeichnungen und Planungen weitergeben oder kopieren?',
      keywords: 'entwurf entwürfe entwuerfe entwurfszeichnung zeichnung zeichnungen skizze skizzen urheberrecht geistiges vervielfältigen kopieren weitergeben',
      // 'Darf ich die Zeichnung von eurer Raumplanung meinem Schreiner zeigen?': shown to a third party.
      // '… die Skizze, die Anna … gemacht hat, auf Instagram posten?': made public.
      // 'Dürfen wir die Entwürfe, die ihr … gezeichnet habt, einem anderen Schreiner geben?'
      context: 'planung raumplanung plan pläne eigentum handwerker dritte zeigen schreiner tischler architekt posten veröffentlichen veroeffentlichen teilen instagram facebook gezeichnet geben anderen',
      // 'Gehört der Entwurf mir, wenn ich bezahle?' (it got the goods' retention of title), 'Darf ich eure Entwürfe behalten?'
      phrases: ['gehoert der entwurf', 'gehoeren die entwuerfe', 'gehoert die zeichnung', 'entwurf mir', 'entwuerfe behalten', 'entwurf behalten'],
      leanings: ['gehoert der entwurf', 'gehoeren die entwuerfe', 'gehoert die zeichnung'],
      fact: 'Entwürfe, Zeichnungen und Planungen bleiben unser geistiges Eigentum; ohne unsere Zustimmung dürfen sie weder vervielfältigt noch Dritten zugänglich gemacht werden.',
      clauses: [clause('vertragsschluss', 4)],
    }),
    // III. Preise
    terms({
      id: 'prices-vat',
      decides: 'Sind die Preise inklusive Mehrwertsteuer (Umsatzsteuer), brutto oder netto, in Euro?',
      // Not 'inklusive' alone: 'Ist die Montage inklusive?' asks whether a service costs extra.
      keywords: 'mehrwertsteuer umsatzsteuer brutto netto steuer',
      // 'Wie viel Mehrwertsteuer berechnet ihr?', 'eine Rechnung mit ausgewiesener Mehrwertsteuer'.
      context: 'preis preise euro verbraucher unternehmer inklusive zuzüglich zuzueglich berechnet berechnen rechnung rechnungen ausgewiesen ausgewiesene ausgewiesener ausweisen',
      // 'Kommt die MwSt dazu?', 'Ist die Mehrwertsteuer schon drin?': added or included (not 'dazu' or 'drin' alone: '… ein Kissen dazu, ist das im Preis drin?' asks of extra work).
      phrasesBesideKeyword: ['dazu', 'drin', 'enthalten', 'obendrauf'],
      // 'Sind in euren Preisen die 19 Prozent schon drin?'
      phrases: ['preise inklusive', 'preise zuzueglich', '19 prozent', 'neunzehn prozent', '19 mwst', '7 prozent'],
      fact: 'Alle Preise verstehen sich in Euro. Gegenüber Verbrauchern enthalten sie die gesetzliche Umsatzsteuer, gegenüber Unternehmern kommt sie hinzu.',
      clauses: [clause('preise', 1)],
    }),
    terms({
      id: 'extra-work',
      decides: 'Wie werden zusätzliche Leistungen nach Vertragsschluss berechnet?',
      keywords: 'zusätzlich zusaetzlich zusatzleistung zusatzleistungen zusatzarbeiten nachträglich nachtraeglich sonderwunsch sonderwünsche extra mehraufwand',
      context: 'berechnet berechnen abgerechnet abrechnen aufwand später wünsche kosten dazu bestellung bestellt nachher mitten',
      // 'Wenn ich nach der Bestellung noch ein Kissen dazu will, ist das im Preis drin?'
      leanings: ['nach der bestellung', 'nach dem auftrag', 'nach vertragsschluss', 'noch dazu'],
      fact: 'Leistungen, die Sie nach Vertragsschluss zusätzlich wünschen, berechnen wir gesondert nach Aufwand.',
      clauses: [clause('preise', 2)],
    }),
    terms({
      id: 'measuring-costs',
      decides: 'Kostet das Aufmaß, die Beratung vor Ort oder die Anfahrt etwas, ist Ausmessen kostenlos?',
      // Not 'kostenlos' alone: 'Ist die Montage kostenlos?' is not asked of these three.
      // 'Gibt es eine Anfahrtspauschale?' (it got the flat rate for goods not accepted, by '-pauschale').
      keywords: 'aufmaß aufmass ausmessen vermessen messen anfahrt anfahrtskosten fahrtkosten anfahrtspauschale fahrtpauschale anfahrtsgebühr anfahrtsgebuehr',
      // '… für das Ausmessen 80 Euro berechnet, das war nie abgesprochen!'
      context: 'kosten kostet zahlen bezahlen beratung vor ort hause berechnen berechnet bestellen bestelle kostenlos gratis umsonst inklusive inbegriffen extra preis enthalten abgesprochen vereinbart betrag',
      // 'Ist die Beratung im Preis enthalten?' as the prices passage leans on 'im Preis enthalten': a tie, which the clause wins.
      leanings: ['beratung im preis', 'aufmass im preis', 'anfahrt im preis', 'ausmessen im preis'],
      // 'Was kostet ein Hausbesuch?': the visit at the customer's, not a visit to the shop.
      phrases: ['kostet der hausbesuch', 'kostet ein hausbesuch', 'kostet der besuch bei mir', 'kostet ein besuch bei mir', 'kostet der besuch bei uns', 'kostet ein besuch bei uns', 'hausbesuch kosten', 'hausbesuch kostenlos', 'hausbesuche kosten', 'hausbesuche kostenlos'],
      fact: 'Aufmaß, Beratung vor Ort und Anfahrt berechnen wir nur, wenn das vorher vereinbart wurde.',
      clauses: [clause('preise', 3)],
    }),
    // IV. Kostenvoranschlag
    terms({
      id: 'estimate-binding',
      decides: 'Ist ein Kostenvoranschlag verbindlich oder ein Festpreis?',
      keywords: 'kostenvoranschlag voranschlag festpreis verbindlich unverbindlich',
      // 'Ich hab einen Festpreis vereinbart, dürft ihr da trotzdem 20 % drüber?'
      // 'Kann ich ein verbindliches Angebot haben, damit ich nicht mit Nachforderungen rechnen muss?'
      context: 'angebot fest bindend vereinbart vereinbarten abgemacht drüber drueber darüber darueber unterschied nachforderung nachforderungen',
      fact: 'Ein Kostenvoranschlag ist unverbindlich, sofern er nicht ausdrücklich als Festpreis bezeichnet ist.',
      clauses: [clause('kostenvoranschlag', 1)],
    }),
    terms({
      id: 'estimate-overrun',
      decides: 'Um wie viel darf der Kostenvoranschlag überschritten werden, darf es teurer werden?',
      keywords: 'kostenvoranschlag voranschlag überschreiten ueberschreiten überschritten ueberschritten überschreitung ueberschreitung teurer mehrkosten aufschlag veranschlagt',
      context: 'prozent darf dürft einfach zustimmen zustimmung mehr kosten rechnung betrag liegen liegt euro zahlen geschätzt geschaetzt schätzung maximal höchstens hoechstens stehen höher hoeher',
      // 'Müsst ihr mich fragen, bevor es teurer wird?'; 'Der Polsterer hat gesagt, das wird so um die 800 €,
      // jetzt steht 1.050 € auf der Rechnung': a figure named before, exceeded now.
      // 'Kostenvoranschlag war 2.000 €, jetzt soll ich 2.500 € zahlen, ohne dass mich vorher jemand gefragt hat': more than the estimate, without consent.
      phrases: ['bevor es teurer wird', ...MORE_THAN_SAID, ...NOT_ASKED_FIRST],
      leanings: MORE_THAN_SAID,
      fact: `Einen unverbindlichen Kostenvoranschlag dürfen wir ohne Ihre Zustimmung um bis zu ${f.estimateOverrun} der Bruttosumme überschreiten; zeichnet sich mehr ab, informieren wir Sie und arbeiten erst nach Ihrer Zustimmung weiter.`,
      brief: `Ein Kostenvoranschlag darf ohne Ihre Zustimmung um bis zu ${f.estimateOverrun} der Bruttosumme überschritten werden.`,
      clauses: [clause('kostenvoranschlag', 2), clause('kostenvoranschlag', 3)],
    }),
    terms({
      id: 'estimate-exceeded',
      decides: 'Was passiert, wenn es viel teurer wird als veranschlagt, kann ich dann kündigen?',
      // Not 'Bescheid' as a keyword: 'Sagt ihr mir Bescheid, wenn die Vorhänge fertig sind?' asks nothing of an estimate.
      keywords: 'kündigen kuendigen kündigung kuendigung 650',
      context: 'informieren bescheid teurer viel deutlich höher überschreitung ueberschreitung überschritten ueberschritten überschreiten ueberschreiten prozent veranschlagt kostenvoranschlag zustimmung',
      fact: `Zeichnet sich eine höhere Überschreitung des Kostenvoranschlags als ${f.estimateOverrun} ab, informieren wir Sie unverzüglich und arbeiten erst nach Ihrer Zustimmung weiter; Sie können den Vertrag dann nach § 650 BGB kündigen.`,
      clauses: [clause('kostenvoranschlag', 3), clause('kostenvoranschlag', 2)],
    }),
    // V. Zahlung und Zahlungsverzug
    terms({
      id: 'payment-due',
      decides: 'Wann muss ich die Rechnung bezahlen, vorher oder nachher, Abschlag, Skonto?',
      keywords: 'zahlung zahlen zahlt bezahlen bezahlt zahlbar zahlungsfrist fällig faellig fälligkeit zahlungsziel zahlungsbedingungen zahlungsbedingung zahlungskonditionen begleichen abschlag abschläge abschlagszahlung abschlagszahlungen teilbetrag teilbeträge teilbetraege anzahlung anzahlen vorkasse skonto abzug abziehen',
      // '… alles am Ende zahlen oder in Teilen nach Baufortschritt?'
      // 'Können wir einen Teil vorher zahlen und den Rest nach Fertigstellung?': a payment split, 'sofern nichts anderes vereinbart'.
      context: 'rechnung wann sofort vorher danach erhalt später spaeter spätestens spaetestens aufschub bestellung auftrag tage tagen ende teilen teile teil rest fertigstellung baufortschritt fortschritt',
      // 'vorher' and 'nachher' are fillers elsewhere.
      phrases: ['vorher oder nachher', 'vorher oder danach', 'vorab oder danach', 'vorab oder nachher', 'einen teil vorher', 'einen teil vorab', 'einen teil jetzt', 'den rest nach', 'den rest danach', 'den rest spaeter', ...PAYING_WHEN],
      // 'Wie lange habe ich Zeit, die Rechnung zu bezahlen?': when it is due, not the deadline for objecting to it;
      // 'Muss ich bei Auftragserteilung etwas anzahlen?': paying in advance, not what a withdrawal costs.
      leanings: PAYING_WHEN,
      fact: 'Rechnungen sind sofort nach Erhalt ohne Abzug zahlbar, sofern nichts anderes vereinbart ist; bei größeren Aufträgen können wir angemessene Abschlagszahlungen für erbrachte Leistungen verlangen.',
      brief: 'Rechnungen sind sofort nach Erhalt ohne Abzug zahlbar.',
      clauses: [clause('zahlung', 1)],
    }),
    terms({
      id: 'reminder-fee',
      decides: 'Wie hoch ist die Mahngebühr, ab welcher Mahnung?',
      keywords: 'mahngebühr mahngebuehr mahngebühren mahnung mahnungen gemahnt mahnkosten mahnen',
      // '… die Rechnung total verschwitzt, jetzt kam ne Mahnung. Kostet das extra?'
      context: 'zahlung zahlen bezahlen gebühr erste zweite kostet gilt rechnung extra',
      fact: `Wird das Zahlungsziel um mehr als ${f.paymentTermOverrun} überschritten, berechnen wir ab der zweiten Mahnung ${f.reminderFee} je Mahnung; Sie können nachweisen, dass uns kein oder ein geringerer Schaden entstanden ist.`,
      brief: `Ab der zweiten Mahnung (Zahlungsziel um mehr als ${f.paymentTermOverrun} überschritten) berechnen wir ${f.reminderFee} je Mahnung.`,
      clauses: [clause('zahlung', 2)],
    }),
    terms({
      id: 'default-interest',
      decides: 'Wie hoch sind die Verzugszinsen, was passiert, wenn ich zu spät zahle?',
      keywords: 'verzugszinsen verzugszins zinsen zins verzug zahlungsverzug verspätet verspaetet verspätete',
      // 'flüssig' as having the money again: a story's word the question after it keeps.
      context: 'spät später zahlung zahlen fluessig',
      phrases: latePayment,
      // 'Was passiert, wenn ich zu spät bezahle?': the payment clause knows 'bezahlen' better, the question is this one's.
      leanings: latePayment,
      fact: `Im Verzug berechnen wir Verzugszinsen von ${f.defaultInterest} über dem Basiszinssatz (früher Diskontsatz der Deutschen Bundesbank, § 247 BGB); ein weiterer Verzugsschaden bleibt vorbehalten. ${reminderFeeToo}`,
      brief: `Im Verzug berechnen wir Verzugszinsen von ${f.defaultInterest} über dem Basiszinssatz.`,
      // 'Was passiert, wenn ich zu spät zahle?' asks what it costs: the reminder fee (V.2) as well as the interest.
      aside: { sentence: reminderFeeToo, words: 'mahnung mahnungen', phrases: latePayment, clauses: [clause('zahlung', 2)] },
      clauses: [clause('zahlung', 3)],
    }),
    // VI. Widerrufsrecht und Rücktritt des Kunden
    terms({
      id: 'withdrawal-right',
      decides: 'Habe ich ein Widerrufsrecht, kann ich den Vertrag widerrufen oder die Ware zurückgeben?',
      keywords: 'widerrufsrecht widerrufen widerruf rückgaberecht rueckgaberecht rückgabe rueckgabe zurückgeben zurueckgeben zurückschicken zurueckschicken zurückbringen zurueckbringen widerrufsbelehrung fernabsatz umtauschen umtausch umtauschrecht',
      // 'Habt ihr Rückgaberecht von 14 Tagen?': the days are the right's, not a topic of their own.
      context: 'online internet telefon telefonisch email bestellen bestelle bestellung bestellt auftrag außerhalb geschäftsräume haustür verbraucher tage tagen lange frist vertrag unterschreiben unterschreibe zuhause hause wohnung schriftlich bekomme erhalte laden geschäft geschaeft gekauft gilt gelten',
      // '… im Laden gekauft, kann ich es zurückgeben, wenn es mir doch nicht gefällt?': a change of mind, not a defect.
      // 'Habe ich ein Widerrufsrecht, wenn ich im Laden kaufe?': where the contract is made decides the right.
      // 'Can I still send it back within 14 days?'
      phrases: [...CHANGE_OF_MIND, ...['laden', 'geschaeft', 'showroom'].flatMap((shop) => [`im ${shop} kaufe`, `im ${shop} kaufen`, `im ${shop} kauft`]), 'send it back', 'send them back', 'send back', 'take it back', 'take them back', 'return it', 'return them'],
      leanings: CHANGE_OF_MIND,
      fact: 'Verbrauchern steht bei Verträgen, die außerhalb unserer Geschäftsräume oder ausschließlich über Fernkommunikationsmittel geschlossen werden, ein gesetzliches Widerrufsrecht zu; die Einzelheiten stehen in der Widerrufsbelehrung, die Sie bei Vertragsschluss erhalten.',
      brief: 'Verbraucher haben bei Verträgen außerhalb unserer Geschäftsräume oder per Fernkommunikation ein gesetzliches Widerrufsrecht.',
      clauses: [clause('widerruf', 1)],
    }),
    terms({
      id: 'made-to-measure',
      decides: 'Gibt es ein Widerrufsrecht für maßgefertigte Ware, Maßanfertigungen, neu bezogene Möbel?',
      keywords:
        'maßgefertigt massgefertigt maßgefertigte massgefertigte maßangefertigt massangefertigt maßanfertigung massanfertigung sonderanfertigung angefertigt zugeschnitten individuell',
      // Not the curtains themselves: 'macht ihr auch Gardinen nach Maß?' asks the Nähatelier.
      context: 'widerruf widerrufen widerrufsrecht zurückgeben rückgabe maß mass neu bezogen polstermöbel bestellung bestellt',
      // 'Die Kissen wurden extra für mich genäht, kann ich die noch zurückschicken?'
      // 'Ich habe bei euch Vorhänge nach Maß bestellt, kann ich die Bestellung widerrufen?': not the right of VI (1) alone, by
      // 'Maß' in the context; no leaning on 'nach Maß', which alone asks the Nähatelier ('Do you do made to measure curtains?').
      // 'Was ist, wenn mir das Sofa nach dem Beziehen nicht gefällt?', 'Kann ich den Stoff nach dem Zuschnitt noch umtauschen?': work done to order.
      phrases: ['extra fuer mich', 'speziell fuer mich', 'extra fuer uns', 'speziell fuer uns', 'fuer mich angefertigt', 'fuer mich genaeht', ...MADE_THEN_UNWANTED],
      leanings: MADE_THEN_UNWANTED,
      fact: 'Kein Widerrufsrecht besteht bei Waren, die nach Ihren Vorgaben angefertigt oder eindeutig auf Ihre persönlichen Bedürfnisse zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB), etwa maßgefertigte Vorhänge oder neu bezogene Polstermöbel.',
      brief: 'Für Maßanfertigungen (§ 312g Abs. 2 Nr. 1 BGB) besteht kein Widerrufsrecht.',
      clauses: [clause('widerruf', 2)],
    }),
    terms({
      id: 'withdrawal-before-start',
      decides: 'Was kostet es, den Auftrag vor Beginn der Arbeiten zu stornieren oder zurückzutreten?',
      keywords:
        'storno stornieren storniert stornierung stornogebühr stornokosten rücktritt ruecktritt zurücktreten zuruecktreten zurückziehen zurueckziehen zurückzieh absagen abbestellen canceln rückgängig rueckgaengig umentschieden',
      // 'Kann ich vom Kauf zurücktreten? Bekomme ich die Anzahlung zurück?': what a withdrawal costs.
      // 'Sind die 5 % Stornogebühr vom Brutto- oder Nettobetrag?': the net order value.
      context: 'beginn arbeitsbeginn begonnen angefangen anfangen anfangt anfängt vorher auftrag bestellung vertrag kosten kostet zahlen bezahlen pauschale gemacht kündigen aufmaß ausmessen ausgemessen planung kauf kaufvertrag anzahlung angezahlt gebühr gebuehr netto brutto nettobetrag bruttobetrag betrag auftragswert berechnet',
      // 'Auftrag gestern unterschrieben, kann ich da noch raus?'
      // '… 400 euro angezahlt, angefangen habt ihr noch nicht. jetzt … brauchen die nicht mehr. was passiert mit meinem geld?'
      phrases: ['doch nicht', 'anders ueberlegt', 'nicht mehr haben', 'nicht mehr machen', 'noch raus', 'wieder raus', 'da raus', 'aus dem vertrag', 'aus dem auftrag', 'nicht mehr will', 'nicht mehr wollen', ...['brauchen die', 'brauche die', 'brauchen das', 'brauche das', 'brauchen wir', 'brauche ich'].map((need) => `${need} nicht mehr`)],
      fact: `Treten Sie außerhalb eines gesetzlichen Widerrufsrechts vor Beginn der Ausführung vom Vertrag zurück, ohne dass wir das zu vertreten haben, können wir für die bis dahin entstandenen Kosten (Aufmaß, Planung, Bearbeitung) pauschal ${f.withdrawalFlatRate} des Netto-Auftragswerts verlangen; Sie können einen geringeren Aufwand nachweisen.`,
      // Its condition kept: a withdrawal for the shop's own delay ('… kommt jetzt zwei Wochen später. Darf ich zurücktreten?') costs no 5 %.
      brief: `Treten Sie vor Beginn der Ausführung vom Auftrag zurück, ohne dass wir das zu vertreten haben, berechnen wir pauschal ${f.withdrawalFlatRate} des Netto-Auftragswerts.`,
      clauses: [clause('widerruf', 3)],
    }),
    terms({
      id: 'withdrawal-free',
      decides: 'Kostet ein gesetzlicher Widerruf etwas?',
      keywords: 'widerruf widerrufen widerrufsrecht kostenfrei',
      context: 'kostet kosten kostenlos gebühr verbraucher bezahlen zahlen',
      fact: 'Ein gesetzliches Widerrufsrecht schränken unsere AGB nicht ein: Ein Widerruf ist für Verbraucher kostenfrei, soweit das Gesetz nichts anderes bestimmt.',
      clauses: [clause('widerruf', 4)],
    }),
    // VII. Lieferung, Montage und Transportschäden
    terms({
      id: 'delivery-dates',
      decides: 'Sind Liefertermine verbindlich, was passiert, wenn sich die Lieferung verzögert?',
      keywords:
        'liefertermin liefertermine ausführungstermin ausfuehrungstermin verzögert verzoegert verzögerung verzoegerung verspätung verspaetung vorlieferant vorlieferanten lieferant lieferanten lieferengpass gewalt streik streiks unwetter sturm hochwasser',
      context: 'lieferung liefern liefert termin verbindlich schriftlich zusage zugesagt später spaet fest feste festen sicher garantiert einhalten einhaltet eingehalten mündlich muendlich genannt gesagt verkäufer verkaeufer verschoben bestellt auftragsbestätigung auftragsbestaetigung hersteller',
      fact: 'Liefer- und Ausführungstermine sind nur verbindlich, wenn wir sie ausdrücklich schriftlich zusagen. Verzögert sich eine Lieferung durch höhere Gewalt oder durch Vorlieferanten, ohne dass wir das zu vertreten haben, verschiebt sich der Termin angemessen, und wir informieren Sie unverzüglich.',
      // 'Der Liefertermin 20.11. stand schriftlich in der Auftragsbestätigung. Jetzt ist schon der 3.12. und nichts ist da.'
      phrases: DELIVERED_LATE,
      leanings: DELIVERED_LATE,
      brief: 'Liefer- und Ausführungstermine sind nur verbindlich, wenn wir sie ausdrücklich schriftlich zusagen.',
      clauses: [clause('lieferung', 1)],
    }),
    terms({
      id: 'site-access',
      decides: 'Muss ich die Räume ausräumen, frei und zugänglich machen, Strom und Licht bereitstellen?',
      keywords: 'ausräumen ausraeumen leerräumen leerraeumen freiräumen freiraeumen räumen raeumen wegräumen zugänglich zugaenglich zugang strom licht leer frei',
      context:
        'räume raum zimmer wohnung boden termin verlegen verlegt kommen kommt vorbereiten vorbereitung untergrund trocken ort bevor estrich fest tragfähig arbeiten montage montieren montiert aufhängen aufhaengen liefern liefert',
      // 'Was muss ich vorbereiten, bevor ihr den Boden verlegt?': the customer's part before the work;
      // 'Muss jemand da sein, wenn ihr den Boden verlegt?': being there for the work (at the
      // measurement it is XII (2), whose context knows measuring).
      // 'Muss die Wand schon fertig verputzt und trocken sein, wenn ihr tapeziert?': the ground the work needs.
      // 'Muss ich die Möbel vorher aus dem Zimmer räumen?' ('räumen' is read as the noun 'Räume', a filler).
      // 'Muss ich bei der Montage dabei sein?': being there for the work (it got being there at the measurement).
      phrases: ['ich vorbereiten', 'wir vorbereiten', 'dabei sein', ...PRESENCE, ...GROUND_READY, ...ROOM_CLEARED],
      leanings: [...PRESENCE, ...GROUND_READY],
      fact: 'Zum vereinbarten Termin sorgen Sie bitte dafür, dass die Räume zugänglich und frei sind und dass Strom, Licht und ein trockener, tragfähiger Untergrund zur Verfügung stehen.',
      clauses: [clause('lieferung', 2)],
    }),
    terms({
      id: 'transport-damage',
      decides: 'Bis wann muss ich einen Transportschaden melden?',
      // The packaging is how a transport damage shows ('der Karton war kaputt, erst nach einer Woche gesehen').
      keywords: 'transportschaden transportschäden transportschaeden lieferschaden delle dellen kratzer spedition transportunternehmen karton kartons verpackung',
      // Found unpacking ('Beim Auspacken war die Armlehne eingedrückt').
      context: 'transport anlieferung geliefert kaputt beschädigt melden frist bis wann sofort kam schaden lange zeit woche wochen tage gesehen bemerkt später auspacken ausgepackt eingedrückt eingedellt macke macken entdeckt prüfen pruefen kontrollieren kaputtgegangen beschädigt beschaedigt lieferung umgeknickt geknickt knick knicke lieferant lieferanten lieferfahrer fahrer paketbote angeliefert gebracht',
      // 'Der Teppich wurde heute gerissen geliefert, was soll ich tun?'
      phrases: ['kaputt geliefert', 'beschaedigt geliefert', 'kaputt angekommen', 'beschaedigt angekommen', 'kam kaputt', 'gerissen geliefert', 'zerrissen geliefert', 'eingerissen geliefert', 'zerkratzt geliefert', 'verkratzt geliefert', 'defekt geliefert', 'eingedrueckt geliefert', 'zerbrochen geliefert', 'gebrochen geliefert', 'arrived damaged', 'delivered damaged', 'arrived broken', 'arrived torn', 'arrived scratched', 'delivered broken', 'delivered torn', 'delivered scratched', 'beschaedigt ankommt', 'kaputt ankommt', 'beschaedigt ankommen', 'kaputt ankommen', 'beschaedigt bei mir ankommt', 'kaputt bei mir ankommt'],
      fact: `Erkennbare Transportschäden melden Sie uns bitte innerhalb von ${f.transportDamage} nach Anlieferung, damit wir sie beim Transportunternehmen geltend machen können; Ihre gesetzlichen Mängelrechte als Verbraucher bleiben unberührt.`,
      // The consumer's rights stay in brief too: 'reicht es, wenn ich mich im Januar melde?' is no loss of them.
      brief: `Erkennbare Transportschäden melden Sie bitte innerhalb von ${f.transportDamage} nach Anlieferung; Ihre gesetzlichen Mängelrechte bleiben unberührt.`,
      clauses: [clause('lieferung', 3)],
    }),
    terms({
      id: 'risk-transfer',
      decides: 'Wer trägt das Risiko beim Transport, wann geht die Gefahr über?',
      keywords: 'gefahrübergang gefahruebergang gefahr risiko transportrisiko',
      context: 'transport übergabe trägt trage tragen versand unterwegs spedition spediteur transportunternehmen kaputt beschädigt beschaedigt privatkunde privatkunden verbraucher haftet haften zahlt',
      // 'Wer haftet, wenn beim Transport was kaputt geht?': who bears the transport's risk, not the liability cap.
      leanings: ['beim transport', 'auf dem transport', 'waehrend des transports', 'unterwegs kaputt', 'die spedition', 'der spediteur'],
      fact: 'Für Unternehmer geht die Gefahr mit der Übergabe an das Transportunternehmen über, für Verbraucher erst mit der Übergabe der Ware.',
      clauses: [clause('lieferung', 4)],
    }),
    // VIII. Eigentumsvorbehalt
    terms({
      id: 'retention-of-title',
      decides: 'Wem gehört die Ware, bevor sie bezahlt ist?',
      keywords: 'eigentumsvorbehalt eigentum vorbehaltsware',
      // 'Darf ich das Sofa, das noch nicht ganz bezahlt ist, schon meinem Sohn schenken?'
      context: 'ware sofort bezahlt gehört bezahlung schenken verschenken',
      phrases: ['nicht ganz bezahlt', 'nicht vollstaendig bezahlt', 'nicht komplett bezahlt', 'gehoert mir die ware', 'gehoert die ware', 'gehoeren mir die', 'gehoert mir das', 'gehoert mir der', 'gehoert mir die', 'gehoert mir schon',
        // 'Das Sofa steht schon bei mir, aber die Rechnung ist noch offen – wem gehört es jetzt?': the piece's owner, not the shop's.
        'wem gehoert es jetzt', 'wem gehoert das jetzt', 'wem gehoert es eigentlich', 'wem gehoert es dann', 'wem gehoert das sofa', 'wem gehoert die ware', 'who owns it',
        // 'Wenn ich das Sofa abbezahle, gehört es mir erst nach der letzten Zahlung?'
        'gehoert es mir', 'gehoert er mir', 'gehoert sie mir', 'gehoert das mir', 'nach der letzten zahlung', 'nach der letzten rate', 'bis zur letzten rate', 'bis zur letzten zahlung'],
      fact: 'Gelieferte Waren bleiben bis zur vollständigen Bezahlung unser Eigentum.',
      clauses: [clause('eigentumsvorbehalt', 1)],
    }),
    terms({
      id: 'reserved-goods-pledge',
      decides: 'Darf ich Ware unter Eigentumsvorbehalt verpfänden, was ist bei einer Pfändung?',
      keywords: 'verpfänden verpfaenden pfändung pfaendung pfänden pfaenden gepfändet gerichtsvollzieher sicherungsübereignung sicherheit übereignen',
      // 'als Sicherheit für einen Kredit', 'das noch nicht abbezahlt ist'.
      context: 'vorbehaltsware ware dritte kredit darlehen bank abbezahlt bezahlt bevor bezahlung',
      fact: 'Ware unter Eigentumsvorbehalt dürfen Sie weder verpfänden noch zur Sicherheit übereignen; Pfändungen oder andere Zugriffe Dritter teilen Sie uns bitte unverzüglich mit.',
      clauses: [clause('eigentumsvorbehalt', 2)],
    }),
    terms({
      id: 'reserved-goods-resale',
      decides: 'Darf ich Ware weiterverkaufen, bevor sie bezahlt ist?',
      keywords: 'weiterverkaufen weiterverkauf weiterveräußern weiterveraeussern wiederverkäufer händler',
      context: 'bezahlt abbezahlt abbezahlen bevor ganz vollständig unternehmer ware privat verkaufen verkauft',
      fact: 'Bis zur vollständigen Bezahlung bleibt die Ware unser Eigentum. Unternehmer dürfen sie im ordentlichen Geschäftsgang weiterveräußern und treten uns die Forderungen daraus schon jetzt in Höhe unseres Rechnungsbetrags ab.',
      clauses: [clause('eigentumsvorbehalt', 3), clause('eigentumsvorbehalt', 1)],
    }),
    // IX. Gewährleistung und Mängelrügen
    terms({
      id: 'defect-rights',
      decides: 'Welche Rechte habe ich bei einem Mangel, wird nachgebessert?',
      // A floor or a frame that creaks, squeaks or wobbles ('Das Parkett knarzt nach einem halben Jahr'); a fabric
      // faded, shrunk or fraying, a floor that bulges ('Der Stoff ist nach einem Monat verblichen').
      keywords: 'mängelrechte maengelrechte nacherfüllung nacherfuellung nachbesserung nachbessern nachbessert mangelhaft defekt gerissen eingerissen riss risse loch löcher loecher beule beulen delle dellen knarzt knarzen knarrt knarren quietscht quietschen wackelt wackeln verblichen ausgeblichen eingelaufen verfärbt verfaerbt abgefärbt abgefaerbt ausgefranst franst gewölbt gewoelbt blasen klemmt klemmen',
      // 'nach zwei Monaten gerissen', 'beim Waschen eingelaufen': when it happened is part of telling the defect.
      context: 'mangel mängel rechte gesetzlich reparieren ersatz wochen monate monaten jahr reklamieren reklamation naht naehte nähte loest löst aufgegangen kümmert kuemmert kaputt waschen gewaschen',
      // 'Die Vorhänge sind zu kurz geworden, was jetzt?'
      // '… statt Nachbesserung gleich mein Geld zurück verlangen?': the money back for a defect is one of its rights.
      // 'eins ist ca 1 cm zu schmal und hat Lichtspalt', 'die Halterung hat sich aus der Wand gelöst'.
      // 'Das Plissee lässt sich nicht mehr hochziehen'; 'Kann ich zurücktreten, wenn der Mangel nicht behoben wird?': the rights after a failed repair.
      phrases: ['too short', 'too long', 'too narrow', 'too wide', 'nicht mehr hoch', 'nicht mehr hochziehen', 'nicht mehr runter', 'nicht mehr herunter', 'laesst sich nicht mehr', 'beim waschen eingegangen', 'nicht behoben', 'nicht beseitigt', 'reparatur nicht klappt', 'reparatur klappt nicht', 'nachbesserung fehlschlaegt', 'nachbesserung scheitert', 'zu kurz', 'zu kurz geworden', 'zu lang geworden', 'zu schmal', 'zu breit', 'zu eng', 'lichtspalt', 'runtergefallen', 'heruntergefallen', 'abgefallen', 'loest sich', 'hat sich geloest', 'sich geloest', 'haengen schief', 'haengt schief', 'schief aufgehaengt', 'schief verlegt', 'schief genaeht', 'geld zurueck verlangen', ...FLOOR_WAVES, ...WRONG_GOODS],
      // 'Ich habe ein Sofa bei euch gekauft, kann ich es zurückgeben?' asks the withdrawal right.
      // 'Der neue Boden quietscht, ich will mein Geld zurück': money back beside a defect (not the set-off clause's money).
      phrasesBesideKeyword: [...BOUGHT_HERE, 'geld zurueck', 'geld zurueckverlangen', 'mein geld wieder'],
      // A piece bought here that squeaks or wobbles is a defect of the sale, not a repair job; a floor
      // or a wall that forms waves is no upholstery fabric's waves (IX (3)).
      // Goods refused for a fault ('Ich will die Vorhänge nicht abnehmen, sie sind in der falschen Farbe'):
      // a defect, not the damages for goods refused without reason (XI (1)).
      leanings: [...BOUGHT_HERE, ...FLOOR_WAVES, ...WRONG_GOODS],
      fact: 'Bei Mängeln gelten die gesetzlichen Mängelrechte, soweit unsere AGB nichts anderes bestimmen; wir haben zunächst das Recht zur Nacherfüllung.',
      clauses: [clause('gewaehrleistung', 1)],
    }),
    terms({
      id: 'obvious-defects',
      decides: 'Bis wann muss ich offensichtliche Mängel reklamieren?',
      keywords: 'reklamieren reklamation reklamationen rügen ruegen rüge ruege beanstanden beanstandung offensichtlich offensichtliche sichtbar sichtbare mängelrüge',
      // 'Muss ich eine Mängelrüge per Einschreiben schicken?': the form asked of a notice in writing.
      // 'Mir ist erst nach ein paar Tagen aufgefallen, dass …, ist das jetzt zu spät?': found after delivery, the deadline asked.
      context: 'mangel mängel fehler bis wann frist melden gemeldet tage tagen woche wochen schnell schriftlich lange zeit anruf anrufen telefonisch einschreiben schicken senden brief post prüfen pruefen kontrollieren untersuchen sofort spät spaet aufgefallen bemerkt entdeckt',
      // 'Wie reklamiere ich am besten, reicht ein Anruf?': in writing.
      phrases: ['reicht ein anruf', 'reicht anruf', 'reicht es anzurufen', 'wie reklamiere', 'reicht eine mail', 'reicht eine email', 'reicht eine e mail', 'reicht ein brief', 'reicht whatsapp'],
      fact: `Offensichtliche Mängel rügen Sie bitte innerhalb von ${f.obviousDefects} nach Lieferung oder Abnahme schriftlich; für Verbraucher bleiben die gesetzlichen Rechte unberührt.`,
      brief: `Offensichtliche Mängel rügen Sie bitte innerhalb von ${f.obviousDefects} nach Lieferung oder Abnahme schriftlich.`,
      clauses: [clause('gewaehrleistung', 2)],
    }),
    terms({
      id: 'not-defects',
      decides: 'Sind Wellen im Bezug, Farbabweichungen bei Naturstoffen oder eine nachgebende Polsterung ein Mangel?',
      keywords:
        'wellen wellenbildung welle wellig falten faltenbildung faltig farbabweichung farbabweichungen nachgeben nachgegeben weicher durchgesessen eigenschaften materialüblich handwerksüblich',
      // 'Bei dem neu bezogenen Sessel sieht man nach 2 Wochen schon Sitzmulden. Muss das so?'
      context: 'mangel mängel normal bezug bezugsstoff bezugsstoffe bezogen bezogenen polsterung polster naturstoffe neu reklamieren gebrauch wochen gilt gelten zählt zaehlt',
      // 'Was zählt nicht als Mangel?'
      phrases: ['nicht als mangel', 'nicht als maengel', 'kein mangel', 'keine maengel', 'nicht als defekt'],
      fact: 'Material- und handwerksübliche Eigenschaften sind nach unseren AGB keine Mängel, etwa leichte Farbabweichungen bei Naturstoffen, Wellenbildung bei Bezugsstoffen durch Gebrauch oder das Nachgeben der Polsterung in den ersten Wochen.',
      brief: 'Leichte Farbabweichungen bei Naturstoffen, Wellenbildung bei Bezugsstoffen durch Gebrauch und nachgebende Polsterung in den ersten Wochen sind keine Mängel.',
      clauses: [clause('gewaehrleistung', 3)],
    }),
    terms({
      id: 'limitation',
      decides: 'Wie lange gilt die Gewährleistung, wann verjähren Mängelansprüche?',
      keywords:
        'verjährung verjaehrung verjähren verjaehren verjährungsfrist gewährleistung gewaehrleistung gewährleistungsfrist garantie mängelansprüche maengelansprueche mängelanspruch geltend',
      // 'Gibts auf Sale-Ware auch Gewährleistung?': what was bought, not what is asked. 'Wir sind ein
      // Hotel (also Unternehmer). Gelten für uns andere Gewährleistungsfristen?': the clause tells both apart.
      context:
        'mängel mangel wie lange dauert jahre monate möbel polster polstermöbel bodenarbeiten bodenleger wandarbeiten bauleistung bauleistungen parkett boden verlegt verlegen tapezieren unternehmer verbraucher privatkunde privatkunden versteckt versteckte versteckten verdeckt verdeckte verdeckten zeit arbeit arbeiten spät spaet',
      // 'Wie lange habe ich Zeit, einen versteckten Mangel zu melden?': not the week for obvious ones (IX (2)).
      // '… nach der ersten Wäsche eingelaufen. Kann ich die reklamieren und wie lange habe ich dafür Zeit?': found later, not at delivery.
      leanings: ['versteckt', 'versteckte', 'versteckten', 'verdeckt', 'verdeckte', 'verdeckten', 'hidden', 'nach der ersten waesche', 'nach dem waschen', 'nach der waesche', 'erst jetzt', 'jetzt erst'],
      // 'Vorhang ist nach einem Jahr verblasst, kann ich noch reklamieren?': whether it is too late.
      phrases: ['ich noch reklamieren', 'ich das noch reklamieren', 'man noch reklamieren', 'noch reklamieren nach', 'zu spaet zum reklamieren'],
      fact: `Mängelansprüche verjähren bei beweglichen Sachen (etwa Möbeln und Polstern) nach ${f.limitationMovables}, bei Bauleistungen wie Boden- und Wandarbeiten nach ${f.limitationBuildingWorks}, jeweils ab Lieferung oder Abnahme; für Verbraucher gelten die gesetzlichen Fristen, soweit sie länger sind.`,
      brief: `Mängelansprüche verjähren bei beweglichen Sachen nach ${f.limitationMovables}, bei Bauleistungen nach ${f.limitationBuildingWorks} (für Verbraucher gelten längere gesetzliche Fristen).`,
      clauses: [clause('gewaehrleistung', 4)],
    }),
    terms({
      id: 'limitation-exceptions',
      decides: 'Wann gilt die kürzere Verjährung nicht (Schadensersatz, arglistig verschwiegene Mängel)?',
      keywords: 'arglistig arglist absichtlich verschwiegen verschwiegene verkürzung verkuerzung verkürzt',
      context: 'verjährung mängel mangel schadensersatz kürzere kuerzere',
      fact: 'Die kürzeren Verjährungsfristen gelten nicht für Schadensersatzansprüche nach Abschnitt X Absatz 1 und nicht bei arglistig verschwiegenen Mängeln.',
      clauses: [clause('gewaehrleistung', 5)],
    }),
    // X. Haftung
    terms({
      id: 'liability-unlimited',
      decides: 'Wann haften Sie unbeschränkt (Vorsatz, grobe Fahrlässigkeit, Verletzung, Produkthaftung)?',
      keywords: 'vorsatz vorsätzlich grob grobe fahrlässigkeit fahrlaessigkeit körper gesundheit leben produkthaftung produkthaftungsgesetz unbeschränkt unbeschraenkt verletzung verletzt',
      context: 'haften haftung garantie monteur monteure mitarbeiter passiert unfall krankenhaus arzt genäht zahlt',
      // 'Euer Monteur hat beim Aufbau meinen Mann verletzt, … haftet ihr da nur bis 10.000 Euro?': not the cap.
      phrases: PERSON_HURT,
      phrasesBesideKeyword: HURT_WHERE,
      leanings: [...PERSON_HURT, ...HURT_WHERE],
      fact: 'Unbeschränkt haften wir bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, nach dem Produkthaftungsgesetz und aus übernommenen Garantien.',
      clauses: [clause('haftung', 1)],
    }),
    terms({
      id: 'liability-slight',
      decides: 'Wie haften Sie bei leichter Fahrlässigkeit?',
      keywords: 'leicht leichte fahrlässig fahrlaessig vertragspflichten vorhersehbar vertragstypisch',
      context: 'haften haftung schaden',
      fact: 'Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten haften wir nur für den vertragstypischen, vorhersehbaren Schaden; im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
      clauses: [clause('haftung', 2)],
    }),
    terms({
      id: 'liability-cap',
      decides: 'Bis zu welchem Betrag haften Sie, wer zahlt, wenn bei mir etwas beschädigt wird?',
      keywords: 'haftung haften haftet haftungsgrenze höchstbetrag maximal begrenzt versicherung versichert haftpflicht haftpflichtversicherung betriebshaftpflicht betriebshaftpflichtversicherung schaden schäden beschädigt beschaedigt zerkratzt verkratzt',
      // 'Sind eure Mitarbeiter versichert, falls bei mir zu Hause was passiert?'
      // 'bis zu welcher Summe haftet ihr eigentlich'
      context: 'höchstens wie hoch zahlt ersetzt kaputt leute monteure montage gebrochen abgebrochen kaputtgegangen arbeiten schadensersatz schadenersatz entschädigung mitarbeiter passiert summe betrag euro',
      // 'Euer Tapezierer hat meine Kommode zerkratzt, wer zahlt das?'
      // 'zahlt ihr die?': the shop paying is its liability, not the customer's payment.
      // 'Das Parkett hat Kratzer von euren Monteuren. Bekomme ich eine Entschädigung?': the shop's people did it.
      phrases: [...BY_YOUR_PEOPLE, 'kaputt machen', 'kaputt gemacht', 'kaputt macht', 'was kaputt', 'kaputt geht', 'kaputt gehen', 'wer zahlt das', 'wer bezahlt das', 'wer bezahlt den schaden', 'wer zahlt den schaden', 'bezahlt ihr den schaden', 'wer kommt dafuer auf', 'kommt ihr dafuer auf', 'kommen sie dafuer auf', 'ihr dafuer auf', 'wer haftet', 'wer ersetzt', 'zahlt ihr das', 'zahlt ihr die', 'zahlt ihr den', 'ersetzt ihr'],
      fact: `Soweit unsere Betriebshaftpflichtversicherung nicht eintritt, ist unsere Haftung bei leicht fahrlässiger Verletzung wesentlicher Pflichten auf ${f.liabilityCap} je Schadensfall begrenzt; bei Vorsatz, grober Fahrlässigkeit und Verletzung von Leben, Körper oder Gesundheit haften wir unbeschränkt.`,
      brief: `Unsere Haftung für leichte Fahrlässigkeit ist, soweit die Versicherung nicht eintritt, auf ${f.liabilityCap} je Schadensfall begrenzt.`,
      clauses: [clause('haftung', 3), clause('haftung', 1)],
    }),
    terms({
      id: 'customer-materials',
      decides: 'Kann ich eigene Stoffe oder Möbel mitbringen, und wer haftet für sie?',
      keywords: 'beistellen beigestellt beigestellte mitgebracht mitgebrachte mitgebrachten',
      context: 'eigene eigenen eigener stoff stoffe material materialien möbel mitbringen selbst besorgt haften haftet haftung reißt gekauft verlegt verlegen',
      // 'Ich will zwei Sessel neu beziehen lassen, einer ist vom Flohmarkt. Nehmt ihr auch solche Möbel an?'
      // 'Wenn mein alter Erbstück-Stuhl beim Aufpolstern zerbricht, weil das Holz morsch war, haftet ihr dann?'
      phrases: [...OWN_PIECES, ...HIDDEN_WEAKNESS],
      leanings: [...OWN_PIECES, ...HIDDEN_WEAKNESS],
      fact: 'Eigene Stoffe und Möbel verarbeiten wir gern; bei beigestellten Materialien prüfen wir die äußerlich erkennbare Eignung und weisen auf Bedenken hin, für verdeckte Schwächen haften wir nicht.',
      brief: 'Eigene Stoffe und Möbel verarbeiten wir gern; für verdeckte Schwächen beigestellter Materialien haften wir nicht.',
      clauses: [clause('haftung', 4)],
    }),
    // XI. Schadensersatz bei Nichtabnahme
    terms({
      id: 'non-acceptance',
      decides: 'Was passiert, wenn ich bestellte oder gelieferte Ware nicht annehme oder nicht abnehme?',
      // Not 'abnehmen', 'annehmen' alone: 'die alten Gardinen abnehmen' takes them down (its phrases need the 'nicht').
      keywords: 'nichtabnahme abnahme annahme verweigern verweigert schadensersatz schadenersatz nichtannahme',
      context: 'ware bestellt bestellte gelieferte lieferung geliefert liefert pauschal spediteur spedition anlieferung zahlen',
      phrases: ['nicht annehme', 'nicht annehmen', 'nicht abnehme', 'nicht abnehmen', 'nicht abhole', 'nicht abholen', 'nicht entgegennehmen'],
      fact: `Nehmen Sie bestellte Ware oder Leistungen unberechtigt nicht ab, können wir nach einer angemessenen Nachfrist pauschal ${f.lumpSumDamages} des Netto-Vertragswerts als Schadensersatz verlangen; Sie können einen geringeren Schaden nachweisen.`,
      brief: `Nehmen Sie bestellte Ware unberechtigt nicht ab, können wir pauschal ${f.lumpSumDamages} des Netto-Vertragswerts als Schadensersatz verlangen.`,
      clauses: [clause('schadensersatz', 1)],
    }),
    terms({
      id: 'non-acceptance-proof',
      decides: 'Kann ich bei der Schadenspauschale einen geringeren Schaden nachweisen?',
      keywords: 'nachweis nachweisen schadenspauschale pauschale',
      context: 'geringer geringerer höherer schaden schadensersatz nichtabnahme',
      fact: `Bei der Pauschale von ${f.lumpSumDamages} für eine Nichtabnahme können Sie nachweisen, dass kein oder ein wesentlich geringerer Schaden entstanden ist; uns bleibt der Nachweis eines höheren Schadens vorbehalten.`,
      clauses: [clause('schadensersatz', 2), clause('schadensersatz', 1)],
    }),
    // XII. Rechnungsprüfung
    terms({
      id: 'invoice-objection',
      decides: 'Bis wann kann ich einer Rechnung widersprechen?',
      keywords: 'einwände einwaende einwand einwendungen einspruch widersprechen widerspruch rechnungsprüfung rechnungspruefung falsch fehlerhaft anzweifeln bezweifeln anfechten',
      context: 'rechnung frist bis wann stimmt lange zeit reklamieren beanstanden fehler beschweren position posten',
      // '… ne Frage zu meiner Rechnung, die kommt mir zu hoch vor'.
      // 'Auf meiner Rechnung steht eine Position doppelt.', '… auf der Rechnung einen Fehler gefunden'.
      phrases: ['doppelt berechnet', 'doppelt abgerechnet', 'steht doppelt', 'position doppelt', 'posten doppelt', 'doppelt drauf', 'falsch berechnet', 'fehler auf der rechnung', 'fehler in der rechnung', 'rechnung einen fehler', 'rechnung ein fehler', 'stimmt nicht', 'rechnung ist falsch', 'zu viel berechnet', 'zu viele stunden', 'zu viel abgerechnet', 'zu viel auf der rechnung', 'zu hoch vor', 'rechnung zu hoch', 'rechnung ist zu hoch', 'scheint mir zu hoch'],
      fact: `Einwände gegen eine Rechnung erheben Sie bitte innerhalb von ${f.invoiceObjections} nach Zugang schriftlich; danach gilt sie als anerkannt.`,
      clauses: [clause('rechnungspruefung', 1)],
    }),
    terms({
      id: 'measurement-presence',
      decides: 'Kann ich beim Aufmaß dabei sein, wenn nach Aufmaß abgerechnet wird?',
      keywords: 'anwesend anwesenheit dabeisein',
      // 'Darf ich bei der Aufmessung dabei sein?'
      context: 'aufmaß aufmass aufmessung abrechnung abrechnen abrechnet dabei termin ausmessen',
      phrases: ['dabei sein', 'mit dabei', ...PRESENCE, 'beim aufmass dabei', 'beim aufmass nicht dabei', 'beim aufmass nicht da', 'beim ausmessen dabei'],
      // 'muss ich zuhause sein wenn ihr ausmesst': being there, not making the appointment; 'darf ich
      // beim Ausmessen dabei sein': being there, not what measuring costs.
      // Not 'dabei sein' alone: 'Muss ich bei der Montage dabei sein?' is being there for the work (site-access).
      leanings: [...PRESENCE, 'beim aufmass dabei', 'beim ausmessen dabei', 'bei der aufmessung dabei', 'beim messen dabei'],
      fact: 'Rechnen wir nach Aufmaß ab, können Sie beim Aufmaß anwesend sein; den Termin stimmen wir mit Ihnen ab.',
      clauses: [clause('rechnungspruefung', 2)],
    }),
    // XIII. Aufrechnung und Zurückbehaltung
    terms({
      id: 'set-off',
      decides: 'Kann ich mit einer Gegenforderung aufrechnen?',
      keywords: 'aufrechnung aufrechnen verrechnen verrechnung gegenforderung gegenforderungen',
      // 'Kann ich die bei der nächsten Rechnung einfach abziehen?' (a deduction for paying promptly is Skonto, V (1)).
      phrases: ['naechsten rechnung abziehen', 'rechnung einfach abziehen', 'von der rechnung abziehen', 'rechnung abziehen'],
      // 'die Rechnung mit dem Geld verrechnen, das ihr mir schuldet'.
      context: 'forderung ankündigen rechnung geld schuldet schuldest schulden',
      fact: `Aufrechnen können Sie nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen und müssen das mindestens ${f.setOffNotice} vor Fälligkeit schriftlich ankündigen.`,
      clauses: [clause('aufrechnung', 1)],
    }),
    terms({
      id: 'retention-right',
      decides: 'Darf ich einen Teil der Zahlung zurückbehalten oder einbehalten?',
      keywords: 'zurückbehaltungsrecht zurueckbehaltungsrecht zurückbehalten zurueckbehalten zurückbehaltung einbehalten zurückhalten zurueckhalten',
      // 'Kann ich die letzte Rate zurückhalten, bis die fehlende Gardine geliefert ist?'
      // 'Ich möchte nur einen Teil der Rechnung zahlen, bis der Mangel behoben ist.'
      context:
        'teil rechnung zahlung fehlt fehlende mängel mangel behoben beseitigt anderen anderer andere auftrag auftrags vertrag vertrags ärger aerger streit rate letzte restzahlung schlusszahlung geliefert',
      // 'Bis wann muss ich die Schlussrechnung bezahlen, wenn ich noch Mängel sehe?': paying while defects remain.
      // 'Darf ich die Schlussrechnung kürzen, solange die Naht nicht nachgebessert ist?' (not 'kürzen' alone: curtains are shortened).
      phrases: ['teil der rechnung', 'teil des rechnungsbetrags', 'rechnung kuerzen', 'schlussrechnung kuerzen', 'rechnung zu kuerzen', 'schlussrechnung zu kuerzen', 'rechnungsbetrag kuerzen', 'rechnung gekuerzt', ...UNPAID_FOR_DEFECTS],
      leanings: UNPAID_FOR_DEFECTS,
      fact: 'Ein Zurückbehaltungsrecht können Sie nur wegen Ansprüchen aus demselben Vertragsverhältnis ausüben; Ihre Rechte als Verbraucher wegen Mängeln bleiben unberührt.',
      clauses: [clause('aufrechnung', 2)],
    }),
    // XVII. Schlussbestimmungen
    terms({
      id: 'place-of-performance',
      decides: 'Wo ist der Erfüllungsort?',
      keywords: 'erfüllungsort erfuellungsort',
      context: 'leistungen geschäftssitz vertrag verträge',
      fact: `Erfüllungsort für alle Leistungen ist, soweit gesetzlich zulässig, unser Geschäftssitz in ${city}.`,
      clauses: [clause('schlussbestimmungen', 1)],
    }),
    terms({
      id: 'jurisdiction',
      decides: 'Wo ist der Gerichtsstand?',
      keywords: 'gerichtsstand gericht klage klagen rechtsstreit',
      // 'Welches Gericht ist zuständig, wenn wir als GmbH mit euch Streit haben?': a GmbH is a Kaufmann.
      context: 'streit kaufmann zuständig zustaendig gmbh firma unternehmen',
      fact: `Gerichtsstand ist ${city}, wenn Sie Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches Sondervermögen sind; Erfüllungsort ist unser Geschäftssitz in ${city}.`,
      clauses: [clause('schlussbestimmungen', 2), clause('schlussbestimmungen', 1)],
    }),
    terms({
      id: 'applicable-law',
      decides: 'Welches Recht gilt für die Verträge?',
      keywords: 'recht rechtswahl kaufrecht cisg',
      // 'Gilt deutsches Recht auch, wenn ich in Belgien wohne?': where the customer lives is the clause's point.
      context: 'deutsches gilt verträge vertrag wohne wohnen wohnsitz lebe ausland ausländer österreich oesterreich schweiz frankreich niederlande luxemburg belgien',
      fact: 'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts; Verbrauchern bleibt der Schutz zwingender Vorschriften des Staates ihres gewöhnlichen Aufenthalts.',
      clauses: [clause('schlussbestimmungen', 3)],
    }),
    terms({
      id: 'severability',
      decides: 'Was gilt, wenn eine Bestimmung der AGB unwirksam ist?',
      keywords: 'unwirksam unwirksamkeit salvatorisch salvatorische nichtig ungültig ungueltig',
      context: 'bestimmung klausel agb',
      phrases: ['satz in euren agb', 'satz in ihren agb', 'satz in den agb'],
      fact: 'Ist eine Bestimmung unserer AGB unwirksam, bleiben die übrigen wirksam; an die Stelle der unwirksamen tritt die gesetzliche Regelung.',
      clauses: [clause('schlussbestimmungen', 4)],
    }),
    terms({
      id: 'arbitration',
      decides: 'Nehmen Sie an einer Verbraucherschlichtung teil?',
      keywords: 'schlichtung schlichtungsstelle verbraucherschlichtung verbraucherschlichtungsstelle schlichtungsverfahren streitbeilegung ombudsmann',
      context: 'teilnehmen mitmachen streit streitigkeiten streitigkeit streitfall streitfälle',
      fact: 'Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
      clauses: [clause('schlussbestimmungen', 5)],
    }),
  ];
}
