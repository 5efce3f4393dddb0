import { business } from '../business';
import { chatText } from '../strings';
import { lines, link, list, p } from './build';
import { CHAT_RETENTION_DAYS } from './retention';
import type { LegalDocument } from './types';

const { address, contact } = business;

/**
 * Supervisory authority for the controller's seat (business.address.region). Not in business.ts;
 * kept here because only the privacy page needs it.
 */
const supervisoryAuthority = 'Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Rheinland-Pfalz';

/** Month the text was last checked against what the site really does. */
const datenschutzUpdated = 'Stand: Dezember 2026';

const chatDays = `${CHAT_RETENTION_DAYS} Tagen`;

export const datenschutz: LegalDocument = {
  intro: [
    p(
      'Wir freuen uns über Ihren Besuch und möchten, dass Sie sich auch beim Datenschutz gut aufgehoben fühlen. ' +
        'Hier erklären wir in einfachen Worten, welche Daten beim Besuch unserer Website anfallen, wofür wir sie nutzen ' +
        'und wie lange sie gespeichert bleiben.',
    ),
  ],
  tableOfContents: 'Inhalt',
  sections: [
    {
      id: 'auf-einen-blick',
      heading: 'Das Wichtigste in Kürze',
      blocks: [
        list(
          'Unsere Website setzt keine Cookies und verwendet keine Webanalyse, kein Tracking und keine Werbedienste.',
          'Schriftarten liefern wir selbst aus; es gibt keine Verbindung zu Google Fonts oder anderen Schriftdiensten.',
          `Wenn Sie den Chat nutzen, speichern wir Ihre Nachrichten mit einer zufälligen Sitzungskennung und löschen sie nach ${chatDays} automatisch.`,
          'Damit die Seite auch offline funktioniert, legt sie Daten im Speicher Ihres Browsers ab. Diese Daten bleiben auf Ihrem Gerät.',
        ),
      ],
    },
    {
      id: 'verantwortlicher',
      heading: 'Verantwortlicher',
      blocks: [
        p('Verantwortlich für die Datenverarbeitung auf dieser Website ist:'),
        lines(
          business.legalName,
          address.street,
          `${address.postalCode} ${address.city}`,
          `Vertreten durch den Geschäftsführer ${business.managingDirector}`,
        ),
        lines(
          [`Telefon: `, link(contact.phoneDisplay, `tel:${contact.phone.replace(/\s+/g, '')}`)],
          [`E-Mail: `, link(contact.email, `mailto:${contact.email}`)],
        ),
        p('Bei allen Fragen zum Datenschutz können Sie sich jederzeit direkt an uns wenden.'),
      ],
    },
    {
      id: 'hosting',
      heading: 'Hosting und Server-Logfiles',
      blocks: [
        p(
          'Unsere Website besteht aus statischen Dateien, die ein Hosting-Anbieter für uns ausliefert. Die Angebote, die ' +
            'Galerie-Bilder und der Chat kommen aus einem Backend bei Supabase (Supabase Inc.). Unser Supabase-Projekt läuft ' +
            'in einem Rechenzentrum in der Europäischen Union (Region EU).',
        ),
        p(
          'Bei jedem Aufruf überträgt Ihr Browser technisch bedingt Daten an diese Server. Sie werden in sogenannten ' +
            'Server-Logfiles erfasst:',
        ),
        list(
          'IP-Adresse Ihres Geräts',
          'Datum und Uhrzeit des Abrufs',
          'aufgerufene Seite oder Datei und übertragene Datenmenge',
          'Statuscode (zum Beispiel, ob der Abruf geklappt hat)',
          'Browser und Betriebssystem sowie die zuvor besuchte Seite (Referrer), sofern Ihr Browser sie übermittelt',
        ),
        p(
          'Wir brauchen diese Daten, um die Website auszuliefern, Fehler zu finden und Angriffe abzuwehren. Rechtsgrundlage ' +
            'ist unser berechtigtes Interesse an einem sicheren und funktionierenden Angebot (Art. 6 Abs. 1 lit. f DSGVO). Wir ' +
            'werten die Logfiles nicht zu Marketingzwecken aus und führen sie nicht mit anderen Daten zusammen.',
        ),
        p(
          'Mit den Anbietern haben wir Verträge zur Auftragsverarbeitung (Art. 28 DSGVO) geschlossen. Supabase Inc. hat ' +
            'seinen Sitz in den USA; für einen etwaigen Zugriff von dort gelten die Standardvertragsklauseln der ' +
            'EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO).',
        ),
      ],
      subsections: [
        {
          id: 'anmeldung',
          heading: 'Anmeldung für unser Team',
          blocks: [
            p(
              'Nur unsere Mitarbeiterinnen und Mitarbeiter können sich anmelden, um Angebote und Galerien zu pflegen. ' +
                'Dafür verarbeitet Supabase ihre E-Mail-Adresse und ihr Passwort (gespeichert nur als Hash). Besucherinnen ' +
                'und Besucher brauchen kein Konto; eine Registrierung gibt es nicht.',
            ),
          ],
        },
      ],
    },
    {
      id: 'webanalyse',
      heading: 'Webanalyse mit IP-Anonymisierung',
      blocks: [
        p(
          'Derzeit setzen wir keine Webanalyse ein: Es gibt keine Besucherstatistik, keine Zählpixel und keine ' +
            'Reichweitenmessung durch Dritte.',
        ),
        p(
          'Sollten wir künftig ein Analysewerkzeug nutzen, dann nur mit Ihrer vorherigen Einwilligung (Art. 6 Abs. 1 lit. a ' +
            'DSGVO, § 25 Abs. 1 TDDDG) und nur mit anonymisierter, also gekürzter IP-Adresse. Bevor das geschieht, ' +
            'aktualisieren wir diese Datenschutzerklärung. Eine Einwilligung könnten Sie jederzeit mit Wirkung für die ' +
            'Zukunft widerrufen.',
        ),
      ],
    },
    {
      id: 'chat',
      heading: `KI-Chat-Assistent „${chatText.assistantName}“`,
      blocks: [
        p(
          'Über die runde Schaltfläche unten rechts können Sie unserem Chat-Assistenten Fragen stellen, etwa zu ' +
            'Öffnungszeiten, Leistungen oder Terminen. Die Nutzung ist freiwillig; ein Konto brauchen Sie dafür nicht.',
        ),
      ],
      subsections: [
        {
          id: 'chat-verarbeitung',
          heading: 'Was mit Ihren Nachrichten geschieht',
          blocks: [
            list(
              'Der Text, den Sie eingeben, geht an die Chat-Funktion unseres Backends (Supabase, Region EU).',
              'Sofern ein KI-Anbieter angebunden ist, leitet die Chat-Funktion Ihre Nachricht zusammen mit dem bisherigen ' +
                'Gesprächsverlauf über eine OpenAI-kompatible Schnittstelle an diesen Anbieter in den USA weiter, der daraus ' +
                'die Antwort erzeugt. Grundlage für die Übermittlung in die USA ist ein Angemessenheitsbeschluss (EU-U.S. ' +
                'Data Privacy Framework, Art. 45 DSGVO) oder die Standardvertragsklauseln der EU-Kommission (Art. 46 DSGVO).',
              'Ist kein KI-Anbieter angebunden oder gerade nicht erreichbar, antwortet der Assistent aus einer eingebauten ' +
                'Wissensbasis mit unseren Firmendaten. Ihre Nachricht verlässt unser Backend dann nicht.',
            ),
            p(
              'Wir übermitteln weder Ihren Namen noch Ihre IP-Adresse an den KI-Anbieter. Bitte geben Sie im Chat trotzdem ' +
                'keine sensiblen Daten wie Gesundheitsdaten oder Bankverbindungen ein. Die Antworten entstehen automatisch ' +
                'und können Fehler enthalten.',
            ),
          ],
        },
        {
          id: 'chat-speicherung',
          heading: 'Speicherung des Chatverlaufs',
          blocks: [
            p(
              'Ihre Nachrichten und die Antworten speichern wir zusammen mit einer zufällig erzeugten Sitzungskennung, damit ' +
                'Sie Ihr Gespräch beim nächsten Besuch fortsetzen können. Die Kennung verrät nicht, wer Sie sind, und nur Ihr ' +
                `Browser kann mit ihr den Verlauf abrufen. Nach ${chatDays} werden die Nachrichten automatisch gelöscht; eine ` +
                'dauerhafte Speicherung gibt es nicht.',
            ),
            p(
              'Rechtsgrundlage ist unser berechtigtes Interesse, Ihre Fragen schnell zu beantworten (Art. 6 Abs. 1 lit. f ' +
                'DSGVO), und, wenn Sie sich nach einem Auftrag erkundigen, die Anbahnung eines Vertrags (Art. 6 Abs. 1 lit. b DSGVO).',
            ),
          ],
        },
      ],
    },
    {
      id: 'einwilligung',
      heading: 'Consent-Management-Dienst',
      blocks: [
        p(
          'Wir verwenden keinen Consent-Management-Dienst und zeigen kein Cookie-Banner, weil unsere Website keine Cookies ' +
            'oder Tracker setzt, für die wir Ihre Einwilligung einholen müssten. Alles, was die Website in Ihrem Browser ' +
            'speichert, ist für Funktionen nötig, die Sie selbst nutzen (§ 25 Abs. 2 Nr. 2 TDDDG). Sollte sich das ändern, ' +
            'fragen wir Sie vorher um Erlaubnis.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies und Speicher im Browser',
      blocks: [
        p(
          'Diese Website setzt keine Cookies. Damit sie schnell lädt und auch ohne Internetverbindung funktioniert, nutzt sie ' +
            'aber den Speicher Ihres Browsers. Diese Daten bleiben auf Ihrem Gerät; wir können sie nicht auslesen.',
        ),
      ],
      subsections: [
        {
          id: 'local-storage',
          heading: 'Lokaler Speicher (localStorage)',
          blocks: [
            list(
              'die zufällige Sitzungskennung Ihres Chats, sobald Sie den Chat nutzen',
              'dass Sie den Hinweis zum Installieren der Website als App mit „Nicht jetzt“ geschlossen haben, damit er nicht wiederkommt',
              'nur bei angemeldeten Mitarbeiterinnen und Mitarbeitern: ein Vermerk über die Anmeldung (E-Mail-Adresse, ohne Zugangsdaten), bis zur Abmeldung',
            ),
          ],
        },
        {
          id: 'session-storage',
          heading: 'Sitzungsspeicher (sessionStorage)',
          blocks: [
            p(
              'Wie weit Sie auf den zuletzt besuchten Seiten gescrollt haben, damit „Zurück“ Sie an dieselbe Stelle bringt. ' +
                'Der Browser löscht diese Angaben, sobald Sie den Tab schließen.',
            ),
          ],
        },
        {
          id: 'indexeddb',
          heading: 'Datenbank im Browser (IndexedDB)',
          blocks: [
            p(
              'Eine Offline-Kopie der Angebote, Alben und Galerie-Bilder sowie Ihres eigenen Chatverlaufs, damit Sie die Seiten ' +
                'auch ohne Internetverbindung sehen. Diese Kopie liegt nur auf Ihrem Gerät. Bei angemeldeten Mitarbeiterinnen ' +
                'und Mitarbeitern liegen dort außerdem:',
            ),
            list(
              'die Anmeldesitzung, bis zur Abmeldung',
              'Änderungen, bis sie an den Server übertragen sind',
              'mit der App geteilte Fotos, bis sie verwendet sind, höchstens einen Tag',
            ),
          ],
        },
        {
          id: 'cache-storage',
          heading: 'Cache-Speicher des Service Workers (Cache Storage)',
          blocks: [
            p(
              'Die Programmdateien der Website und Bilder, damit Seiten schnell und auch offline öffnen. Für Bilder gilt eine ' +
                'Obergrenze; ältere Einträge entfernt der Service Worker automatisch.',
            ),
          ],
        },
        {
          id: 'speicher-loeschen',
          heading: 'So löschen Sie diese Daten',
          blocks: [
            p(
              'Sie können alle gespeicherten Daten unserer Website jederzeit in den Einstellungen Ihres Browsers löschen, meist ' +
                'unter „Datenschutz“ bei „Cookies und Websitedaten“ bzw. „Websitedaten verwalten“. Oft führt auch das Symbol ' +
                'links neben der Adresszeile direkt zu den Einstellungen dieser Website. Haben Sie die Website als App ' +
                'installiert, entfernen Sie beim Deinstallieren auch ihre Daten. Danach beginnt ein neuer Chat ohne den alten Verlauf.',
            ),
          ],
        },
      ],
    },
    {
      id: 'schriftarten',
      heading: 'Schriftarten',
      blocks: [
        p(
          'Die Schriftarten unserer Website (Cormorant Garamond und Inter) liegen auf unserem eigenen Server und werden von ' +
            'dort geladen. Beim Besuch unserer Seiten entsteht keine Verbindung zu Google Fonts oder anderen Schriftdiensten.',
        ),
      ],
    },
    {
      id: 'kontaktaufnahme',
      heading: 'Kontakt per E-Mail oder Telefon',
      blocks: [
        p(
          'Wenn Sie uns anrufen oder schreiben, verarbeiten wir Ihre Angaben, um Ihr Anliegen zu bearbeiten (Art. 6 Abs. 1 ' +
            'lit. b DSGVO bei Anfragen zu Aufträgen, sonst Art. 6 Abs. 1 lit. f DSGVO).',
        ),
      ],
    },
    {
      id: 'speicherdauer',
      heading: 'Speicherdauer',
      blocks: [
        p('Wir speichern Daten nur so lange, wie wir sie für den jeweiligen Zweck brauchen:'),
        list(
          `Chatnachrichten auf dem Server: ${CHAT_RETENTION_DAYS} Tage, danach werden sie automatisch gelöscht.`,
          'Server-Logfiles: nur so lange, wie es für den sicheren Betrieb nötig ist; danach löschen die Anbieter sie.',
          'Daten im Browser (localStorage, IndexedDB, Cache Storage): bis Sie sie löschen. Manche Browser löschen sie auch ' +
            'selbst, Safari etwa nach 7 Tagen ohne Besuch, wenn die Website nicht als App installiert ist.',
          'Scrollpositionen im Sitzungsspeicher (sessionStorage): bis Sie den Tab schließen.',
          'Anmeldesitzung unseres Teams: bis zur Abmeldung; Mitarbeiterkonten, solange die Person für uns tätig ist.',
          'Anfragen per E-Mail oder Telefon: bis Ihr Anliegen erledigt ist. Geschäftsbriefe und Rechnungen bewahren wir so ' +
            'lange auf, wie das Handels- und Steuerrecht es verlangt (6 bzw. 10 Jahre).',
        ),
      ],
    },
    {
      id: 'rechte',
      heading: 'Ihre Rechte',
      blocks: [
        p('Sie haben uns gegenüber folgende Rechte an Ihren personenbezogenen Daten:'),
        list(
          'Auskunft über die Daten, die wir über Sie verarbeiten (Art. 15 DSGVO)',
          'Berichtigung unrichtiger Daten (Art. 16 DSGVO)',
          'Löschung Ihrer Daten (Art. 17 DSGVO)',
          'Einschränkung der Verarbeitung (Art. 18 DSGVO)',
          'Datenübertragbarkeit, also Herausgabe Ihrer Daten in einem gängigen Format (Art. 20 DSGVO)',
          'Widerspruch gegen Verarbeitungen, die auf unserem berechtigten Interesse beruhen (Art. 21 DSGVO)',
          'Widerruf einer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO)',
          'Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)',
        ),
        p(
          'Schreiben Sie uns dafür einfach eine E-Mail an ',
          link(contact.email, `mailto:${contact.email}`),
          '. Beschweren können Sie sich bei der Aufsichtsbehörde Ihres Wohnorts oder bei der für uns zuständigen Behörde: ',
          `${supervisoryAuthority}.`,
        ),
      ],
    },
    {
      id: 'aenderungen',
      heading: 'Änderungen dieser Datenschutzerklärung',
      blocks: [
        p(
          'Wenn sich unsere Website oder die Rechtslage ändert, passen wir diese Datenschutzerklärung an. Es gilt die Fassung, ' +
            'die Sie hier abrufen.',
        ),
      ],
    },
  ],
  updated: datenschutzUpdated,
};
