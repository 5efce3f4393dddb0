import { business } from '../business';
import { clauses, p } from './build';
import type { LegalDocument } from './types';

/** Keeps a figure and its unit on one line ('5 %', '10.000 EUR'). */
const fig = (text: string) => text.replace(/ /g, '\u00A0');

/**
 * The figures of SPEC.md section 9 'Terms (AGB)', as they appear in the text. Tests assert each
 * one is visible on /agb.
 */
export const agbFigures = {
  withdrawalFlatRate: fig('5 %'),
  reminderFee: fig('10 EUR'),
  paymentTermOverrun: fig('2 Wochen'),
  defaultInterest: fig('2 %'),
  estimateOverrun: fig('20 %'),
  lumpSumDamages: fig('25 %'),
  liabilityCap: fig('10.000 EUR'),
  obviousDefects: fig('1 Woche'),
  transportDamage: fig('3 Tagen'),
  limitationMovables: fig('3 Monaten'),
  limitationBuildingWorks: fig('2 Jahren'),
  invoiceObjections: fig('2 Wochen'),
  setOffNotice: fig('1 Woche'),
} as const;

const f = agbFigures;
const seat = `${business.address.city}`;

export const agbUpdated = 'Stand: November 2026';

export const agb: LegalDocument = {
  intro: [
    p(
      `Allgemeine Geschäftsbedingungen der ${business.legalName}, ${business.address.street}, ` +
        `${business.address.postalCode} ${business.address.city} (im Folgenden „wir“), für Lieferungen und Leistungen ` +
        'rund um Raumausstattung, Polsterei, Nähatelier, Wand- und Bodengestaltung und unser Boxspring-Studio.',
    ),
  ],
  tableOfContents: 'Inhalt',
  sections: [
    {
      id: 'geltungsbereich',
      number: 'I.',
      heading: 'Geltungsbereich',
      blocks: [
        clauses(
          'Diese Bedingungen gelten für alle Verträge über Lieferungen und Leistungen, die unsere Kundinnen und Kunden ' +
            '(im Folgenden „Kunde“) mit uns schließen – insbesondere Polster-, Näh- und Dekorationsarbeiten, Wand- und ' +
            'Bodenarbeiten sowie den Verkauf von Möbeln, Boxspringbetten, Stoffen und Zubehör.',
          'Sie gelten gegenüber Verbrauchern (§ 13 BGB) und Unternehmern (§ 14 BGB). Wo eine Regelung nur für eine dieser ' +
            'Gruppen gilt, ist das ausdrücklich gesagt.',
          'Abweichende Bedingungen des Kunden gelten nur, wenn wir ihnen ausdrücklich schriftlich zustimmen.',
        ),
      ],
    },
    {
      id: 'vertragsschluss',
      number: 'II.',
      heading: 'Angebot und Vertragsschluss',
      blocks: [
        clauses(
          'Unsere Angebote sind freibleibend. Darstellungen auf unserer Website, in der Galerie, im Sale-Bereich und ' +
            'Antworten unseres Chat-Assistenten sind kein verbindliches Angebot.',
          'Der Vertrag kommt mit unserer schriftlichen Auftragsbestätigung oder mit Beginn der Ausführung zustande.',
          'Naturmaterialien wie Holz, Leder, Wolle oder Leinen fallen in Farbe und Struktur unterschiedlich aus. ' +
            'Handwerks- und materialübliche Abweichungen von Mustern bleiben vorbehalten, soweit sie dem Kunden zumutbar sind.',
          'Entwürfe, Zeichnungen und Planungen bleiben unser geistiges Eigentum. Sie dürfen ohne unsere Zustimmung weder ' +
            'vervielfältigt noch Dritten zugänglich gemacht werden.',
        ),
      ],
    },
    {
      id: 'preise',
      number: 'III.',
      heading: 'Preise',
      blocks: [
        clauses(
          'Alle Preise verstehen sich in Euro. Gegenüber Verbrauchern enthalten sie die gesetzliche Umsatzsteuer, ' +
            'gegenüber Unternehmern kommt sie hinzu.',
          'Leistungen, die der Kunde nach Vertragsschluss zusätzlich wünscht, berechnen wir gesondert nach Aufwand.',
          'Aufmaß, Beratung vor Ort und Anfahrt berechnen wir nur, wenn dies vorher vereinbart wurde.',
        ),
      ],
    },
    {
      id: 'kostenvoranschlag',
      number: 'IV.',
      heading: 'Kostenvoranschlag',
      blocks: [
        clauses(
          'Ein Kostenvoranschlag ist unverbindlich, sofern er nicht ausdrücklich als Festpreis bezeichnet ist.',
          `Wir dürfen einen unverbindlichen Kostenvoranschlag ohne Zustimmung des Kunden um bis zu ${f.estimateOverrun} ` +
            'der Bruttosumme überschreiten.',
          'Zeichnet sich eine höhere Überschreitung ab, informieren wir den Kunden unverzüglich und führen die Arbeiten ' +
            'erst nach seiner Zustimmung fort. Der Kunde kann den Vertrag dann nach § 650 BGB kündigen.',
        ),
      ],
    },
    {
      id: 'zahlung',
      number: 'V.',
      heading: 'Zahlung und Zahlungsverzug',
      blocks: [
        clauses(
          'Rechnungen sind sofort nach Erhalt ohne Abzug zahlbar, sofern nichts anderes vereinbart ist. Bei größeren ' +
            'Aufträgen können wir angemessene Abschlagszahlungen für erbrachte Leistungen verlangen (§ 632a BGB).',
          `Wird das Zahlungsziel um mehr als ${f.paymentTermOverrun} überschritten, berechnen wir ab der zweiten Mahnung ` +
            `eine Mahngebühr von ${f.reminderFee} je Mahnung. Dem Kunden bleibt der Nachweis vorbehalten, dass uns kein ` +
            'oder ein geringerer Schaden entstanden ist.',
          `Im Verzug berechnen wir Verzugszinsen in Höhe von ${f.defaultInterest} über dem Diskontsatz der Deutschen ` +
            'Bundesbank bzw. dem an seine Stelle getretenen Basiszinssatz (§ 247 BGB). Die Geltendmachung eines weiteren ' +
            'Verzugsschadens bleibt vorbehalten.',
        ),
      ],
    },
    {
      id: 'widerruf',
      number: 'VI.',
      heading: 'Widerrufsrecht und Rücktritt des Kunden',
      blocks: [
        clauses(
          'Verbrauchern steht bei Verträgen, die außerhalb unserer Geschäftsräume oder ausschließlich über ' +
            'Fernkommunikationsmittel geschlossen werden, ein gesetzliches Widerrufsrecht zu. Die Einzelheiten ergeben sich ' +
            'aus der Widerrufsbelehrung, die der Kunde bei Vertragsschluss erhält.',
          'Das Widerrufsrecht besteht nicht bei Waren, die nach den Vorgaben des Kunden angefertigt oder eindeutig auf ' +
            'seine persönlichen Bedürfnisse zugeschnitten sind (§ 312g Abs. 2 Nr. 1 BGB), etwa maßgefertigte Vorhänge oder ' +
            'neu bezogene Polstermöbel.',
          'Tritt der Kunde außerhalb eines gesetzlichen Widerrufsrechts vor Beginn der Ausführung vom Vertrag zurück, ohne ' +
            'dass wir dies zu vertreten haben, können wir für die bis dahin entstandenen Kosten (Aufmaß, Planung, ' +
            `Bearbeitung) pauschal ${f.withdrawalFlatRate} des Netto-Auftragswerts verlangen. Dem Kunden bleibt der ` +
            'Nachweis vorbehalten, dass kein oder ein geringerer Aufwand entstanden ist.',
          'Ein gesetzliches Widerrufsrecht wird durch diese Regelung nicht eingeschränkt; ein Widerruf ist für Verbraucher ' +
            'kostenfrei, soweit das Gesetz nichts anderes bestimmt.',
        ),
      ],
    },
    {
      id: 'lieferung',
      number: 'VII.',
      heading: 'Lieferung, Montage und Transportschäden',
      blocks: [
        clauses(
          'Liefer- und Ausführungstermine sind nur verbindlich, wenn wir sie ausdrücklich schriftlich zusagen. Verzögert ' +
            'sich eine Lieferung durch höhere Gewalt oder durch Vorlieferanten, ohne dass wir dies zu vertreten haben, ' +
            'verschiebt sich der Termin angemessen; wir informieren den Kunden unverzüglich.',
          'Der Kunde sorgt dafür, dass die Räume zum vereinbarten Termin zugänglich und frei sind und dass Strom, Licht ' +
            'und ein trockener, tragfähiger Untergrund zur Verfügung stehen.',
          `Erkennbare Transportschäden muss der Kunde uns innerhalb von ${f.transportDamage} nach Anlieferung melden, ` +
            'damit wir sie gegenüber dem Transportunternehmen geltend machen können. Die gesetzlichen Mängelrechte von ' +
            'Verbrauchern bleiben davon unberührt.',
          'Gegenüber Unternehmern geht die Gefahr mit der Übergabe an das Transportunternehmen über, gegenüber ' +
            'Verbrauchern mit der Übergabe der Ware.',
        ),
      ],
    },
    {
      id: 'eigentumsvorbehalt',
      number: 'VIII.',
      heading: 'Eigentumsvorbehalt',
      blocks: [
        clauses(
          'Gelieferte Waren bleiben bis zur vollständigen Bezahlung unser Eigentum.',
          'Der Kunde darf Vorbehaltsware weder verpfänden noch zur Sicherheit übereignen. Pfändungen oder andere Zugriffe ' +
            'Dritter teilt er uns unverzüglich mit.',
          'Unternehmer dürfen Vorbehaltsware im ordentlichen Geschäftsgang weiterveräußern; sie treten uns schon jetzt die ' +
            'daraus entstehenden Forderungen in Höhe unseres Rechnungsbetrags ab.',
        ),
      ],
    },
    {
      id: 'gewaehrleistung',
      number: 'IX.',
      heading: 'Gewährleistung und Mängelrügen',
      blocks: [
        clauses(
          'Es gelten die gesetzlichen Mängelrechte, soweit im Folgenden nichts anderes bestimmt ist. Wir haben zunächst ' +
            'das Recht zur Nacherfüllung.',
          `Offensichtliche Mängel sind innerhalb von ${f.obviousDefects} nach Lieferung oder Abnahme schriftlich zu rügen. ` +
            'Versäumt ein Unternehmer diese Frist, sind Ansprüche wegen dieser Mängel ausgeschlossen; die gesetzlichen Rechte ' +
            'von Verbrauchern bleiben unberührt.',
          'Material- und handwerksübliche Eigenschaften sind keine Mängel, etwa leichte Farbabweichungen bei Naturstoffen, ' +
            'Wellenbildung bei Bezugsstoffen durch Gebrauch oder das Nachgeben der Polsterung in den ersten Wochen.',
          `Mängelansprüche verjähren bei beweglichen Sachen nach ${f.limitationMovables} und bei Bauleistungen nach ` +
            `${f.limitationBuildingWorks}, jeweils ab Lieferung oder Abnahme. Gegenüber Verbrauchern gelten die gesetzlichen ` +
            'Verjährungsfristen, soweit sie länger sind.',
          'Die Verkürzung gilt nicht für Schadensersatzansprüche nach Abschnitt X Absatz 1 und nicht bei arglistig ' +
            'verschwiegenen Mängeln.',
        ),
      ],
    },
    {
      id: 'haftung',
      number: 'X.',
      heading: 'Haftung',
      blocks: [
        clauses(
          'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit, ' +
            'nach dem Produkthaftungsgesetz und aus übernommenen Garantien.',
          'Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten haften wir nur für den vertragstypischen, ' +
            'vorhersehbaren Schaden. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen.',
          `Soweit unsere Betriebshaftpflichtversicherung nicht eintritt, ist unsere Haftung nach Absatz 2 auf ` +
            `${f.liabilityCap} je Schadensfall begrenzt.`,
          'Für Stoffe und Möbel, die der Kunde zur Verarbeitung beistellt, prüfen wir nur die äußerlich erkennbare Eignung ' +
            'und weisen auf Bedenken hin; für verdeckte Schwächen dieser Materialien haften wir nicht.',
        ),
      ],
    },
    {
      id: 'schadensersatz',
      number: 'XI.',
      heading: 'Schadensersatz bei Nichtabnahme',
      blocks: [
        clauses(
          'Nimmt der Kunde bestellte Ware oder Leistungen unberechtigt nicht ab, können wir nach Ablauf einer angemessenen ' +
            `Nachfrist Schadensersatz verlangen, pauschal in Höhe von ${f.lumpSumDamages} des Netto-Vertragswerts.`,
          'Dem Kunden bleibt der Nachweis vorbehalten, dass kein oder ein wesentlich geringerer Schaden entstanden ist; uns ' +
            'bleibt der Nachweis eines höheren Schadens vorbehalten.',
        ),
      ],
    },
    {
      id: 'rechnungspruefung',
      number: 'XII.',
      heading: 'Rechnungsprüfung',
      blocks: [
        clauses(
          `Einwendungen gegen eine Rechnung sind innerhalb von ${f.invoiceObjections} nach Zugang schriftlich zu erheben. ` +
            'Erhebt der Kunde in dieser Frist keine Einwendungen, gilt die Rechnung als anerkannt; darauf weisen wir in jeder ' +
            'Rechnung besonders hin.',
          'Rechnen wir nach Aufmaß ab, kann der Kunde beim Aufmaß anwesend sein; wir stimmen den Termin mit ihm ab.',
        ),
      ],
    },
    {
      id: 'aufrechnung',
      number: 'XIII.',
      heading: 'Aufrechnung und Zurückbehaltung',
      blocks: [
        clauses(
          'Der Kunde kann nur mit unbestrittenen oder rechtskräftig festgestellten Forderungen aufrechnen. Die Aufrechnung ' +
            `ist uns mindestens ${f.setOffNotice} vor Fälligkeit der Forderung schriftlich anzukündigen.`,
          'Ein Zurückbehaltungsrecht kann der Kunde nur wegen Ansprüchen aus demselben Vertragsverhältnis ausüben. Die ' +
            'Rechte von Verbrauchern wegen Mängeln bleiben unberührt.',
        ),
      ],
    },
    {
      id: 'schlussbestimmungen',
      number: 'XVII.',
      heading: 'Schlussbestimmungen',
      blocks: [
        clauses(
          `Erfüllungsort für alle Leistungen ist unser Geschäftssitz in ${seat}, soweit gesetzlich zulässig.`,
          `Ist der Kunde Kaufmann, eine juristische Person des öffentlichen Rechts oder ein öffentlich-rechtliches ` +
            `Sondervermögen, ist Gerichtsstand ${seat}.`,
          'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gegenüber Verbrauchern gilt ' +
            'diese Rechtswahl nur, soweit ihnen dadurch nicht der Schutz zwingender Vorschriften des Staates ihres ' +
            'gewöhnlichen Aufenthalts entzogen wird.',
          'Sollte eine Bestimmung dieser Bedingungen unwirksam sein, bleiben die übrigen Bestimmungen wirksam. An die Stelle ' +
            'der unwirksamen Bestimmung tritt die gesetzliche Regelung.',
          'Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle ' +
            'teilzunehmen.',
        ),
      ],
    },
  ],
  updated: agbUpdated,
};
