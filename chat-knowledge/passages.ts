/**
 * The assistant's knowledge as data: short passages, each with the words visitors use for it
 * (`keywords`, synonyms and common inflections included; a match there makes the passage a
 * candidate), supporting words that only add weight (`context`), the fact in one or two plain
 * sentences (also what a language model gets in its prompt), and at most one pointer. Every
 * figure comes from src/content through facts.ts, so a changed clause changes the answer.
 */
import { addressLine, agbSection, chatFacts, type ChatFacts } from './facts.ts';

export interface Passage {
  id: string;
  keywords: string;
  context?: string;
  /** The fact itself, one to three sentences. */
  fact: string;
  /** Where to read more or whom to call; appended to the fact in the reply. */
  pointer?: string;
  /** Whole phrases (normalised) that name this passage although all their words are fillers: 'wo seid ihr'. */
  phrases?: readonly string[];
  /** Below 1 for catch-all passages (prices), so a specific passage wins a tie. */
  weight?: number;
  /** Replies that depend on the question or the time (opening hours) are made by the engine. */
  dynamic?: 'opening-hours';
}

const WEEKDAY_WORDS = 'montag montags dienstag dienstags mittwoch mittwochs donnerstag donnerstags freitag freitags samstag samstags sonnabend sonntag sonntags';

