/**
 * What the privacy notice answers beyond the chat's own data: who can read the chat, the visitor's
 * rights and where to complain, the server logfiles (the IP address), that visitors need no
 * account, the fonts, and how to delete what the site keeps in the browser. Texts come from
 * src/content/legal/datenschutz.ts through facts.ts, so a changed notice changes the answer.
 */
import { emailLink, type ChatFacts } from './facts.ts';
import { sentencesOf } from './germanText.ts';
import type { Passage } from './passages.ts';

/** Erasure asked before the retention runs out ('kann ich sie vorher löschen?', 'könnt ihr die wieder löschen?'). */
const EARLIER_ERASURE = ['wieder loeschen', 'vorher loeschen', 'frueher loeschen', 'sofort loeschen', 'selbst loeschen', 'vorher geloescht', 'frueher geloescht', 'sofort geloescht'];

/** Erasure asked of the shop ('Bitte löschen Sie meine Adresse', 'löscht meine Nummer'), not how the browser's data is deleted. */
const ERASURE_ASKED = ['loeschen sie meine', 'loeschen sie bitte meine', 'loescht meine', 'loescht bitte meine', 'entfernen sie meine', 'entfernt meine'];

export function privacyNoticePassages(facts: ChatFacts): Passage[] {
  const { rights, hosting, signIn, fonts, deletingStorage, retention } = facts.privacy;
  const withMailLink = (text: string) => text.replace(facts.contact.email, emailLink(facts));
  const pointer = `Alles Weitere in unserer [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`;
  const [rightsLead = '', ...rightsListed] = rights;
  // The first three (information, correction, erasure) and that there are more.
  const firstRights = rightsListed.filter((line) => /\(Art\. /.test(line)).slice(0, 3);
  const rightsFact = `${rightsLead.replace(' folgende ', ' unter anderem diese ')} ${firstRights.join('; ')}.`;
  // 'Ich widerspreche der Verarbeitung meiner Daten': the objection (Art. 21) and the restriction (Art. 18), which the first three leave out.
  const objectionRights = rightsListed.filter((line) => /\(Art\. (?:18|21) /.test(line));
  const portability = rightsListed.find((line) => /\(Art\. 20 /.test(line)) ?? '';
  const [howToAsk = '', whereToComplain = ''] = sentencesOf(rights.at(-1) ?? '');
  const loggedAddress = hosting.find((line) => /^IP-Adresse/.test(line)) ?? 'IP-Adresse Ihres Geräts';
  const notToTheProvider = sentencesOf(facts.privacy.chatProcessing.find((line) => /IP-Adresse/.test(line)) ?? '').find((sentence) => /IP-Adresse/.test(sentence)) ?? '';
  // 'Server-Logfiles: nur so lange, wie …' (a list item of 'Speicherdauer') as a sentence.
  const logRetention = (retention.find((line) => /^Server-Logfiles: /.test(line)) ?? '').replace(/^Server-Logfiles: /, 'Die Logfiles bleiben ');
  // 'Anfragen per E-Mail oder Telefon: bis Ihr Anliegen erledigt ist. Geschäftsbriefe und Rechnungen …' as sentences.
  const requestRetention = (retention.find((line) => /^Anfragen per E-Mail/.test(line)) ?? '').replace(/^Anfragen per E-Mail oder Telefon: bis /, 'Anfragen per E-Mail oder Telefon bewahren wir auf, bis ');
  // 'Daten im Browser (…): bis Sie sie löschen. Manche Browser löschen sie auch selbst, Safari etwa nach 7 Tagen …'
  const browserRetention = (retention.find((line) => /^Daten im Browser/.test(line)) ?? '').replace(/^Daten im Browser \([^)]*\): bis Sie sie löschen\. /, 'Was die Website in Ihrem Browser speichert, bleibt dort, bis Sie es löschen. ');
  const chatRetention = (retention.find((line) => /^Chatnachrichten auf dem Server: /.test(line)) ?? '').replace(/^Chatnachrichten auf dem Server: /, 'Auf dem Server bleiben Chatnachrichten ');
  const signInSentences = sentencesOf(signIn[0] ?? '');
  const deleting = sentencesOf(deletingStorage[0] ?? '');
  // 'Die Kennung verrät nicht, wer Sie sind, und nur Ihr Browser kann mit ihr den Verlauf abrufen.'
  const chatAccess = sentencesOf(facts.chatStorage[0] ?? '').filter((sentence) => /Sitzungskennung|Kennung verrät/.test(sentence)).slice(0, 2).join(' ');
  return [
    {
      // 'Kann ich meine Daten bei euch löschen lassen?', 'Welche Daten habt ihr über mich?'
      id: 'privacy-rights',
      decides: 'Welche Rechte habe ich an meinen Daten, kann ich Auskunft oder ihre Löschung verlangen?',
      keywords: 'auskunft auskunftsrecht berichtigung berichtigen löschung loeschung rechte',
      // 'Kann ich meine Chatnachrichten löschen lassen?': the right to erasure, asked of the chat.
      // 'Kann ich eine Kopie meiner Daten bekommen?': the right of access.
      // 'Bitte löschen Sie meine Adresse aus Ihrer Kundendatei': erasure asked of what the shop keeps of a customer.
      context: 'daten personenbezogene dsgvo verlangen beantragen chat chatnachrichten nachrichten kopie kundendatei kundendaten kundenkartei kartei',
      // '… und kann ich sie vorher löschen?': erasure before the 30 days, asked of the customer's own.
      // 'Can I ask you to delete all the data you have about me?'
      phrases: ['loeschen lassen', 'daten loeschen', 'meine daten', 'ueber mich', 'von mir gespeichert', 'daten ueber mich', 'about me', ...EARLIER_ERASURE, ...ERASURE_ASKED],
      leanings: ['loeschen lassen', 'meine daten', 'ueber mich', 'about me', ...EARLIER_ERASURE, ...ERASURE_ASKED],
      fact: `${rightsFact} ${withMailLink(howToAsk)}`,
      pointer,
    },
    {
      // 'Kann ich meine Daten mitnehmen?': portability (Art. 20), which the first three leave out.
      id: 'privacy-portability',
      decides: 'Kann ich meine Daten in einem gängigen Format bekommen, um sie mitzunehmen?',
      keywords: 'datenübertragbarkeit datenuebertragbarkeit übertragbarkeit uebertragbarkeit',
      context: 'daten personenbezogene dsgvo format herausgabe',
      phrases: ['daten mitnehmen', 'daten herausgeben', 'daten uebertragen', 'daten exportieren', 'daten export', 'daten anbieter'],
      fact: `Zu Ihren Rechten gehört die ${portability}. ${withMailLink(howToAsk)}`,
      pointer,
    },
    {
      id: 'privacy-objection',
      decides: 'Kann ich der Verarbeitung meiner Daten widersprechen oder sie einschränken lassen?',
      keywords: 'widerspreche widersprechen widerspruch einschränkung einschraenkung einschränken einschraenken',
      // 'Kann ich der Speicherung meiner Chatnachrichten widersprechen?'
      context: 'verarbeitung verarbeiten datenverarbeitung daten personenbezogene dsgvo nutzung speicherung speichern chatnachrichten nachrichten chat',
      phrases: ['der verarbeitung', 'verarbeitung meiner daten', 'verarbeitung widersprechen'],
      fact: `Sie haben unter anderem diese Rechte: ${objectionRights.join('; ')}. ${withMailLink(howToAsk)}`,
      pointer,
    },
    {
      // 'Safari hat meinen Chatverlauf gelöscht, wieso?': the browser's own deleting, not the server's 30 days.
      id: 'browser-deleting',
      decides: 'Warum löscht Safari meinen Chatverlauf oder die gespeicherten Seiten im Browser?',
      keywords: 'safari',
      context: 'browser chatverlauf verlauf gelöscht geloescht iphone ipad tage',
      // 'Warum ist mein Chatverlauf von letzter Woche weg? Ich benutze ein iPad.'
      phrases: ['chatverlauf weg', 'verlauf weg', 'chat ist weg', 'chatverlauf verschwunden', 'verlauf verschwunden', 'nachrichten sind weg', 'chat history gone', 'chat history disappeared'],
      leanings: ['chatverlauf weg', 'verlauf weg', 'chat ist weg', 'chatverlauf verschwunden', 'verlauf verschwunden', 'nachrichten sind weg'],
      fact: browserRetention,
      pointer,
    },
    {
      // 'Wie lange bewahrt ihr meine Rechnungen auf?', 'Speichert ihr meine E-Mails?'
      id: 'request-retention',
      decides: 'Wie lange bewahren Sie meine E-Mails, Anfragen und Rechnungen auf?',
      keywords: 'aufbewahren aufbewahrt aufbewahrung aufbewahrungsfrist bewahrt bewahren geschäftsbriefe geschaeftsbriefe speichert speichern gespeichert aufheben aufhebt hebt',
      context: 'rechnung rechnungen mail mails email emails anfrage anfragen briefe lange jahre steuerrecht handelsrecht',
      // 'Meine Rechnung von 2017 brauch ich fürs Finanzamt – habt ihr die noch?': whether it is still kept.
      phrases: ['meine mails', 'meine e mails', 'meine emails', 'meine rechnungen', 'meine anfrage', 'meine anfragen', 'habt ihr die noch', 'haben sie die noch', 'habt ihr die rechnung noch', 'haben sie die rechnung noch', 'alte rechnung', 'alten rechnung', 'rechnung von damals'],
      // Keeping is what it is about ('speichert', 'hebt … auf'): 'Könnt ihr mir die Rechnung per Mail schicken?' asks for a copy.
      namedByKeyword: true,
      fact: requestRetention,
      pointer,
    },
    {
      // 'Wer bekommt meine Nachrichten aus dem Chat zu sehen, eure Mitarbeiter?': the notice says who can fetch them.
      id: 'chat-access',
      decides: 'Wer kann meine Chat-Nachrichten lesen, wisst ihr, wer ich bin?',
      keywords: 'mitlesen mitgelesen anonym anonymisiert sitzungskennung',
      context: 'chat nachrichten chatnachrichten verlauf chatverlauf mitarbeiter lesen liest sehen sieht',
      phrases: [
        'wer sieht meine', 'wer liest meine', 'wer bekommt meine nachrichten', 'nachrichten zu sehen', 'nachrichten lesen', 'liest jemand', 'liest da jemand mit', 'lest ihr', 'liest ihr', 'wer liest mit', 'wer liest hier mit', 'wer liest das hier', 'wer liest das mit', 'liest hier jemand mit',
        'wer kann meine nachrichten', 'wer kann meinen chat', 'wer kann den chat', 'wisst ihr wer ich bin', 'wissen sie wer ich bin', 'seht ihr wer ich bin', 'sehen sie wer ich bin',
        // 'Wer sieht, was ich hier schreibe?'
        // 'Sieht Frau Hartmann, was ich hier schreibe?': whoever is named, what is written here is asked about.
        'was ich hier schreibe', 'was ich hier reinschreibe', 'was ich hier tippe', 'was ich hier eingebe',
        ...['wer sieht', 'wer liest', 'wer kann sehen', 'wer kann lesen', 'wer bekommt mit', 'wer kriegt mit', 'liest jemand', 'sieht jemand'].flatMap((who) => [`${who} was ich hier`, `${who} was ich schreibe`, `${who} was ich im chat`, `${who} was ich frage`]),
        'who can see what i write', 'who reads what i write', 'who reads my messages', 'who can read my messages', 'who can see my messages',
      ],
      fact: chatAccess,
      pointer,
    },
    {
      // 'Bei welcher Behörde kann ich mich über euren Datenschutz beschweren?'
      id: 'privacy-complaint',
      decides: 'Bei welcher Aufsichtsbehörde kann ich mich über den Datenschutz beschweren?',
      // Not 'Datenschutzbeauftragte': the shop's own officer is asked (the controller's passage), not the authority.
      keywords: 'behörde behoerde behörden aufsichtsbehörde aufsichtsbehoerde datenschutzbehörde datenschutzbehoerde landesbeauftragte landesbeauftragten',
      context: 'datenschutz beschweren beschwerde zuständig zustaendig',
      fact: whereToComplain,
      pointer,
    },
    {
      // 'Wo wird die Website gehostet?': the hosting as the notice tells it (the chat's own region is chat-backend's).
      id: 'site-hosting',
      decides: 'Wo wird die Website gehostet, wer liefert sie aus?',
      keywords: 'gehostet hostet hosting hoster webhosting',
      context: 'website webseite seite homepage wo wer anbieter',
      fact: hosting.find((line) => /^Unsere Website besteht/.test(line)) ?? '',
      pointer,
    },
    {
      // 'Speichert ihr meine IP-Adresse?': the logfiles, not the shop's address.
      id: 'server-logfiles',
      decides: 'Speichern Sie meine IP-Adresse, was steht in den Server-Logfiles?',
      keywords: 'logfiles logfile serverlogs protokolliert protokollieren',
      context: 'speichern speichert gespeichert erfasst server',
      phrases: ['ip adresse', 'ip adressen', 'meine ip'],
      leanings: ['ip adresse', 'meine ip'],
      fact: `Die ${loggedAddress} steht, wie bei jedem Abruf einer Website, in den Server-Logfiles. ${logRetention} ${notToTheProvider}`.trim(),
      pointer,
    },
    {
      // 'Muss ich mich für den Chat anmelden?', 'Wo ist das Login für Kunden?'
      id: 'no-account',
      decides: 'Brauche ich ein Konto, muss ich mich anmelden oder registrieren?',
      keywords: 'konto kundenkonto benutzerkonto account registrieren registrierung login einloggen',
      context: 'anmelden anmeldung kunden kunde chat passwort anlegen erstellen eröffnen',
      phrases: ['chat anmelden', 'mich anmelden', 'log in', 'sign up'],
      leanings: ['chat anmelden', 'mich anmelden'],
      fact: [signInSentences.at(-1) ?? '', signInSentences[0] ?? ''].join(' ').trim(),
      pointer,
    },
    {
      // 'Welche Schriftart nutzt eure Homepage?', 'Ladet ihr Google Fonts?'
      id: 'fonts',
      decides: 'Welche Schriftarten nutzt die Website, lädt sie Google Fonts?',
      keywords: 'schriftart schriftarten schriften font fonts typografie',
      context: 'website webseite homepage seite nutzt verwendet laden',
      phrases: ['google fonts'],
      fact: fonts.join(' '),
    },
    {
      // 'Wie kann ich den Chatverlauf sofort löschen?': in the browser; the server's copy goes after 30 days.
      id: 'deleting-stored-data',
      decides: 'Wie lösche ich die gespeicherten Daten und den Chatverlauf selbst?',
      keywords: 'websitedaten browserdaten browserverlauf',
      context: 'chatverlauf verlauf browser einstellungen gespeichert daten',
      phrases: ['sofort loeschen', 'selbst loeschen', 'jetzt loeschen', 'wie loesche ich', 'wie kann ich den chatverlauf loeschen', 'im browser loeschen', 'neuen chat anfangen', 'neuen chat beginnen'],
      leanings: ['sofort loeschen', 'selbst loeschen', 'wie loesche ich'],
      fact: [deleting[0] ?? '', deleting.at(-1) ?? '', chatRetention].join(' ').trim(),
      pointer,
    },
  ];
}
