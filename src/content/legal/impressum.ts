import { business } from '../business';
import { lines, link, p } from './build';
import type { LegalDocument } from './types';

const { address, contact, register } = business;

/** EU information page on online dispute resolution (Art. 14 of Regulation (EU) No 524/2013). */

/** Labels of the contact lines, also used by tests. */
const impressumLabels = {
  phone: 'Telefon:',
  fax: 'Telefax:',
  email: 'E-Mail:',
  registerCourt: 'Registergericht:',
  registerNumber: 'Registernummer:',
  managingDirector: 'Geschäftsführer:',
  vatId: 'Umsatzsteuer-Identifikationsnummer gemäß § 27 a Umsatzsteuergesetz:',
} as const;

const telHref = (number: string) => `tel:${number.replace(/\s+/g, '')}`;

export const impressum: LegalDocument = {
  sections: [
    {
      id: 'anbieter',
      heading: 'Angaben gemäß § 5 DDG',
      blocks: [lines(business.legalName, address.street, `${address.postalCode} ${address.city}`, address.countryName)],
    },
    {
      id: 'vertretung',
      heading: 'Vertreten durch',
      blocks: [p(`${impressumLabels.managingDirector} ${business.managingDirector}`)],
    },
    {
      id: 'kontaktdaten',
      heading: 'Kontakt',
      blocks: [
        lines(
          [`${impressumLabels.phone} `, link(contact.phoneDisplay, telHref(contact.phone))],
          `${impressumLabels.fax} ${contact.faxDisplay}`,
          [`${impressumLabels.email} `, link(contact.email, `mailto:${contact.email}`)],
        ),
      ],
    },
    {
      id: 'registereintrag',
      heading: 'Registereintrag',
      blocks: [
        p('Eintragung im Handelsregister.'),
        lines(`${impressumLabels.registerCourt} ${register.court}`, `${impressumLabels.registerNumber} ${register.number}`),
      ],
    },
    {
      id: 'umsatzsteuer',
      heading: 'Umsatzsteuer-ID',
      blocks: [lines(impressumLabels.vatId, business.vatId)],
    },
    {
      id: 'redaktion',
      heading: 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV',
      blocks: [lines(business.managingDirector, address.street, `${address.postalCode} ${address.city}`)],
    },
    {
      id: 'streitschlichtung',
      heading: 'EU-Streitschlichtung',
      blocks: [
        // The ODR regulation was repealed (Regulation (EU) 2024/3228): the platform closed on 20 July 2025.
        p(
          'Die Plattform der Europäischen Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt; ' +
            'ein Hinweis auf sie ist seitdem nicht mehr vorgeschrieben. Ob wir an Streitbeilegungsverfahren teilnehmen, steht im folgenden Abschnitt.',
        ),
      ],
    },
    {
      id: 'verbraucherstreitbeilegung',
      heading: 'Verbraucherstreitbeilegung / Universalschlichtungsstelle',
      blocks: [p('Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.')],
    },
    {
      id: 'haftung-inhalte',
      heading: 'Haftung für Inhalte',
      blocks: [
        p(
          'Als Diensteanbieter sind wir für eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. ' +
            'Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen oder nach ' +
            'Umständen zu forschen, die auf eine rechtswidrige Tätigkeit hinweisen.',
        ),
        p(
          'Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben ' +
            'hiervon unberührt. Eine diesbezügliche Haftung ist erst ab dem Zeitpunkt der Kenntnis einer konkreten ' +
            'Rechtsverletzung möglich. Sobald wir von entsprechenden Rechtsverletzungen erfahren, entfernen wir diese Inhalte umgehend.',
        ),
        p(
          'Antworten unseres KI-Chat-Assistenten werden automatisch erstellt. Sie können unvollständig oder fehlerhaft sein und ' +
            'sind kein verbindliches Angebot; verbindlich sind nur unsere Angebote und Auftragsbestätigungen.',
        ),
      ],
    },
    {
      id: 'haftung-links',
      heading: 'Haftung für Links',
      blocks: [
        p(
          'Unser Angebot enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Deshalb können ' +
            'wir für diese fremden Inhalte auch keine Gewähr übernehmen. Für die Inhalte der verlinkten Seiten ist stets der ' +
            'jeweilige Anbieter oder Betreiber der Seiten verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der ' +
            'Verlinkung auf mögliche Rechtsverstöße überprüft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar.',
        ),
        p(
          'Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung ' +
            'nicht zumutbar. Sobald wir von Rechtsverletzungen erfahren, entfernen wir derartige Links umgehend.',
        ),
      ],
    },
    {
      id: 'urheberrecht',
      heading: 'Urheberrecht',
      blocks: [
        p(
          'Die Inhalte und Werke auf diesen Seiten – Texte, Fotos und Grafiken – unterliegen dem deutschen Urheberrecht. ' +
            'Vervielfältigung, Bearbeitung, Verbreitung und jede Art der Verwertung außerhalb der Grenzen des Urheberrechts ' +
            `bedürfen der schriftlichen Zustimmung der ${business.legalName} bzw. des jeweiligen Urhebers. Downloads und ` +
            'Kopien dieser Seite sind nur für den privaten, nicht kommerziellen Gebrauch gestattet.',
        ),
        p(
          'Soweit Inhalte auf dieser Seite nicht von uns erstellt wurden, werden die Urheberrechte Dritter beachtet und ' +
            'entsprechend gekennzeichnet. Sollten Sie trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitten wir ' +
            'um einen Hinweis. Sobald wir von Rechtsverletzungen erfahren, entfernen wir derartige Inhalte umgehend.',
        ),
      ],
    },
  ],
};