export function buildPassages(facts: ChatFacts = chatFacts): Passage[] {
  const f = facts.agb.figures;
  const phone = facts.contact.phoneDisplay;
  const mail = `[${facts.contact.email}](mailto:${facts.contact.email})`;
  const callUs = `Rufen Sie uns gern an: ${phone}.`;
  const agbPointer = (id: string) => {
    const section = agbSection(id, facts);
    return section ? `Nachzulesen in unseren [AGB](${facts.pages.agb}), Abschnitt ${section.title}.` : `Nachzulesen in unseren [AGB](${facts.pages.agb}).`;
  };
  const service = (id: string) => facts.services.find((card) => card.id === id);
  const serviceFact = (id: string, fallback: string) => {
    const card = service(id);
    return card ? `${card.title}: ${card.teaser} ${firstSentence(card.details)}` : fallback;
  };
  const manager = facts.team.find((member) => member.name === facts.managingDirector);

  return [
    {
      id: 'opening-hours',
      keywords:
        'öffnungszeiten öffnungszeit oeffnungszeiten geöffnet geoeffnet offen auf geschlossen zu ladenzeiten ladenöffnungszeiten vorbeikommen vorbeischauen vorbei kommen besuchen besuch reinschauen ' +
        `aufhaben ${WEEKDAY_WORDS} wochenende feiertag feiertags`,
      context: 'wann heute morgen übermorgen jetzt gerade uhr uhrzeit abends vormittags nachmittags showroom laden',
      fact: `Öffnungszeiten: ${facts.openingHours.map((entry) => `${entry.days} ${entry.hours}`).join(', ')}.`,
      // 'auf' and 'da' are fillers elsewhere ('auf Instagram'): here only as these phrases.
      phrases: ['habt ihr auf', 'haben sie auf', 'ihr morgen auf', 'sie morgen auf', 'ihr heute auf', 'sie heute auf', 'ihr noch auf', 'sie noch auf', 'seid ihr da', 'sind sie da', 'ihr jetzt auf', 'sie jetzt auf'],
      dynamic: 'opening-hours',
    },
    {
      id: 'address',
      keywords: 'adresse anschrift anfahrt anreise wegbeschreibung standort straße strasse liegt sitzt befindet navi route parken parkplatz parkplätze',
      context: `finden finde hin showroom laden geschäft ${facts.address.city}`,
      phrases: ['wo seid ihr', 'wo sind sie', 'wo finde ich sie', 'wo finde ich euch', 'wie komme ich zu', 'wie kommt man zu', 'wo ist ihr', 'wo ist euer'],
      fact: `Sie finden unseren ${facts.showroom} in der ${addressLine(facts)}.`,
      pointer: `Montag bis Mittwoch nach Vereinbarung: ${callUs}`,
    },
    {
      id: 'phone',
      keywords: 'telefon telefonnummer nummer anrufen anruf erreichen erreichbar kontakt kontaktieren kontaktdaten handy rufnummer',
      context: 'sprechen melden',
      fact: `Sie erreichen uns telefonisch unter ${phone} und per E-Mail an ${mail}.`,
    },
    {
      id: 'email',
      keywords: 'email e-mail mail mailadresse emailadresse anschreiben',
      context: 'kontakt adresse schreiben',
      fact: `Unsere E-Mail-Adresse ist ${mail}; telefonisch erreichen Sie uns unter ${phone}.`,
    },
    {
      id: 'fax',
      keywords: 'fax faxnummer faxen telefax',
      fact: `Unsere Faxnummer ist ${facts.contact.faxDisplay}.`,
    },
    {
      id: 'services',
      keywords: 'leistungen leistung angeboten anbieten bieten bietet sortiment dienstleistungen raumausstattung raumausstatter',
      context: 'was alles macht machen',
      phrases: ['was macht ihr', 'was machen sie', 'was bieten sie', 'was bietet ihr'],
      fact: `Wir bieten ${facts.services.map((card) => card.title).join(', ')} und unser Boxspring-Studio: ${facts.services.map((card) => card.teaser.replace(/\.$/, '')).join('; ')}.`,
      pointer: `Mehr dazu auf unserer [Startseite](${facts.pages.home}).`,
    },
    {
      id: 'naehatelier',
      keywords: 'vorhang vorhänge vorhaenge gardine gardinen nähen naehen näht naeht nähst genäht näherei nähatelier raffrollo raffrollos plissee kissen deko dekoration schal schals sonnenschutz',
      context: 'maß nach massanfertigung stoff stoffe fenster',
      fact: serviceFact('naehatelier', 'Unser Nähatelier näht Vorhänge, Raffrollos und Kissen nach Maß.'),
      pointer: callUs,
    },
    {
      id: 'polsterei',
      keywords: 'polster polsterei polstern aufpolstern neu beziehen bezug bezüge bezuege beziehen sofa sofas sessel stuhl stühle couch eckbank restaurieren aufarbeiten polsterer',
      context: 'alt altes erbstück stoff leder',
      fact: serviceFact('polsterei', 'Unsere Polsterei bezieht Sessel, Sofas und Stühle neu.'),
      pointer: callUs,
    },
    {
      id: 'wand-und-boden',
      keywords: 'boden böden parkett teppichboden teppich teppiche laminat vinyl designbelag designbeläge tapete tapeten tapezieren wand wände verlegen verlegt bodenbelag bodenleger',
      context: 'fußboden wohnung',
      fact: serviceFact('wand-und-boden', 'Wir verlegen Böden und gestalten Wände.'),
      pointer: callUs,
    },
    {
      id: 'boxspring',
      keywords: 'boxspring boxspringbett boxspringbetten bett betten matratze matratzen probeliegen probe liegen schlafstudio schlafen topper härtegrad',
      context: 'studio termin ausprobieren',
      fact: `${facts.boxspring.paragraphs[0] ?? ''} ${facts.boxspring.appointments}`.trim(),
      pointer: `Telefon: ${phone}.`,
    },
    {
      id: 'boxspring-overnight',
      keywords: 'übernachtung übernachten uebernachtung probeschlafen probe schlafen nacht',
      context: 'boxspring studio kosten kostet preis',
      fact: `Zur Probe im Boxspring-Studio übernachten können Sie auch: Dafür berechnen wir eine Aufwandspauschale von ${facts.boxspring.overnightFeeEuro} Euro.`,
      pointer: `Termine telefonisch unter ${phone}.`,
    },
    {
      id: 'brands',
      keywords: `marke marken hersteller herstellern lieferanten partner markenpartner führt führen fuehren ${facts.brands.join(' ')}`,
      context: 'möbel stoffe',
      fact: `Wir arbeiten mit diesen Marken: ${facts.brands.join(', ')}.`,
      pointer: 'Fragen Sie uns gern nach Mustern und Verfügbarkeit.',
    },
    {
      id: 'team',
      // First names too: "Wer ist Anna?"
      keywords: `team mitarbeiter mitarbeiterin mitarbeiterinnen mitarbeitende personal belegschaft kollegen arbeitet arbeiten leute ${facts.team.map((member) => member.name.split(' ')[0]).join(' ')}`,
      context: 'wer',
      fact: `Unser Team: ${facts.team.map((member) => `${member.name} (${member.role})`).join(', ')}.`,
    },
    {
      id: 'manager',
      keywords: 'geschäftsführer geschaeftsfuehrer geschäftsführung geschäftsleitung leitet leitung chef chefin inhaber inhaberin besitzer führt betrieb',
      context: 'wer geschäft firma laden',
      phrases: ['wem gehoert', 'wer ist inhaber', 'wer ist der chef', 'wer ist die chefin'],
      fact: `Geschäftsführer ist ${facts.managingDirector}${manager && manager.role !== 'Geschäftsführer' ? ` (${manager.role})` : ''}.`,
      pointer: `So steht es auch im [Impressum](${facts.pages.impressum}).`,
    },
    {
      id: 'founder',
      keywords: 'gegründet gründer gruender gründung gruendung geschichte familienbetrieb familie tradition anfang angefangen',
      context: 'wer seit wann',
      fact: `Gegründet hat den Betrieb ${facts.founder.name}, ${facts.founder.role}. ${facts.founder.bio[0] ?? ''}`.trim(),
    },
    {
      id: 'sale',
      keywords: 'sale angebote angebot rabatt rabatte reduziert reduzierte schnäppchen ausstellungsstück ausstellungsstücke abverkauf günstig guenstig aktion aktionen prozente',
      context: 'aktuell aktuelle gerade',
      fact: `Unsere aktuellen Angebote – Ausstellungsstücke und Einzelstücke zu reduzierten Preisen – finden Sie unter [${facts.pageTitles.sale}](${facts.pages.sale}).`,
    },
    {
      id: 'gallery',
      keywords: 'galerie bilder bild fotos foto referenzen referenz projekte arbeiten beispiele ansehen anschauen',
      context: 'sehen zeigen',
      fact: `Bilder unserer Arbeiten finden Sie in der [${facts.pageTitles.gallery}](${facts.pages.gallery}).`,
    },
    {
      id: 'prices',
      keywords: 'preis preise kosten kostet teuer günstig preisliste stundensatz',
      context: 'ungefähr etwa',
      weight: 0.7,
      fact: 'Was eine Arbeit kostet, hängt von Material und Aufwand ab; nach einer Beratung erhalten Sie einen Kostenvoranschlag.',
      pointer: `Am einfachsten telefonisch unter ${phone} oder per E-Mail an ${mail}.`,
    },
    {
      id: 'appointment',
      keywords: 'termin termine beratung beraten beratungstermin aufmaß aufmass ausmessen vor ort hausbesuch vereinbaren',
      context: 'wann kommen',
      fact: `Beratungs- und Aufmaßtermine vereinbaren Sie telefonisch unter ${phone} oder per E-Mail an ${mail}.`,
      pointer: 'Montag bis Mittwoch sind wir nach Vereinbarung für Sie da.',
    },
    {
      id: 'withdrawal',
      keywords: 'storno stornieren storniert stornierung rücktritt ruecktritt zurücktreten zurücktritt absagen abbestellen kündigen kündigung widerruf widerrufen auftrag zurückziehen',
      context: 'kosten auftrag vertrag',
      fact: `Treten Sie außerhalb eines gesetzlichen Widerrufsrechts vor Beginn der Arbeiten vom Auftrag zurück, berechnen wir pauschal ${f.withdrawalFlatRate} des Netto-Auftragswerts. Ein gesetzlicher Widerruf ist für Verbraucher kostenfrei.`,
      pointer: agbPointer('widerruf'),
    },
    {
      id: 'reminder-fee',
      keywords: 'mahngebühr mahngebuehr mahngebühren mahnung mahnungen gemahnt mahnkosten',
      context: 'zahlung gebühr',
      fact: `Wird das Zahlungsziel um mehr als ${f.paymentTermOverrun} überschritten, berechnen wir ab der zweiten Mahnung ${f.reminderFee} je Mahnung.`,
      pointer: agbPointer('zahlung'),
    },
    {
      id: 'default-interest',
      keywords: 'verzugszinsen verzugszins zinsen zins verzug zahlungsverzug verspätet verspätete',
      context: 'spät später zahlung zahlen',
      phrases: ['zu spaet zahle', 'zu spaet bezahle', 'zu spaet zahlen', 'zu spaet bezahlt', 'nicht rechtzeitig zahle'],
      fact: `Im Zahlungsverzug berechnen wir Verzugszinsen von ${f.defaultInterest} über dem Basiszinssatz (früher Diskontsatz der Deutschen Bundesbank).`,
      pointer: agbPointer('zahlung'),
    },
    {
      id: 'payment',
      keywords: 'zahlung zahlen bezahlen bezahlung zahlbar fällig faellig zahlungsziel rechnung begleichen abschlag abschlagszahlung anzahlung vorkasse',
      context: 'wann sofort',
      fact: 'Rechnungen sind sofort nach Erhalt ohne Abzug zahlbar, sofern nichts anderes vereinbart ist; bei größeren Aufträgen können wir Abschlagszahlungen verlangen.',
      pointer: agbPointer('zahlung'),
    },
    {
      id: 'estimate',
      keywords: 'kostenvoranschlag kostenvoranschläge voranschlag überschreiten überschritten überschreitung teurer mehrkosten festpreis',
      context: 'kosten prozent',
      fact: `Einen unverbindlichen Kostenvoranschlag dürfen wir ohne Ihre Zustimmung um bis zu ${f.estimateOverrun} der Bruttosumme überschreiten; zeichnet sich mehr ab, fragen wir Sie vorher.`,
      pointer: agbPointer('kostenvoranschlag'),
    },
    {
      id: 'non-acceptance',
      keywords: 'nichtabnahme abnahme abnehmen annehmen annahme verweigern verweigert schadensersatz schadenersatz pauschal',
      context: 'ware bestellt',
      fact: `Nehmen Sie bestellte Ware oder Leistungen unberechtigt nicht ab, können wir nach einer Nachfrist pauschal ${f.lumpSumDamages} des Netto-Vertragswerts als Schadensersatz verlangen; ein geringerer Schaden kann nachgewiesen werden.`,
      pointer: agbPointer('schadensersatz'),
    },
    {
      id: 'liability',
      keywords: 'haftung haften haftet haftungsgrenze versicherung schaden schäden beschädigt beschädigung kaputt',
      context: 'höchstens begrenzt',
      fact: `Bei leicht fahrlässiger Verletzung wesentlicher Pflichten ist unsere Haftung, soweit unsere Betriebshaftpflichtversicherung nicht eintritt, auf ${f.liabilityCap} je Schadensfall begrenzt; bei Vorsatz und grober Fahrlässigkeit haften wir unbeschränkt.`,
      pointer: agbPointer('haftung'),
    },
    {
      id: 'obvious-defects',
      keywords: 'mangel mängel maengel reklamieren reklamation reklamationen rügen rüge beanstanden beanstandung offensichtlich offensichtliche fehler',
      context: 'bis wann frist melden',
      fact: `Offensichtliche Mängel rügen Sie bitte innerhalb von ${f.obviousDefects} nach Lieferung oder Abnahme schriftlich.`,
      pointer: agbPointer('gewaehrleistung'),
    },
    {
      id: 'transport-damage',
      keywords: 'transportschaden transportschäden transport lieferschaden anlieferung beschädigt geliefert kaputt geliefert',
      context: 'melden bis wann frist schaden',
      fact: `Erkennbare Transportschäden melden Sie uns bitte innerhalb von ${f.transportDamage} nach Anlieferung.`,
      pointer: agbPointer('lieferung'),
    },
    {
      id: 'limitation',
      keywords: 'verjährung verjähren verjaehrung gewährleistung gewaehrleistung garantie mängelansprüche mängelanspruch geltend bodenarbeiten bauleistung bauleistungen',
      context: 'mängel mangel wie lange jahre monate',
      fact: `Mängelansprüche verjähren bei beweglichen Sachen (etwa Möbeln und Polstern) nach ${f.limitationMovables}, bei Bauleistungen wie Boden- und Wandarbeiten nach ${f.limitationBuildingWorks}, jeweils ab Lieferung oder Abnahme; für Verbraucher gelten längere gesetzliche Fristen.`,
      pointer: agbPointer('gewaehrleistung'),
    },
    {
      id: 'invoice-objection',
      keywords: 'einwände einwand einwendungen einspruch widersprechen widerspruch rechnungsprüfung rechnungspruefung falsche rechnung fehlerhaft',
      context: 'rechnung frist bis wann',
      fact: `Einwände gegen eine Rechnung erheben Sie bitte innerhalb von ${f.invoiceObjections} nach Zugang schriftlich; danach gilt sie als anerkannt.`,
      pointer: agbPointer('rechnungspruefung'),
    },
    {
      id: 'set-off',
      keywords: 'aufrechnung aufrechnen verrechnen verrechnung gegenforderung zurückbehaltung zurückbehalten',
      context: 'forderung',
      fact: `Aufrechnen können Sie nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen und müssen das mindestens ${f.setOffNotice} vor Fälligkeit schriftlich ankündigen.`,
      pointer: agbPointer('aufrechnung'),
    },
    {
      id: 'customer-materials',
      keywords: 'beistellen beigestellt eigenen stoff eigene stoffe eigenes material',
      context: 'stoffe material mitbringen mitgebracht möbel selbst besorgt',
      fact: 'Eigene Stoffe und Möbel verarbeiten wir gern; bei beigestellten Materialien prüfen wir die äußerlich erkennbare Eignung, für verdeckte Schwächen haften wir nicht.',
      pointer: agbPointer('haftung'),
    },
    {
      id: 'delivery',
      keywords: 'lieferzeit lieferzeiten liefertermin lieferung liefern liefert montage montieren ausführungstermin dauert dauer',
      context: 'wann wie lange',
      fact: 'Liefer- und Ausführungstermine sind verbindlich, wenn wir sie schriftlich zusagen; die Dauer hängt vom Auftrag ab.',
      pointer: callUs,
    },
    {
      id: 'retention-of-title',
      keywords: 'eigentumsvorbehalt eigentum vorbehaltsware',
      context: 'ware sofort bezahlt gehört',
      phrases: ['gehoert mir die ware', 'gehoert die ware', 'gehoeren mir die'],
      fact: 'Gelieferte Waren bleiben bis zur vollständigen Bezahlung unser Eigentum.',
      pointer: agbPointer('eigentumsvorbehalt'),
    },
    {
      id: 'jurisdiction',
      keywords: 'gerichtsstand gericht erfüllungsort recht rechtswahl',
      fact: `Erfüllungsort ist unser Geschäftssitz in ${facts.address.city}; für Kaufleute ist dort auch der Gerichtsstand.`,
      pointer: agbPointer('schlussbestimmungen'),
    },
    {
      id: 'agb',
      keywords: 'agb agbs geschäftsbedingungen geschaeftsbedingungen bedingungen vertragsbedingungen kleingedruckte',
      fact: `Unsere Allgemeinen Geschäftsbedingungen (${facts.agb.updated}) finden Sie unter [AGB](${facts.pages.agb}).`,
    },
    {
      id: 'register',
      keywords: 'handelsregister handelsregisternummer registernummer hrb registergericht ustid ust umsatzsteuer steuernummer umsatzsteuer-id umsatzsteuernummer impressum',
      fact: `${facts.legalName}, ${facts.register.court}, ${facts.register.number}; USt-IdNr. ${facts.vatId}.`,
      pointer: `Alles Weitere im [Impressum](${facts.pages.impressum}).`,
    },
    {
      id: 'chat-privacy',
      keywords: 'datenschutz daten gespeichert speichern speichert nachrichten chatverlauf verlauf löschen gelöscht dsgvo privatsphäre',
      context: 'chat',
      fact: `Ihre Chat-Nachrichten speichern wir ${facts.chatRetentionDays} Tage, danach werden sie gelöscht.`,
      pointer: `Details in unserer [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`,
    },
    {
      id: 'social',
      keywords: 'instagram social media facebook folgen',
      fact: `Sie finden uns auf [${facts.social.label}](${facts.social.url}).`,
    },
    {
      id: 'assistant',
      keywords: 'bot ki künstliche intelligenz mensch roboter assistent',
      context: 'bist',
      fact: `Ich bin die ${facts.assistantName}, der Chat-Assistent von ${facts.brand}. Ich beantworte Fragen zu Öffnungszeiten, Leistungen, Terminen und unseren AGB.`,
    },
  ];
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}
