import { agbFigures } from '../../../src/content/legal/agb';
import { brands } from '../../../src/content/brands';
import { business } from '../../../src/content/business';
import { CHAT_RETENTION_DAYS } from '../../../src/content/legal/retention';
import { chatFacts } from '../../../chat-knowledge/facts';
import { founder, team } from '../../../src/content/team';

/**
 * Questions as customers type them (formal and informal, colloquial, typos, no punctuation),
 * several phrasings per fact, each with the facts its answer must contain. Figures come from
 * src/content, so a changed clause changes the expectation too.
 */
export interface Question {
  question: string;
  facts: readonly string[];
  /** Characters the answer may have; lists (brands, team) may be longer. */
  maxLength?: number;
}

const f = agbFigures;
const { contact, address } = business;
const q = (question: string, ...facts: string[]): Question => ({ question, facts });
const list = (question: string, facts: readonly string[]): Question => ({ question, facts, maxLength: 700 });

export const QUESTIONS: readonly Question[] = [
  // Address and directions
  q('Wo finde ich Sie?', address.street, address.city),
  q('wo seid ihr', address.street),
  q('Wie lautet Ihre Adresse?', address.street, address.postalCode),
  q('Adresse vom Showroom bitte', address.street),
  q('Wie komme ich zu Ihnen', address.street),
  q('Wo kann ich bei euch parken?', address.street),
  q('anschrift', address.street),
  q('In welcher Straße ist euer Laden?', address.street),
  // Phone, mail, fax
  q('Wie ist Ihre Telefonnummer?', contact.phoneDisplay),
  q('telefonnumer bitte', contact.phoneDisplay),
  q('Wie kann ich euch erreichen?', contact.phoneDisplay),
  q('Kann ich Sie anrufen?', contact.phoneDisplay),
  q('Wie lautet Ihre E-Mail-Adresse?', contact.email),
  q('emailadresse', contact.email),
  q('Habt ihr eine Mail?', contact.email),
  q('Was ist Ihre Faxnummer?', contact.faxDisplay),
  q('Kann ich euch was faxen', contact.faxDisplay),
  // Services
  q('Was bieten Sie an?', 'Nähatelier', 'Polsterei', 'Wand und Boden', 'Boxspring'),
  q('was macht ihr so', 'Nähatelier', 'Polsterei'),
  q('Welche Leistungen habt ihr?', 'Polsterei'),
  q('Nähen Sie auch Vorhänge nach Maß?', 'Vorhänge'),
  q('macht ihr gardinen', 'Vorhänge'),
  q('Ich brauche neue Kissen für mein Sofa, näht ihr sowas?', 'Kissen'),
  q('Raffrollo nach mass möglich?', 'Raffrollos'),
  q('Können Sie mein altes Sofa neu beziehen?', 'Polsterei'),
  q('Polstert ihr auch Stühle auf?', 'Stühle'),
  q('mein sessel ist durchgesessen, könnt ihr den aufarbeiten', 'Sessel'),
  q('Verlegen Sie auch Parkett oder Teppichboden?', 'Parkett'),
  q('Macht ihr auch Tapeten?', 'Tapeten'),
  q('Verlegt ihr Vinyl?', 'Designbeläge'),
  // Boxspring studio
  q('Kann ich ein Boxspringbett probeliegen?', business.boxspringStudio.appointments),
  q('Wie bekomme ich einen Termin im Boxspring-Studio?', 'telefonisch', contact.phoneDisplay),
  q('Habt ihr Matratzen zum Ausprobieren?', business.boxspringStudio.appointments),
  q('Was kostet eine Übernachtung im Boxspring-Studio?', `${business.boxspringStudio.overnightFeeEuro} Euro`),
  q('kann man bei euch probeschlafen und was kostet das', `${business.boxspringStudio.overnightFeeEuro} Euro`),
  q('Wie teuer ist das Probeschlafen?', `${business.boxspringStudio.overnightFeeEuro} Euro`),
  // Brands
  list('Welche Marken führen Sie?', brands.map((brand) => brand.name)),
  list('welche hersteller habt ihr', [brands[0]!.name]),
  list('Führen Sie Feldmoos?', ['Feldmoos']),
  list('Habt ihr Sachen von Velmoria', ['Velmoria']),
  // Team, founder, manager
  list('Wer arbeitet in Ihrem Team?', team.map((member) => member.name)),
  list('wer sind eure mitarbeiter', [team[1]!.name]),
  list(`Wer ist ${team[1]!.name.split(' ')[0]}?`, [team[1]!.name, chatFacts.team[1]!.role]),
  q('Wer leitet das Geschäft?', business.managingDirector),
  q('Wer ist der Chef?', business.managingDirector),
  q('Wer ist Geschäftsführer bei Wichtrey?', business.managingDirector),
  q('wem gehört der laden, wer ist inhaber', business.managingDirector),
  q('Wer hat Wichtrey gegründet?', founder.name),
  q('Wie hat alles angefangen? Wer war der Gründer?', founder.name),
  // Offers, gallery, prices, appointments
  q('Haben Sie gerade Angebote oder Rabatte?', '(/sale)'),
  q('gibts was reduziert', '(/sale)'),
  q('Verkauft ihr Ausstellungsstücke günstiger?', '(/sale)'),
  q('Wo kann ich Bilder Ihrer Arbeiten sehen?', '(/galerie)'),
  q('habt ihr fotos von euren projekten', '(/galerie)'),
  q('Gibt es Referenzen?', '(/galerie)'),
  q('Was kostet es, einen Sessel neu zu beziehen?', 'Kostenvoranschlag'),
  q('was kosten bei euch vorhänge ungefähr', 'Kostenvoranschlag'),
  q('Habt ihr eine Preisliste?', 'Kostenvoranschlag'),
  q('Kann ich einen Beratungstermin machen?', contact.phoneDisplay),
  q('Kommt ihr auch zum Aufmaß zu mir nach Hause?', contact.phoneDisplay),
  // AGB: withdrawal
  q('Kann ich meinen Auftrag stornieren?', f.withdrawalFlatRate),
  q('Was kostet eine Stornierung?', f.withdrawalFlatRate),
  q('Ich möchte vom Vertrag zurücktreten, was kostet das?', f.withdrawalFlatRate),
  q('auftrag absagen kosten', f.withdrawalFlatRate),
  // AGB: reminders and interest
  q('Wie hoch ist die Mahngebühr?', f.reminderFee),
  q('Was kostet eine Mahnung?', f.reminderFee),
  q('ab wann mahngebühren', f.reminderFee, f.paymentTermOverrun),
  q('Wie hoch sind die Verzugszinsen?', f.defaultInterest),
  q('Welche Zinsen berechnen Sie bei Zahlungsverzug?', f.defaultInterest),
  q('was passiert wenn ich zu spät zahle', f.defaultInterest),
  q('Wann muss ich die Rechnung bezahlen?', 'sofort'),
  // AGB: estimate
  q('Darf der Kostenvoranschlag überschritten werden?', f.estimateOverrun),
  q('Um wie viel darf es teurer werden als im Kostenvoranschlag?', f.estimateOverrun),
  q('kostenvoranschlag überschreitung wieviel prozent', f.estimateOverrun),
  // AGB: non-acceptance, liability
  q('Was passiert, wenn ich die bestellte Ware nicht abnehme?', f.lumpSumDamages),
  q('Wie hoch ist der Schadensersatz bei Nichtabnahme?', f.lumpSumDamages),
  q('Wie hoch haften Sie maximal?', f.liabilityCap),
  q('Bis zu welchem Betrag ist die Haftung begrenzt?', f.liabilityCap),
  q('Haftet ihr für meinen mitgebrachten Stoff?', 'beigestellten'),
  q('Kann ich eigene Stoffe mitbringen?', 'Eigene Stoffe'),
  // AGB: defects, transport, limitation
  q('Bis wann muss ich einen offensichtlichen Mangel reklamieren?', f.obviousDefects),
  q('Wie schnell muss ich Mängel melden?', f.obviousDefects),
  q('Reklamation – welche Frist?', f.obviousDefects),
  q('Wie lange habe ich Zeit, einen Transportschaden zu melden?', f.transportDamage),
  q('Transportschäden melden – bis wann?', f.transportDamage),
  q('das sofa kam kaputt geliefert, bis wann muss ich das melden', f.transportDamage),
  q('Wie lange kann ich Mängel an Bodenarbeiten geltend machen?', f.limitationBuildingWorks),
  q('Wann verjähren Mängelansprüche bei Möbeln?', f.limitationMovables),
  q('Wie lange ist die Gewährleistung?', f.limitationMovables, f.limitationBuildingWorks),
  q('wie lange hab ich garantie auf den neuen bezug', f.limitationMovables),
  // AGB: invoices, set-off, title, jurisdiction, AGB
  q('Einwände gegen eine Rechnung?', f.invoiceObjections),
  q('Bis wann kann ich einer Rechnung widersprechen?', f.invoiceObjections),
  q('die rechnung ist falsch, wie lange hab ich zeit', f.invoiceObjections),
  q('Kann ich mit einer Gegenforderung aufrechnen?', f.setOffNotice),
  q('Wann muss ich eine Aufrechnung ankündigen?', f.setOffNotice),
  q('Gehört mir die Ware sofort?', 'Eigentum'),
  q('Wo ist der Gerichtsstand?', address.city),
  q('Wo finde ich Ihre AGB?', '(/agb)'),
  q('agbs', '(/agb)'),
  // Company register, privacy, social, assistant
  q('Wie lautet Ihre Handelsregisternummer?', business.register.number, business.register.court),
  q('Umsatzsteuer-ID?', business.vatId),
  q('Was passiert mit meinen Chat-Nachrichten?', `${CHAT_RETENTION_DAYS} Tage`),
  q('Speichert ihr meine Daten?', `${CHAT_RETENTION_DAYS} Tage`),
  q('Seid ihr auf Instagram?', business.social.url),
  q('Bist du ein Mensch oder ein Bot?', 'Künstlerische Intelligenz'),
  // Opening hours (the time-aware answers are tested at fixed times separately)
  q('Wann haben Sie geöffnet?', 'Do – Fr 09:30 – 18:00', 'Sa 10:00 – 14:00'),
  q('öffnungszeiten', 'Do – Fr 09:30 – 18:00'),
  q('oeffnungszeitn?', 'Do – Fr 09:30 – 18:00'),
  q('wann habt ihr auf', 'Sa 10:00 – 14:00'),
  q('Haben Sie samstags geöffnet?', '10:00 bis 14:00'),
  q('Habt ihr am Sonntag offen?', 'geschlossen'),
  q('Und am Donnerstag?', '09:30 bis 18:00'),
  q('kann ich montags vorbeikommen', 'nach Vereinbarung', contact.phoneDisplay),
  // Greetings
  q('Hallo!', 'Künstlerische Intelligenz'),
  q('Hallo! Wie geht es dir?', 'Danke der Nachfrage', 'Künstlerische Intelligenz'),
  q('wie gehts', 'Danke der Nachfrage'),
  q('Vielen Dank!', 'Gern geschehen'),
  q('danke', 'Gern geschehen'),
  q('ok super danke dir', 'Gern geschehen'),
  q('Tschüss', 'Auf Wiedersehen'),
];

/** Questions outside the facts: they must get the contact reply, never a guess. */
export const UNKNOWN: readonly string[] = [
  'Wie wird das Wetter morgen in Berlin?',
  'Wer hat die Fußball-WM 2014 gewonnen?',
  'Können Sie mir ein Rezept für Apfelkuchen geben?',
  'Was ist die Hauptstadt von Australien?',
  'Wie viel ist 17 mal 23?',
  'Schreib mir ein Gedicht über Katzen',
  'Was hältst du von der Bundesregierung?',
  'Welcher Film läuft heute im Kino?',
  'Wie programmiere ich eine Schleife in Python?',
  'Kannst du meine Hausaufgaben machen?',
  'Was ist der Sinn des Lebens?',
  'Wie hoch ist der Eiffelturm?',
  'Wer gewinnt die nächste Wahl?',
  'Wie spät ist es in New York?',
  'Erzähl mir einen Witz',
  'Wie funktioniert eine Wärmepumpe?',
  'Darf ich meinen Hund mitbringen?',
];
