/**
 * The business, fact by fact: contact, address and opening hours, each service sentence of the
 * landing page (what the Nähatelier makes, that it advises and fits at home, what the Polsterei
 * does and that it repairs frames, …), the Boxspring-Studio, planning, brands, each member of
 * the team, offers and gallery, prices, register and privacy. Texts come from src/content via
 * facts.ts, so a changed page changes the answer.
 */
import { addressLine, emailLink, type ChatFacts } from './facts.ts';
import { normalize, sentencesOf } from './germanText.ts';
import { appointmentDays, weekHours } from './openingTimes.ts';
import type { Passage } from './passages.ts';
import { privacyNoticePassages } from './privacyNoticePassages.ts';

const WEEKDAY_WORDS = 'montag montags dienstag dienstags mittwoch mittwochs donnerstag donnerstags freitag freitags samstag samstags sonnabend sonntag sonntags';

/**
 * What a customer does with or asks of a service, not what it is: 'Kann ich Vorhänge bei euch
 * bestellen?', 'Ich möchte mir Boxspringbetten anschauen', 'Wer ist für Böden zuständig?'. Every
 * service knows these words, so they lead neither to the terms' clauses on orders nor to the phone.
 */
const CUSTOMER_WORDS = 'bestellen bestelle kaufen kaufe anschauen anschaue ansehen angucken zuständig';

/** Where data are kept, as a question asks it ('Wo liegen meine Daten?'). */
const STORED_WHERE = ['daten in deutschland', 'daten in der eu', 'daten in europa', 'wo werden die daten', 'wo werden meine daten', 'wo liegen die daten', 'wo liegen meine daten'];

/**
 * A visit the customer announces first ('Muss ich vorher anrufen?'): the open days need no call, the others an
 * appointment. Not the shop's notice ('Bekomme ich vorher Bescheid, wann ihr kommt?').
 */
const CALL_FIRST = ['ich', 'wir', 'man'].flatMap((who) => [`${who} vorher anrufen`, `${who} vorher durchrufen`, `${who} vorher bescheid geben`, `${who} vorher bescheid sagen`]).concat(['mich vorher anmelden', 'uns vorher anmelden', 'man sich vorher anmelden', 'mich vorher melden', 'uns vorher melden', 'man sich vorher melden']);

/** Someone of the shop coming to look first ('kommt vorher jemand schauen?'). */
const LOOK_FIRST = ['kommt vorher jemand', 'jemand schauen', 'jemand gucken', 'jemand anschauen', 'jemand ansehen', 'jemand vorbeischauen'];

/** 'Bei IKEA kostet ein fertiger Vorhang 40 Euro. Warum sind Maßvorhänge bei euch so viel teurer?': what prices depend on, not an estimate exceeded. */
const DEARER_THAN_ELSEWHERE = ['so viel teurer', 'warum so teuer', 'warum teurer', 'teurer als bei', 'teurer als online', 'teurer als fertige'];
/** 'Kann ich am Samstag nach Heiligabend noch zum Sale kommen?': a visit, whose day's hours answer it. */
const VISIT_ON_A_DAY = ['zum sale kommen', 'in den sale kommen', 'zum sale vorbei', 'in den laden kommen', 'zu euch kommen', 'zu ihnen kommen'];
/** 'Ich brauch jemanden fürs Aufmaß': someone sent for the work, not what it costs. */
const SOMEONE_FOR = ['jemanden fuers', 'jemanden fuer das', 'jemand fuers', 'jemanden zum', 'jemand zum'];
/** A free slot asked for ('Wann habt ihr was frei?'), not rooms kept free for the work (the terms). */
const FREE_SLOT = ['was frei', 'etwas frei', 'wann frei', 'termin frei', 'termine frei'];

/** Measuring asked for ('… mein Sofa vermessen lassen'): the appointment, not its cost. */
const MEASURING_ASKED = ['vermessen lassen', 'ausmessen lassen', 'messen lassen', 'aufmass machen lassen'];

/** Pictures a customer sends the shop ('Kann ich euch ein Foto schicken?'), not the gallery's. */
const SENT_PICTURES = ['euch', 'ihnen', 'dir'].flatMap((you) => ['fotos', 'ein foto', 'bilder', 'ein bild'].map((pictures) => `${you} ${pictures}`));

/** Whether there is a showroom, asked. */
const SHOWROOM_ASKED = ['habt ihr einen showroom', 'haben sie einen showroom', 'gibt es einen showroom', 'have a showroom', 'is there a showroom'];

/** To a question about buying a sofa or a chair: the Polsterei re-covers one's own too. */
const UPHOLSTERY_ASIDE = 'Ihre eigenen Sessel und Sofas bezieht unsere Polsterei auch neu.';
/** To a call back asked in the chat: nobody is called from here. */
const CALLBACK_ASIDE = 'Einen Rückruf oder eine Weiterleitung kann ich von hier aus nicht veranlassen.';
/** 'Ist die Chefin Meisterin?': the title asked of the one in charge, who is said beside the masters. */
const CHIEF_A_MASTER = ['', 'eine ', 'ein ', 'auch ', 'selbst ', 'selber '].flatMap((between) => [`chefin ${between}meisterin`, `chef ${between}meister`]);
/** To a booking asked of the chat ('Trag mich für Samstag ein'): nothing is booked from here. */
const BOOKING_ASIDE = 'Im Chat kann ich keinen Termin für Sie eintragen.';
/** The pointer of a service: the phone number to call. */
const callUs = (facts: ChatFacts) => `Rufen Sie uns gern an: ${facts.contact.phoneDisplay}.`;

/** The staff asking how to sign in. */
const STAFF_LOGIN = ['wo ist der login', 'wo finde ich den login', 'wo kann ich mich einloggen', 'wo logge ich mich ein', 'ich bin mitarbeiter', 'ich bin mitarbeiterin', 'als mitarbeiter', 'als mitarbeiterin', 'mitarbeiter login', 'login fuer mitarbeiter', 'login fuers team', 'login fuer das team', 'staff login', 'logge ich mich ein', 'logge mich ein', 'log ich mich ein'];

/** The chat asked of offline ('Geht der Chat ohne Internet?'). */
const CHAT_OFFLINE = ['dich auch offline', 'dich offline', 'dich ohne internet', 'dich auch ohne internet', 'chat offline', 'chat auch offline', 'chat ohne internet', 'chat auch ohne internet', 'chatbot offline', 'chatbot auch offline', 'chatbot ohne internet', 'chat work offline', 'chat without internet', 'chat funktioniert offline'];

/** Spending the night in English ('Can I sleep over in your showroom to test a bed?'). */
const SLEEPING_OVER = ['sleep over', 'stay overnight', 'stay the night', 'spend the night', 'sleep there', 'ueber nacht testen', 'ueber nacht ausprobieren', 'ueber nacht probieren', 'eine nacht testen', 'eine nacht ausprobieren', 'nacht lang testen', 'nacht lang ausprobieren'];

export function businessPassages(facts: ChatFacts): Passage[] {
  const own = ownPassages(facts);
  return own.map((passage) => {
    if (passage.service) return { ...passage, context: `${passage.context ?? ''} ${CUSTOMER_WORDS}`.trim() };
    return passage.id === 'brands' ? namedByOwnWords(passage, facts.brands, own) : passage;
  });
}

/**
 * Brands are named by the words of their names that are their own: 'Eichenruh Betten' by
 * 'Eichenruh', as 'Betten' is the studio's word ('Macht ihr Tagesdecken fürs Bett?' asks no
 * brand), 'Atelier Quillon' by 'Quillon' ('Atelier' ends the Nähatelier's). Their common words
 * add weight beside them ('Verkauft ihr Betten von Eichenruh?'); whole names are phrases, so a
 * name of common words only is still known.
 */
function namedByOwnWords(brandsPassage: Passage, brands: readonly string[], passages: readonly Passage[]): Passage {
  const othersWords = passages.filter((passage) => passage !== brandsPassage).flatMap((passage) => normalize(passage.keywords).split(' '));
  const common = (word: string) => othersWords.some((other) => other === word || (word.length >= 5 && other.endsWith(word)));
  const names = brands.map((brand) => normalize(brand));
  const words = names.flatMap((name) => name.split(' ')).filter((word) => word.length > 1);
  return {
    ...brandsPassage,
    keywords: `${brandsPassage.keywords} ${words.filter((word) => !common(word)).join(' ')}`,
    context: `${brandsPassage.context ?? ''} ${words.filter(common).join(' ')}`.trim(),
    phrases: [...(brandsPassage.phrases ?? []), ...names],
  };
}

function ownPassages(facts: ChatFacts): Passage[] {
  const phone = facts.contact.phoneDisplay;
  const mail = emailLink(facts);
  const callUsPointer = callUs(facts);
  const card = (id: string) => facts.services.find((entry) => entry.id === id);
  /** Sentence `index` of a service card's details, or the fallback when the card changed. */
  const detail = (id: string, index: number, fallback: string) => sentencesOf(card(id)?.details ?? '')[index] ?? fallback;
  const titled = (id: string, text: string) => `${card(id)?.title ?? ''}: ${text}`.replace(/^: /, '');
  const manager = facts.team.find((member) => member.name === facts.managingDirector);
  const brandLast = (name: string) => normalize(name).split(' ').at(-1) ?? '';
  const [studioLead, studioDetail] = sentencesOf(facts.boxspring.paragraphs[0] ?? '');
  const overnight = facts.boxspring.details.find((line) => /übernacht/i.test(line)) ?? `Für eine Übernachtung im Studio berechnen wir eine Aufwandspauschale von ${facts.boxspring.overnightFeeEuro} Euro.`;
  // The site's 'Deshalb beginnt jedes Projekt bei uns …' as a sentence of its own: 'Jedes Projekt beginnt bei uns …'.
  const projectStart = /beginnt jedes Projekt(.*)$/.exec(facts.planning[0] ?? '');
  const conversation = projectStart ? `Jedes Projekt beginnt${projectStart[1]}` : (facts.planning[0] ?? '');
  const planningNext = sentencesOf(facts.planning[1] ?? '')[0] ?? '';

  /** 'Ich hätte gern ein Angebot für neue Vorhänge': a quote, not the sale's offers. */
  const bookings = ['freier termin', 'freien termin', 'freie termin', 'naechster termin', 'naechsten termin', 'naechste termin', 'termin frei', 'termine frei', 'termin bekommen', 'termin machen', 'termin ausmachen', 'termin auszumachen', 'termin zu machen',
    // 'Vereinbare bitte einen Termin für mich', 'Trag mich für Samstag ein': a booking asked of the chat, which is made by phone or e-mail.
    'termin fuer mich', 'trag mich', 'tragt mich', 'tragen sie mich', 'buch mir', 'buche mir', 'buchen sie mir', 'bucht mir', 'im chat einen termin', 'hier einen termin', 'hier im chat einen termin'];
  /** Whether a service is in a price: 'Ist die Montage im Preis enthalten?' */
  const includedInPrice = ['im preis enthalten', 'im preis inbegriffen', 'im preis inklusive', 'im preis drin', 'im preis mit drin', 'mit im preis', 'kostet extra', 'kostet das extra', 'extra kosten', 'extra berechnet'];
  const quoteRequests = ['kostenvoranschlag machen', 'kostenvoranschlag erstellen', 'kostenvoranschlag bekommen', 'ein angebot fuer', 'angebot machen', 'angebot erstellen', 'angebot bekommen',
    'macht ihr ein angebot', 'machen sie ein angebot', 'machst du ein angebot', 'ein angebot schicken', 'ein angebot zuschicken', 'kostenvoranschlag schicken',
    // 'könnt ihr mir nen Kostenvoranschlag für neue Gardinen machen?'
    ...['koennt ihr mir', 'koennen sie mir', 'kannst du mir', 'ich haette gern', 'ich haette gerne', 'ich braeuchte', 'ich brauche'].flatMap((ask) => [`${ask} einen kostenvoranschlag`, `${ask} nen kostenvoranschlag`, `${ask} ein angebot`]),
    // 'Was brauche ich für ein Angebot?', 'Welche Maße braucht ihr dafür?': a consultation comes first.
    ...['brauche ich', 'braucht ihr', 'brauchen sie', 'benoetigt ihr', 'benoetigen sie', 'muss ich', 'soll ich'].map((needed) => `${needed} fuer einen kostenvoranschlag`),
    // 'Können Sie mir ein Angebot per Mail schicken?'
    ...['angebot', 'kostenvoranschlag'].flatMap((quote) => [`${quote} per mail`, `${quote} per e mail`, `${quote} per email`, `${quote} per post`]),
    ...['macht ihr', 'machen sie', 'erstellt ihr', 'erstellen sie'].flatMap((ask) => [`${ask} kostenvoranschlag`, `${ask} kostenvoranschlaege`]), 'kostenvoranschlaege machen', 'kostenvoranschlaege erstellen',
    // 'gibts einen Kostenvoranschlag?', 'Bekomme ich vorher einen Kostenvoranschlag?': whether one is made, not whether it binds.
    ...['gibt es', 'gibts', 'bekomme ich', 'bekomm ich', 'bekommt man', 'kriege ich', 'krieg ich', 'kriegt man'].flatMap((ask) => [`${ask} einen kostenvoranschlag`, `${ask} nen kostenvoranschlag`, `${ask} vorher einen kostenvoranschlag`, `${ask} auch einen kostenvoranschlag`])];
  const memberFact = (member: { name: string; role: string }) => `${member.name} ist bei uns ${member.role}.`;
  /** The team member whose trade a service is, named when a question asks who does it. */
  const doneBy = (role: string) => {
    const member = facts.team.find((entry) => entry.role === role);
    return member ? memberFact(member) : undefined;
  };
  const apprentices = facts.team.filter((member) => /^auszubildende/.test(normalize(member.role)));
  /** Who holds a master's title today ('Seid ihr ein Meisterbetrieb?'); the founder's is history. */
  const masters = facts.team.filter((member) => /meister/.test(normalize(member.role)));
  const managerSaid = `Geschäftsführer ist ${facts.managingDirector}${manager && manager.role !== 'Geschäftsführer' ? ` (${manager.role})` : ''}.`;

  const memberPassages: Passage[] = facts.team
    .filter((member) => member.name !== facts.managingDirector)
    .map((member) => {
      const [first] = member.name.split(' ');
      const last = member.name.split(' ').at(-1)!;
      const roleWords = normalize(member.role).split(' ');
      return {
        id: `team-${normalize(member.name).replace(/ /g, '-')}`,
        decides: `Wer ist ${first}? Wer ist bei Ihnen ${member.role}?`,
        // A one-word role names the person ('Näherin'); words of a longer role only support.
        // 'Ist Frau Hartmann heute da?' names her by her last name.
        keywords: [first, last, ...(roleWords.length === 1 ? roleWords : [])].join(' '),
        // 'Ist der Bodenleger bei euch angestellt?', 'Habt ihr einen eigenen Bodenleger?': one of the team.
        context: `team mitarbeiter sprechen angestellt eigenen eigener empfehlen empfehlt ${roleWords.length > 1 ? roleWords.join(' ') : ''}`,
        // A longer role's words name the person where the question asks who does them ('Wer ist
        // bei euch für den Verkauf zuständig?'), not a service that sells.
        // 'Wer ist Frau Wichtrey?': a woman's role names her by her last name, also where that is the shop's.
        phrases: [
          ...(roleWords.length > 1 ? roleWords.filter((word) => word.length >= 5).flatMap((word) => [`${word} zustaendig`, `zustaendig fuer ${word}`, `kuemmert sich um ${word}`]) : []),
          ...(/in$/.test(roleWords.at(-1) ?? '') ? [`frau ${normalize(last)}`] : []),
        ],
        // 'Ist Frau Kaya diejenige, die die Vorhänge näht?': the person asked of, not the work she does.
        leanings: [normalize(last), normalize(first ?? last)].flatMap((name) => [`${name} diejenige`, `${name} derjenige`]),
        fact: memberFact(member),
        pointer: callUsPointer,
        person: true,
      };
    });

  return [
    {
      id: 'opening-hours',
      decides: 'Wann haben Sie geöffnet, jetzt, heute, morgen, an einem Tag oder zu einer Uhrzeit?',
      keywords:
        'öffnungszeiten öffnungszeit oeffnungszeiten geöffnet geoeffnet offen geschlossen ladenzeiten ladenöffnungszeiten vorbeikommen vorbeischauen vorbei besuchen besuch reinschauen aufhaben ' +
        `zumachen aufmachen feierabend ladenschluss vorbeibringen mittagspause verkaufsoffen verkaufsoffener öffnet öffnen schließt schließen ${WEEKDAY_WORDS} wochenende`,
      // 'wie lange habt ihr offen' asks until when.
      context: 'wann lang lange uhr uhrzeit zeit pause mittags spontan showroom laden jemand kommen hinkommen hinfahren losfahren loszufahren fahren schaff schaffen lohnt lohnen erreichen reinkommen aufmacht tag tage tagen wochentage wochentagen brückentag brueckentag dicht durchgehend zwischen frühestens fruehestens spätestens spaetestens regulär regulaer länger',
      // 'auf' and 'zu' are fillers elsewhere ('auf Instagram'): here only as these phrases.
      phrases: [
        'habt ihr auf', 'haben sie auf', 'hast du auf', 'ihr morgen auf', 'sie morgen auf', 'ihr heute auf', 'sie heute auf', 'ihr noch auf', 'sie noch auf', 'seid ihr da',
        'sind sie da', 'sid ihr do', 'seid ihr do', 'sin ihr do', 'seid ihr noch', 'sind sie noch', 'schon zu', 'normal geoeffnet', 'normal offen', 'normal auf', 'normaler betrieb', 'reicht das noch', 'reicht es noch', 'wie lange habt ihr', 'wie lang habt ihr', 'wie lange haben sie', 'wie lange hast du', 'wie lange seid ihr', 'ihr jetzt auf', 'sie jetzt auf', 'macht ihr auf', 'machen sie auf', 'macht ihr zu', 'machen sie zu', 'jemand da', 'are you open', 'opening hours',
        // 'what days are you around': there, as 'seid ihr da' is ('around noon' is a time, not this).
        'are you around', 'you guys around', 'anyone around', 'someone around', 'somebody around', 'anybody around',
        // 'Wann kann ich ohne Termin vorbeikommen?' asks for the open days, not for an appointment.
        'ohne termin', 'ohne anmeldung', 'ohne voranmeldung', 'keinen termin', 'kein termin', 'without an appointment', 'without appointment', 'einfach rein', 'einfach reinkommen', 'einfach vorbei',
        ...VISIT_ON_A_DAY,
        ...CALL_FIRST,
        // 'Kann ich dann einfach an jedem Tag kommen?': which days are open.
        'jeden tag kommen', 'jedem tag kommen', 'jeden tag vorbeikommen', 'jedem tag vorbeikommen', 'jederzeit kommen', 'jederzeit vorbeikommen', 'einfach kommen',
        // 'Darf man bei euch einfach stöbern?', 'Kann ich mich einfach mal umschauen?': a visit to browse, on the open days.
        'einfach stoebern', 'einfach so reinschauen', 'einfach reinschauen', 'mich umschauen', 'mich umsehen', 'uns umschauen', 'uns umsehen', 'mal umschauen', 'mal umsehen', 'ohne was zu kaufen', 'ohne etwas zu kaufen', 'just browse', 'look around',
        // 'Habt ihr donnerstags länger auf?' ('länger' is no warranty period here).
        'laenger auf', 'laenger offen', 'laenger geoeffnet', 'laenger da',
        // 'wann seid ihr denn im Laden': when someone is there ('im Laden' alone asks what it has).
        'wann seid ihr im laden', 'seid ihr im laden', 'wann seid ihr im geschaeft', 'seid ihr im geschaeft', 'wann ist jemand im laden', 'jemand im laden',
        // 'Ich würde gern meinen Sessel vorbeibringen. Wann passt es …?': when the customer may come.
        'wann passt es', 'wann passt es euch', 'wann passt es ihnen', 'wann passt euch', 'wann passt ihnen',
        // 'seit' typed for 'seid' ('bis wann seit ihr heute da').
        'wann seit ihr', 'seit ihr heute', 'seit ihr morgen', 'seit ihr noch', 'seit ihr im laden',
        // 'Muss ich für den Showroom einen Termin machen?': the open days need none.
        'showroom einen termin', 'termin fuer den showroom', 'termin fuer den laden', 'laden einen termin',
        // 'wann geht es nach den Feiertagen wieder los?'
        'wieder los', 'geht es los', 'gehts los',
        // 'Wann hat der Showroom auf?': the shop in the third person.
        'hat der showroom', 'hat der laden', 'hat das geschaeft', 'hat euer laden', 'hat euer showroom', 'hat ihr laden', 'hat ihr showroom', 'showroom auf', 'showroom offen', 'showroom geoeffnet',
      ],
      leanings: ['ohne termin', 'ohne anmeldung', 'ohne voranmeldung', 'keinen termin', 'kein termin', ...CALL_FIRST, ...VISIT_ON_A_DAY],
      fact: `Öffnungszeiten: ${facts.openingHours.map((entry) => `${entry.days} ${entry.hours}`).join(', ')}.`,
      dynamic: 'opening-hours',
    },
    {
      id: 'address',
      decides: 'Wo finde ich Sie, wie ist die Adresse?',
      keywords: 'adresse anschrift anfahrt anreise wegbeschreibung standort straße strasse hausnummer liegt sitzt befindet navi route',
      context: `finden finde hin showroom laden geschäft ${facts.address.city}`,
      // 'Habt ihr einen Showroom (und wann habt ihr samstags offen)?': the answer names it with its address, beside the hours too.
      leanings: SHOWROOM_ASKED,
      phrases: [
        ...SHOWROOM_ASKED,
        'wo seid ihr', 'wo seit ihr', 'wo sind sie', 'wo bist du', 'wo finde ich', 'wo find ich', 'wie finde ich', 'wie find ich', 'wie findet man', 'wo findet man', 'wie komme ich zu', 'wie kommt man zu', 'wo ist ihr', 'wo ist euer', 'wo is euer', 'wo is ihr', 'wo isn euer', 'wo genau', 'wohin genau', 'wohin soll ich', 'wohin bringe ich', 'wohin kann ich',
        'where are you', 'where is your', 'where is the shop', 'how do i find you', 'how to find you',
        // 'Ich habe morgen einen Termin, wo muss ich hin?'
        'wo muss ich hin', 'wo muessen wir hin', 'wohin muss ich', 'wohin muessen wir', 'where do i go',
        // 'wie fahr ich am besten zu Ihnen', 'Was muss ich ins Navi eingeben', 'seid ihr in Musterstadt?'
        'wie fahre ich', 'wie fahr ich', 'ins navi', 'navi eingeben', 'im navi ein', 'ins navi ein', 'in mein navi', 'ins navi eingeben', 'fuers navi', `seid ihr in ${normalize(facts.address.city)}`, `sind sie in ${normalize(facts.address.city)}`, `wo in ${normalize(facts.address.city)}`,
        // 'wan habt ihr offen und wo is der laden'
        'wo ist der laden', 'wo is der laden', 'wo liegt der laden', 'wo ist das geschaeft', 'wo ist der showroom',
      ],
      fact: `Sie finden unseren ${facts.showroom} in der ${addressLine(facts)}.`,
      // The hours beside the address: the appointment days alone read as if the shop opened only by appointment.
      pointer: `Geöffnet: ${weekHours(facts)}; Telefon ${phone}.`,
    },
    {
      // 'In welchem Bundesland seid ihr?'
      id: 'region',
      decides: 'In welchem Bundesland, in welcher Gegend sind Sie?',
      keywords: 'bundesland gegend region',
      context: `${normalize(facts.address.region)} liegt`,
      // 'In welcher Stadt seid ihr?' ('in der Stadt' alone says where the customer is).
      phrases: ['welcher stadt', 'welche stadt', 'welchem ort', 'welcher ort', 'welchen ort', 'what city', 'which city', 'what town', 'which town'],
      fact: `Wir sind in ${facts.address.city}, ${facts.address.region}: ${addressLine(facts)}.`,
    },
    {
      // The facts say nothing about parking: the reply says so, with the address to look it up by.
      id: 'parking',
      decides: 'Wo kann ich parken, gibt es Parkplätze?',
      // 'wo kann ich vorfahren zum Ausladen': stopping at the door to unload is parking too.
      keywords: 'parken parkplatz parkplätze parkplaetze parkmöglichkeit parkmöglichkeiten parkmoeglichkeiten parkhaus vorfahren ausladen einladen',
      context: 'auto kunden kundenparkplatz',
      fact: `Ob und wo Sie bei uns parken können, kann ich Ihnen nicht verlässlich sagen; fragen Sie gern telefonisch unter ${phone}.`,
      brief: 'Ob und wo Sie bei uns parken können, kann ich Ihnen nicht verlässlich sagen.',
      // A pointer: beside the address's own answer ('Wo seid ihr und gibt's Parkplätze?') it is not said twice.
      pointer: `Unser ${facts.showroom} liegt in der ${addressLine(facts)}.`,
    },
    {
      id: 'phone',
      decides: 'Wie erreiche ich Sie, wie ist die Telefonnummer?',
      // A complaint or a call back: the facts name no procedure, the way to a person is the answer.
      keywords: 'telefon telefonnummer nummer anrufen anruf erreichen erreichbar kontakt kontaktieren kontaktdaten handy rufnummer hotline beschweren beschwerde zurückrufen rückruf ansprechpartner ansprechpartnerin ansprechperson ansprechen',
      context: 'sprechen melden reklamation reklamieren wende wenden zuständig zustaendig',
      phrases: ['an wen wende', 'an wen kann ich', 'bei wem kann ich', 'mit jemandem sprechen', 'jemanden sprechen', 'persoenlich sprechen', 'mit einem menschen', 'mit einem echten menschen', 'mit einem mitarbeiter', 'einen rueckruf', 'um rueckruf', 'auf rueckruf', 'auf einen rueckruf', 'rueckruf wegen', 'kontakt aufnehmen', 'kontakt mit ihnen', 'kontakt mit euch',
        // 'Kann ich mit einem echten Mitarbeiter sprechen?', 'Ruft ihr mich zurück?'
        'mit einem echten mitarbeiter', 'mit einer echten person', 'echten menschen', 'ruft ihr mich zurueck', 'rufen sie mich zurueck', 'ruft mich jemand zurueck', 'mich zurueckrufen',
        // 'Bitte ruft mich zurück: 0170 …' ('ruft … zurück' is 'zurückrufen').
        'ruft mich zurueck', 'ruft mich bitte zurueck', 'ruf mich zurueck', 'rufen sie mich bitte zurueck', 'ruft uns zurueck', 'bitte zurueckrufen', 'call me back',
        // 'Kannst du mich mit jemandem verbinden?' (it got the quote's 'unverbindlich'), 'Bitte leite meine Anfrage an Frau Hartmann weiter'.
        'mit jemandem verbinden', 'mich verbinden', 'mich weiterverbinden', 'durchstellen', 'nachricht weiterleiten', 'anfrage weiterleiten', 'leite meine', 'leiten sie meine', 'leitet meine', 'weiterleiten an', 'connect me', 'forward my'],
      // 'online Termin buchen oder nur Telefon': the phone, not the right of withdrawal for contracts made by phone.
      leanings: ['nur telefon', 'nur telefonisch', 'nur per telefon', 'oder telefon', 'oder telefonisch'],
      covers: ['email'],
      fact: `Sie erreichen uns telefonisch unter ${phone} und per E-Mail an ${mail}. ${CALLBACK_ASIDE}`,
      // 'Bitte ruft mich zurück: 0170 …': the chat passes no number on; whoever waits for a call should know.
      aside: { sentence: CALLBACK_ASIDE, words: 'rückruf rueckruf zurückrufen zurueckrufen zurück zurueck verbinden weiterverbinden durchstellen weiterleiten leite leitet weiter' },
    },
    {
      // 'Ich bin mit der Beratung sehr unzufrieden', 'Der Monteur war unfreundlich': no question, and 'cannot say' is no answer to it.
      id: 'displeased',
      decides: 'Ich bin unzufrieden oder verärgert – an wen wende ich mich?',
      keywords: 'unzufrieden unzufriedenheit unfreundlich unhöflich unhoeflich pampig patzig respektlos herablassend enttäuscht enttaeuscht enttäuschend enttaeuschend verärgert veraergert ärgerlich aergerlich sauer',
      context: 'beratung beraten service monteur monteure mitarbeiter mitarbeiterin verkäufer verkaeufer verkäuferin fahrer behandlung behandelt telefon bedienung',
      phrases: ['nicht zufrieden', 'gar nicht zufrieden', 'ueberhaupt nicht zufrieden', 'not happy', 'not satisfied',
        // Nobody came, nobody answered: told, not asked.
        'nicht beachtet', 'gar nicht beachtet', 'keine antwort bekommen', 'nie eine antwort', 'nie antwort', 'niemand gemeldet', 'keiner gemeldet', 'hat sich niemand gemeldet', 'hat sich keiner gemeldet', 'nie zurueckgerufen', 'nicht zurueckgerufen', 'keiner ruft zurueck', 'niemand ruft zurueck',
        // 'Warum geht bei euch nie jemand ans Telefon?', 'I emailed you … and never heard back.'
        'nie jemand ans telefon', 'geht nie jemand', 'nie jemand ran', 'nie erreichbar', 'nie eine rueckmeldung', 'keine rueckmeldung', 'never heard back', 'no one answers', 'nobody answers', 'no one picks up', 'nobody picks up', 'no reply', 'no response',
        'disappointed', 'very disappointed', 'didn t show up', 'did not show up', 'didn t turn up', 'did not turn up', 'no one came', 'nobody came', 'nobody showed up', 'no one showed up', 'unacceptable'],
      covers: ['email', 'phone'],
      namedByKeyword: true,
      fact: `Das tut uns leid. Bitte schildern Sie uns, was passiert ist, damit wir uns darum kümmern können: telefonisch unter ${phone} oder per E-Mail an ${mail}.`,
    },
    {
      id: 'email',
      decides: 'Wie ist Ihre E-Mail-Adresse?',
      keywords: 'email mail mailadresse emailadresse anschreiben',
      context: 'kontakt adresse schreiben schriftlich schicken senden zusenden zuschicken',
      // 'kann ich euch auch schreiben' too (a phrase of three words may have a small word inside).
      phrases: ['euch schreiben', 'ihnen schreiben', 'dir schreiben', 'ich euch schreiben', 'ich ihnen schreiben', 'ich dir schreiben', 'schriftlich erreichen', 'schriftlich an sie wenden', 'schriftlich an euch wenden', 'schriftlich melden', ...SENT_PICTURES],
      // 'kann ich euch fotos von meinem sessel schicken': pictures for the shop go by e-mail, not the gallery's.
      leanings: SENT_PICTURES,
      fact: `Unsere E-Mail-Adresse ist ${mail}; telefonisch erreichen Sie uns unter ${phone}.`,
    },
    {
      id: 'fax',
      decides: 'Haben Sie eine Faxnummer?',
      keywords: 'fax faxnummer faxen telefax',
      context: 'nummer bestellung bestellungen bestellen auftrag schicken senden',
      fact: `Unsere Faxnummer ist ${facts.contact.faxDisplay}.`,
    },
    {
      // 'Gibts noch ne andere Nummer?': there is one phone number; the fax is the other number.
      id: 'other-number',
      decides: 'Haben Sie noch eine andere Telefonnummer?',
      keywords: '',
      phrases: ['andere nummer', 'andere telefonnummer', 'weitere nummer', 'weitere telefonnummer', 'zweite nummer', 'zweite telefonnummer', 'other number', 'another number'],
      namedByKeyword: true,
      fact: `Telefonisch erreichen Sie uns unter ${phone}; außerdem haben wir die Faxnummer ${facts.contact.faxDisplay} und die E-Mail-Adresse ${mail}.`,
    },
    {
      id: 'services',
      service: true,
      decides: 'Was bieten Sie an, welche Leistungen haben Sie?',
      keywords: 'leistungen leistung sortiment dienstleistungen raumausstattung raumausstatter',
      context: 'alles anbieten bieten',
      phrases: ['was macht ihr', 'was machen sie', 'was bieten sie', 'was bietet ihr', 'was machst du', 'was bietest du', 'alles machen lassen', 'was kann ich bei euch alles', 'was kann man bei euch alles', 'was kann ich bei ihnen alles'],
      fact: `Wir bieten ${facts.services.map((entry) => entry.title).join(', ')} und unser Boxspring-Studio: ${facts.services.map((entry) => entry.teaser.replace(/\.$/, '')).join('; ')}.`,
      brief: `Wir bieten ${facts.services.map((entry) => entry.title).join(', ')} und unser Boxspring-Studio.`,
      pointer: `Mehr dazu auf unserer [Startseite](${facts.pages.home}).`,
    },
    {
      id: 'naehatelier',
      service: true,
      decides: 'Nähen Sie Vorhänge, Gardinen, Plissees, Raffrollos, Kissen und Tagesdecken nach Maß?',
      keywords:
        'vorhang vorhänge vorhaenge gardine gardinen nähen naehen näht naeht nähst genäht näherei nähatelier naehatelier raffrollo raffrollos plissee plissees kissen tagesdecke tagesdecken deko dekoration schal schals übergardinen rollo rollos',
      // 'Vorhänge kürzen lassen': the Nähatelier's needlework, asked of curtains; 'Kissen fürs Sofa', 'Tagesdecken fürs Bett'.
      // 'Habt ihr Gardinen im Angebot?': what the shop offers, not the sale's reduced furniture.
      // 'Sitzkissen für die Gartenbank'. A 'Dachfenster' is a window ('dach' alone is no word here, so it would count half).
      context: 'maß mass nach massanfertigung stoff stoffe fenster dachfenster zubehör sofa bett kürzen kuerzen kürzung umnähen umnaehen angebot sortiment gartenbank sitzbank auflage auflagen',
      // 'Verkauft ihr Vorhänge?': the curtains the shop sells are the ones it sews, not the sale's furniture.
      phrases: ['verkauft ihr', 'verkauft ihr auch', 'verkaufen sie', 'verkaufen sie auch', 'habt ihr', 'haben sie'].flatMap((asks) =>
        ['vorhaenge', 'gardinen', 'rollos', 'plissees', 'raffrollos', 'deko', 'dekoration'].map((piece) => `${asks} ${piece}`),
      ).concat(['curtains', 'blinds', 'roller blinds', 'blackout blinds'].map((piece) => `do you sell ${piece}`)),
      fact: detail('naehatelier', 0, 'Unser Nähatelier näht Vorhänge, Raffrollos und Kissen nach Maß.'),
      doneBy: doneBy('Näherin'),
      brief: card('naehatelier') ? `${card('naehatelier')!.title}: ${card('naehatelier')!.teaser}` : undefined,
      pointer: callUsPointer,
    },
    {
      id: 'naehatelier-advice',
      service: true,
      decides: 'Beraten Sie zu Stoffen, Lichtschutz und Akustik, und hängen Sie Vorhänge bei mir auf?',
      keywords:
        'lichtschutz sichtschutz verdunkelung verdunkeln verdunkelungsvorhänge akustik schallschutz montieren montiert montage aufhängen aufhaengen hängen hängt haengt anbringen aufgehängt gardinenstange',
      // 'Die Sonne blendet nachmittags': light protection is the advice asked for.
      context: 'beraten beratung stoffe vorhänge vorhang gardinen gardine plissee plissees rollo rollos raffrollo raffrollos hause zuhause wohnung umzug abhängen abhaengen sonne blendet blendung grell fenster nähen näht genäht',
      fact: titled('naehatelier', detail('naehatelier', 1, 'Wir beraten Sie zu Stoffen und montieren auf Wunsch bei Ihnen zu Hause.')),
      pointer: callUsPointer,
    },
    {
      id: 'polsterei',
      service: true,
      decides: 'Polstern Sie Sofas, Sessel und Stühle auf oder beziehen Sie sie neu?',
      keywords:
        'polster polsterei polstern aufpolstern neubeziehen beziehen bezieht beziehst bezogen bezug bezüge bezuege sofa sofas sessel stuhl stühle stuehle hocker barhocker couch eckbank sitzbank restaurieren aufarbeiten federkern rosshaar schaum polstermöbel erbstück designklassiker durchgesessen polsterung polsterungen',
      // A torn, scratched or faded cover is the Polsterei's work ('Riss im Ledersofa, könnt ihr das reparieren?', 'ein Loch im Sofabezug flicken').
      // 'Polstert ihr eine Bank nach Maß?': upholstery is made to measure.
      // 'der Bezug ist speckig', 'die Armlehnen zerfetzt', 'faded by the sun': the cover worn out, the Polsterei's work.
      context: 'alt altes oma stoff leder neu maß mass sitzer dreisitzer zweisitzer riss risse eingerissen loch löcher loecher kratzer zerkratzt zerfetzt katze katzen hund abgewetzt speckig fleck flecken verblichen ausgeblichen sonne lohnt lohnen reparieren kopfteil kopfteile armlehne armlehnen möbel gartenmöbel',
      fact: `${titled('polsterei', `${card('polsterei')?.teaser ?? ''}`)} ${detail('polsterei', 0, '')}`.trim(),
      brief: detail('polsterei', 0, 'Unsere Polsterei bezieht Sessel, Sofas und Stühle neu.'),
      doneBy: doneBy('Polsterer'),
      pointer: callUsPointer,
    },
    {
      id: 'polsterei-repair',
      service: true,
      decides: 'Reparieren Sie Gestelle und Rahmen von Stühlen, Sesseln und Sofas?',
      keywords: 'gestell gestelle rahmen reparieren repariert reparatur wackelt wackeln wackelig wackelige wackeligen wacklig wacklige wackligen gebrochen federn quietscht quietschen knarzt knarzen knarrt knarren',
      context: 'stuhl stühle sessel sofa kaputt alt beine bein stuhlbeine fest',
      // English 'can he fix my armchair?' ('fix' alone is German too: 'Ist das fix?').
      phrases: ['fix my', 'fix our', 'fix the', 'fix it', 'fix this', 'fix a'],
      fact: detail('polsterei', 0, 'Unsere Polsterei repariert auch Gestelle.'),
      doneBy: doneBy('Polsterer'),
      pointer: callUsPointer,
    },
    {
      id: 'wand-und-boden',
      service: true,
      decides: 'Verlegen Sie Böden (Parkett, Teppich, Vinyl) und gestalten Sie Wände (Tapeten, Stoffbespannungen, Akustik)?',
      keywords:
        'boden böden parkett teppichboden teppichböden teppich teppiche vinyl vinylboden designbelag designbeläge tapete tapeten tapezieren wand wände verlegen verlegt bodenbelag bodenbeläge bodenleger stoffbespannung stoffbespannungen akustikelemente akustikelement akustikpaneele akustikpaneel akustikplatten akustikbild akustikbilder',
      // 'Könnt ihr neuen Teppich legen?': laid, as customers say.
      // 'ob ihr Teppiche verkauft': carpets and wallpapers are sold with the laying.
      // 'Wir haben einen Wasserschaden, der Teppichboden muss raus': the floor to lay anew, not a damage the shop did.
      // 'Macht ihr Wandverkleidungen aus Stoff?': the walls' cladding, which the facts call Stoffbespannungen.
      // 'Kann man den alten Teppichboden rausreißen lassen, bevor der neue Boden kommt?': the old floor taken out for the new.
      context: 'verkauft verkaufen fußboden wohnung untergrund akustik treppe treppen stufen belegen belegt renovieren renovierung sanieren legen legt anbringen kleben montieren wandverkleidung wandverkleidungen wasserschaden wasserschäden rausreißen rausreissen herausreißen herausreissen rausgerissen',
      fact: `${titled('wand-und-boden', card('wand-und-boden')?.teaser ?? '')} ${detail('wand-und-boden', 0, '')}`.trim(),
      doneBy: doneBy('Bodenleger'),
      // 'Wer macht bei euch die Tapeten?': the facts name no one for walls.
      tradeWords: ['boden', 'boeden', 'parkett', 'teppich', 'vinyl', 'designbel', 'bodenbel', 'bodenleg', 'fussboden', 'verleg', 'laminat'],
      // 'Bereitet ihr den Untergrund vor, bevor ihr Parkett legt?': the shop's part (the customer's is VII (2)).
      phrases: ['bereitet ihr den untergrund', 'bereiten sie den untergrund', 'macht ihr den untergrund', 'ihr auch den untergrund'],
      leanings: ['bereitet ihr den untergrund', 'bereiten sie den untergrund'],
      brief: titled('wand-und-boden', card('wand-und-boden')?.teaser ?? 'Tapeten, Teppiche, Parkett und Designbeläge.'),
      pointer: callUsPointer,
    },
    {
      id: 'boxspring',
      service: true,
      decides: 'Kann ich im Boxspring-Studio Betten, Härtegrade und Topper ausprobieren und ein Bett nach Maß zusammenstellen?',
      keywords: 'boxspring boxspringstudio studio boxspringbett boxspringbetten bett betten matratze matratzen probeliegen schlafstudio topper härtegrad härtegrade haertegrad zusammenstellen',
      // 'Verkauft ihr Boxspringbetten?': the studio is where they are bought.
      // 'Habt ihr auch Matratzen einzeln oder nur ganze Boxspringbetten?'
      // 'Mein Mann mag es hart, ich eher weich. Geht das in einem Bett?': the firmness, which the studio tries out.
      context: 'showroom ausprobieren probe liegen schlafen maß bezüge kaufen kauf verkaufen verkauft beratung beraten sprechen einzeln hart harte härter haerter weich weiche fest feste festere',
      fact: `${studioDetail ?? studioLead ?? ''} ${facts.boxspring.appointments}`.trim(),
      brief: studioDetail ?? facts.boxspring.appointments,
      pointer: `Telefon: ${phone}.`,
    },
    {
      id: 'boxspring-appointment',
      service: true,
      decides: 'Wie bekomme ich einen Termin im Boxspring-Studio?',
      // 'Termin' alone asks for any appointment (the appointment passage): here only beside the studio.
      // 'Muss ich für das Probeschlafen vorher anrufen oder kann ich das spontan machen?'
      keywords: 'boxspring boxspringbett boxspringbetten boxspringstudio bettenstudio bettstudio studio probeschlafen',
      // 'kann man im Bettenstudio auch online Termin buchen oder nur Telefon'
      context: 'termin termine vereinbaren probeliegen telefonisch anrufen vorher anmelden spontan online buchen telefon',
      // The studio named alone ('Was ist Boxspring?') is its description's question: this short passage wins no tie on the words they share.
      weight: 0.8,
      fact: `${facts.boxspring.appointments} Telefon: ${phone}.`,
    },
    {
      id: 'boxspring-overnight',
      decides: 'Kann ich im Boxspring-Studio zur Probe übernachten, was kostet das?',
      keywords: 'übernachtung übernachten uebernachtung probeschlafen probeschlafen nacht probenacht probenächte probenaechte',
      // 'Muss ich das Probeschlafen bezahlen, wenn ich das Bett kaufe?': the fee asked beside a purchase, not withdrawing from one.
      context: 'ablauf boxspring studio showroom kosten kostet preis teuer probe schlafen probeliegen bezahlen zahlen kostenlos gratis umsonst buchen kauf kaufe kaufen',
      // English 'Can I sleep over in your showroom to test a bed?'
      phrases: SLEEPING_OVER,
      leanings: SLEEPING_OVER,
      // 'Wie lange darf ich probeschlafen?': one night, as the fact says.
      phrasesBesideKeyword: ['wie lange', 'wie lang'],
      fact: overnight,
      pointer: `Termine telefonisch unter ${phone}.`,
    },
    {
      id: 'planning',
      decides: 'Wie läuft eine Beratung und Planung bei Ihnen ab?',
      keywords: 'planung planen ablauf abläufe vorgehen gespräch beraten farbberatung',
      context: 'beratung bestellen erst zuerst läuft hilfe helfen farbauswahl farbkonzept stoffauswahl materialauswahl',
      // 'Wie gehen wir am besten vor?' after a house full of work told.
      // 'Zeichnet ihr Entwürfe?': the drawing is part of the planning ('Erst danach zeichnen wir').
      phrases: ['zeichnet ihr', 'zeichnen sie', 'macht ihr entwuerfe', 'erstellt ihr entwuerfe', 'wie gehen wir vor', 'wie gehe ich vor', 'wie geht man vor', 'am besten vor', 'wie fangen wir an', 'wo fangen wir an', 'wie fange ich an', 'wo fange ich an',
        // 'Wie läuft so ein Auftrag ab?': how the work goes, not when a contract is made.
        'laeuft so ein auftrag ab', 'laeuft ein auftrag ab', 'laeuft der auftrag ab', 'laeuft so eine bestellung ab', 'laeuft eine bestellung ab'],
      leanings: ['laeuft so ein auftrag ab', 'laeuft ein auftrag ab', 'laeuft der auftrag ab', 'laeuft so eine bestellung ab', 'laeuft eine bestellung ab'],
      fact: `${conversation} ${planningNext}`.trim(),
      pointer: `Einen Termin vereinbaren Sie unter ${phone}.`,
    },
    {
      // 'Leder oder Stoff, was ist pflegeleichter?': advice the assistant cannot give; a consultation can.
      id: 'advice',
      aboutAnything: true,
      decides: 'Was empfehlen Sie, was ist besser, welches Material oder welcher Stoff passt zu mir?',
      keywords: 'empfehlen empfehlt empfiehlst empfiehlt empfehlung empfehlungen raten ratet rätst besser pflegeleicht pflegeleichter geeignet eignet geeigneter robust robuster strapazierfähig strapazierfähiger kratzfest kratzfeste kratzfester abriebfest abriebfeste fleckabweisend fleckenabweisend wasserabweisend',
      // 'Plissee oder Jalousie, was soll ich nehmen?'
      phrases: ['was soll ich nehmen', 'was sollen wir nehmen', 'was wuerdet ihr nehmen', 'was wuerden sie nehmen', 'welches soll ich nehmen', 'welchen soll ich nehmen', 'welche soll ich nehmen', 'was nehme ich'],
      fact: `Was zu Ihnen passt, kann ich Ihnen hier nicht verlässlich empfehlen; das klären wir am besten im Gespräch. ${conversation} Einen Beratungstermin vereinbaren Sie telefonisch unter ${phone} oder per E-Mail an ${mail}.`.trim(),
      brief: `Was zu Ihnen passt, klären wir am besten in einer Beratung: Termine telefonisch unter ${phone} oder per E-Mail an ${mail}.`,
    },
    {
      id: 'brands',
      decides: 'Mit welchen Marken und Herstellern arbeiten Sie?',
      // The brands' own names are added by namedByOwnWords.
      keywords: 'marke marken hersteller herstellern markenpartner',
      context: 'möbel stoffe partner führt führen fuehren verkauft verkaufen sachen zusammen zusammenarbeit arbeitet arbeiten macht herstellt stammen',
      // 'Von welcher Firma sind eure Stoffe?', 'Wie heißt die Firma, die eure Stoffe macht?': a maker, not the shop's own name.
      phrases: ['welcher firma', 'welchen firmen', 'firma die eure', 'firma die ihre', 'firmen die eure', 'firmen die ihre'],
      fact: `Wir arbeiten mit diesen Marken: ${facts.brands.join(', ')}.`,
      brief: `Wir arbeiten unter anderem mit ${facts.brands.slice(0, 4).join(', ')}.`,
      pointer: 'Fragen Sie uns gern nach Mustern und Verfügbarkeit.',
    },
    {
      id: 'team',
      decides: 'Wer arbeitet bei Ihnen, wer ist im Team?',
      keywords: 'team mitarbeiter mitarbeiterin mitarbeiterinnen mitarbeitende personal belegschaft kollegen leute',
      context: 'wer arbeitet arbeiten',
      // 'wer arbeitet bei euch': who the team is.
      phrases: ['wer arbeitet bei euch', 'wer arbeitet bei ihnen', 'wer arbeitet da', 'wer arbeitet dort'],
      fact: `Unser Team: ${facts.team.map((member) => `${member.name} (${member.role})`).join(', ')}.`,
      brief: `Unser Team: ${facts.team.map((member) => member.name).join(', ')}.`,
    },
    ...memberPassages,
    // Whether a place is free the facts do not say (gaps.ts 'jobs'); that the business trains, the team does.
    ...(apprentices.length > 0
      ? [
          {
            id: 'apprenticeship',
            decides: 'Bilden Sie aus, haben Sie Auszubildende?',
            keywords: 'ausbildung ausbildungen ausbildungsbetrieb ausbildungsplatz ausbildungsplätze ausbildungsplaetze ausbildungsstelle lehrstelle praktikum praktikumsplatz azubi azubis auszubildende auszubildender auszubildenden lehrling lehrlinge lehre ausbilden praktika praktikant praktikantin praktikanten schulpraktikum',
            // 'mein Sohn sucht einen Ausbildungsplatz … Habt ihr noch was frei?'
            context: 'frei schüler schueler schülerin schuelerin student studenten',
            fact: `Ja, wir bilden aus: ${apprentices.map(memberFact).join(' ')}`,
            pointer: `Ob ein Ausbildungs- oder Praktikumsplatz frei ist, sagen wir Ihnen gern telefonisch unter ${phone} oder per E-Mail an ${mail}.`,
          } satisfies Passage,
        ]
      : []),
    ...(masters.length > 0
      ? [
          {
            id: 'masters',
            decides: 'Sind Sie ein Meisterbetrieb, hat bei Ihnen jemand einen Meistertitel?',
            keywords: 'meister meisterin meisterbetrieb meistertitel meisterbrief meisterprüfung meisterpruefung handwerksmeister handwerksmeisterin',
            context: 'wer qualifikation qualifiziert ausgebildet fachbetrieb arbeitet arbeiten',
            // 'Habt ihr einen Meister im Haus?': on the staff, not at the customer's home.
            // 'Ist die Chefin Meisterin?': the title asked of the one in charge.
            phrases: ['meister im haus', 'meisterin im haus', 'meister mit im haus', ...CHIEF_A_MASTER],
            fact: `${masters.map(memberFact).join(' ')} ${managerSaid}`,
            aside: { sentence: managerSaid, words: '', phrases: CHIEF_A_MASTER },
          } satisfies Passage,
        ]
      : []),
    {
      id: 'manager',
      decides: 'Wer leitet das Geschäft, wer ist Chef oder Inhaber?',
      keywords: `geschäftsführer geschaeftsfuehrer geschäftsführung geschäftsleitung leitet leitung chef chefin inhaber inhaberin besitzer ${manager ? manager.name.split(' ')[0] : ''}`,
      context: 'wer geschäft firma laden heute betrieb sprechen',
      // 'Kann ich mit Herrn Wichtrey sprechen?': the family's name is the brand's, no topic word on its own.
      // 'Gibt es da einen Chef, bei dem ich mich melden kann?'
      phrases: ['wem gehoert', 'wer ist inhaber', 'wer ist der chef', 'wer ist die chefin', 'einen chef', 'eine chefin', 'den chef', 'die chefin', 'mit dem chef', 'mit der chefin', 'einen vorgesetzten', 'den vorgesetzten', ...(manager ? [`herr ${brandLast(manager.name)}`, `herrn ${brandLast(manager.name)}`] : [])],
      fact: managerSaid,
      pointer: `So steht es auch im [Impressum](${facts.pages.impressum}).`,
    },
    {
      id: 'family-business',
      decides: 'Ist der Betrieb ein Familienbetrieb, wer führt ihn?',
      keywords: 'familienbetrieb familienunternehmen familiengeführt familiengefuehrt',
      context: 'familie betrieb geführt gefuehrt',
      // The site's description of the business, and the founder's paragraph on the family carrying it on.
      fact: [facts.description, `Gegründet hat ihn ${facts.founder.name}.`, ...facts.founder.bio.filter((paragraph) => /\bFamilie\b/.test(paragraph))].join(' '),
      brief: facts.description,
    },
    {
      id: 'founder',
      decides: 'Wer hat den Betrieb gegründet, wie hat alles angefangen?',
      keywords: `gegründet gegruendet gründer gruender gründung gruendung geschichte tradition ${facts.founder.name.split(' ')[0]}`,
      context: 'wer anfang angefangen familie familienbetrieb name vorname vornamen hiess heisst',
      phrases: ['wie hat alles angefangen', 'wie fing alles an'],
      fact: `Gegründet hat den Betrieb ${facts.founder.name}, ${facts.founder.role}. ${facts.founder.bio[0] ?? ''}`.trim(),
      brief: `Gegründet hat den Betrieb ${facts.founder.name}, ${facts.founder.role}.`,
    },
    {
      id: 'sale',
      decides: 'Haben Sie Angebote, Rabatte oder reduzierte Ausstellungsstücke?',
      keywords: 'sale angebote rabatt rabatte reduziert reduzierte schnäppchen ausstellungsstück ausstellungsstücke ausstellungsstuecke abverkauf günstiger sonderangebot sonderangebote aktion aktionen prozente outlet ware artikel',
      context: 'aktuell aktuelle gerade günstig einzelstücke',
      goods: true,
      fact: `Unsere aktuellen Angebote – Ausstellungsstücke und Einzelstücke zu reduzierten Preisen – finden Sie unter [${facts.pageTitles.sale}](${facts.pages.sale}).`,
    },
    {
      // 'Was bedeutet UVP bei euren Angeboten?': the offer cards' words.
      id: 'sale-uvp',
      decides: 'Was bedeutet UVP bei den Angeboten?',
      keywords: 'uvp preisempfehlung streichpreis durchgestrichen prozentangabe',
      context: 'angebote angebot sale preis bedeutet',
      // The sale page's link in the fact: it answers what a piece costs (no word on what work costs).
      fact: `„${facts.offerWords.uvp}“ steht für „${facts.offerWords.uvpMeaning}“. Was Sie bei uns zahlen, ist der ${facts.offerWords.salePrice} daneben, unter [${facts.pageTitles.sale}](${facts.pages.sale}). Der Rabatt in Prozent sagt, um wie viel der ${facts.offerWords.salePrice} unter der UVP liegt.`,
    },
    {
      // 'Beim Sessel im Sale steht Preis auf Anfrage – wieso?'
      id: 'price-on-request',
      decides: `Was heißt „${facts.offerWords.priceOnRequest}“ bei einem Angebot?`,
      keywords: '',
      context: 'angebote angebot sale steht',
      phrases: [normalize(facts.offerWords.priceOnRequest)],
      leanings: [normalize(facts.offerWords.priceOnRequest)],
      fact: `Wo „${facts.offerWords.priceOnRequest}“ steht, nennen wir Ihnen den Preis gern direkt: telefonisch unter ${phone} oder per E-Mail an ${mail}.`,
    },
    {
      // "Habt ihr Sofas im Angebot?", "Verkauft ihr Sessel?": buying a piece, not having one reupholstered.
      // "Habt ihr Sofas?" asks what a shop has: its fact names the Polsterei too, so it wins that tie.
      id: 'furniture-sale',
      decides: 'Kann ich bei Ihnen Möbel wie Sofas, Sessel oder Betten kaufen?',
      keywords: 'kaufen kauf bestellen bestelle käuflich verkaufen verkauft verkauf möbel möbelstück möbelstücke sofa sofas couch sessel tisch tische esstisch stuhl stühle schrank schränke kommode regal sitzer zweisitzer dreisitzer viersitzer ecksofa schlafsofa wohnlandschaft couchgarnitur',
      // 'habt ihr auch so sofas zum anschaun?': pieces to look at in the shop.
      context: 'angebot angebote neu neue personen anschauen anschaun ansehen angucken ausgestellt',
      phrases: ['im angebot', 'zu kaufen'],
      leanings: ['habt ihr', 'haben sie', 'hast du', 'gibt es', 'gibts', 'fuehrt ihr', 'fuehren sie'],
      fact: `Was wir an Möbeln gerade verkaufen – Ausstellungs- und Einzelstücke zu reduzierten Preisen –, finden Sie unter [${facts.pageTitles.sale}](${facts.pages.sale}). ${UPHOLSTERY_ASIDE}`,
      aside: { sentence: UPHOLSTERY_ASIDE, words: 'möbel möbelstück möbelstücke sofa sofas couch sessel stuhl stühle sitzer zweisitzer dreisitzer viersitzer ecksofa schlafsofa wohnlandschaft couchgarnitur polster' },
      brief: `Was wir an Möbeln gerade verkaufen, finden Sie unter [${facts.pageTitles.sale}](${facts.pages.sale}).`,
    },
    {
      // "Kann man bei euch nur Stoff kaufen, ohne dass ihr was näht?": the terms name the sale of
      // fabrics and accessories (AGB I (1)); 'Stoff' alone stays the Polsterei's and the Nähatelier's.
      id: 'fabric-sale',
      decides: 'Kann ich bei Ihnen Stoffe oder Zubehör kaufen, auch ohne Näharbeit?',
      // 'Habt ihr auch Gardinenstangen und Zubehör?': what the shop sells beside its work.
      keywords: 'meterware stoffverkauf zubehör',
      context: 'kaufen verkaufen verkauft stoff stoffe gardinenstange gardinenstangen vorhangstange vorhangstangen',
      // 'Habt ihr Stoffe?' asks what the shop has (it went to the wall fabrics of Wand und Boden).
      phrases: ['stoff kaufen', 'stoffe kaufen', 'verkauft ihr stoff', 'verkauft ihr stoffe', 'verkaufen sie stoffe', 'nur stoff', 'nur stoffe', 'nur den stoff', 'zubehoer kaufen', 'habt ihr stoff', 'habt ihr stoffe', 'haben sie stoff', 'haben sie stoffe',
        // 'Welche Stoffe habt ihr?': which ones, said there.
        'welche stoffe habt ihr', 'welche stoffe haben sie', 'was fuer stoffe habt ihr', 'was fuer stoffe haben sie', 'welche stoffe fuehrt ihr', 'welche stoffe fuehren sie', 'welche stoffe gibt es'],
      leanings: ['stoff kaufen', 'stoffe kaufen', 'verkauft ihr stoff', 'verkauft ihr stoffe', 'verkaufen sie stoffe', 'nur stoff', 'nur stoffe', 'nur den stoff', 'zubehoer kaufen', 'habt ihr stoff', 'habt ihr stoffe', 'haben sie stoff', 'haben sie stoffe',
        // 'Welche Stoffe habt ihr?': which ones, said there.
        'welche stoffe habt ihr', 'welche stoffe haben sie', 'was fuer stoffe habt ihr', 'was fuer stoffe haben sie', 'welche stoffe fuehrt ihr', 'welche stoffe fuehren sie', 'welche stoffe gibt es'],
      fact: `Ja, Stoffe und Zubehör verkaufen wir auch. Welche wir gerade da haben, sagen wir Ihnen gern telefonisch unter ${phone} oder per E-Mail an ${mail}.`,
    },
    {
      id: 'gallery',
      decides: 'Wo sehe ich Bilder, Beispiele und Referenzen Ihrer Arbeiten?',
      keywords: 'galerie bilder bild fotos foto referenzen referenz projekte beispiele beispiel inspiration inspirationen vorher nachher',
      context: 'arbeiten sehen sieht siehst zeigen ansehen anschauen gucken',
      // 'Habt ihr Bilder von verlegten Teppichböden?': pictures of the work, not the service.
      phrases: ['bilder von', 'fotos von', 'beispiele von', 'bilder eurer', 'fotos eurer', 'referenzen fuer', 'referenzen von', 'beispiele fuer'],
      leanings: ['bilder von', 'fotos von', 'beispiele von', 'bilder eurer', 'fotos eurer', 'referenzen fuer', 'referenzen von', 'beispiele fuer'],
      fact: `Bilder unserer Arbeiten finden Sie in der [${facts.pageTitles.gallery}](${facts.pages.gallery}).`,
    },
    {
      id: 'prices',
      decides: 'Was kostet eine Arbeit, haben Sie eine Preisliste?',
      // 'Ist die Montage kostenlos / inklusive?': a service's price, asked of that service.
      keywords: 'preis preise kosten kostet teuer preisliste kostenlos gratis umsonst inklusive inbegriffen aufpreis',
      // 'Ich möchte meinen Ohrensessel neu beziehen lassen. Budget ca. 600 Euro. Ist das realistisch?': what the work costs.
      context: 'ungefähr etwa circa extra enthalten download herunterladen budget realistisch',
      // 'Was nehmt ihr fürs Parkettverlegen?'
      phrases: ['was nehmt ihr', 'was nehmen sie', 'was verlangt ihr', 'was verlangen sie', ...quoteRequests, ...DEARER_THAN_ELSEWHERE],
      // 'Könnt ihr mir einen Kostenvoranschlag machen?' asks for one, not whether it binds (the terms);
      // 'Ist die Montage im Preis enthalten?' whether a service costs extra, not the VAT.
      leanings: [...quoteRequests, ...includedInPrice, ...DEARER_THAN_ELSEWHERE],
      weight: 0.7,
      generic: true,
      // "Was kostet das Sofa?" most often means a piece for sale: its price is on the sale page.
      fact: 'Was eine Arbeit kostet, hängt von Material und Aufwand ab; nach einer Beratung erhalten Sie einen Kostenvoranschlag.',
      pointer: `Am einfachsten telefonisch unter ${phone} oder per E-Mail an ${mail}. Die Preise der Möbel, die wir verkaufen, stehen unter [${facts.pageTitles.sale}](${facts.pages.sale}).`,
    },
    {
      id: 'appointment',
      decides: 'Wie vereinbare ich einen Beratungs- oder Aufmaßtermin, kommen Sie zu mir nach Hause?',
      keywords: 'termin termine beratungstermin aufmaßtermin aufmasstermin hausbesuch vereinbaren beratung',
      // 'Kann ich den Termin verschieben?': made, moved and cancelled the same way ('verlegen' a date, not a floor).
      // 'auch außerhalb der Öffnungszeiten einen Termin'
      context: 'verschieben absagen umlegen wann kurzfristig kommen kommt aufmaß aufmass ausmessen vermessen messen ansehen anschauen vor ort hause zuhause daheim außerhalb ausserhalb online',
      // 'Kommt ihr dafür vorbei?' is a visit at the customer's, not a visit to the shop.
      phrases: [
        'termin verlegen', 'termine verlegen', 'den termin verlegen',
        'come to my house', 'come to my home', 'come to my flat', 'come to my place', 'come to measure', 'come out to measure',
        // 'Could someone come to her flat on a Monday to measure?'
        'come to her flat', 'come to her house', 'come to her home', 'come to his flat', 'come to his house', 'come to his home', 'come to our house', 'come to our flat', 'come to our home',
        ...SOMEONE_FOR,
        'zu mir nach hause', 'zu mir', 'zu uns nach hause', 'zu uns kommt', 'zu uns kommen', 'kommt ihr', 'kommen sie', 'koennt ihr kommen', 'koennen sie kommen', 'koennt ihr vorbeikommen', 'koennen sie vorbeikommen', 'zum ausmessen', 'zum aufmass', 'zum messen', 'ausmessen kommen',
        'habt ihr zeit', 'haettet ihr zeit', 'haben sie zeit', 'haetten sie zeit', 'hast du zeit',
        ...FREE_SLOT,
        ...LOOK_FIRST,
        'kommt ihr vorbei', 'kommt ihr dafuer vorbei', 'kommt ihr auch vorbei', 'kommt ihr mal vorbei', 'kommen sie vorbei', 'kommen sie dafuer vorbei', 'kommen sie auch vorbei', 'kommt jemand vorbei', 'kommt da jemand vorbei', 'kommt dann jemand vorbei', 'kommt denn jemand vorbei',
        // 'kann ich da gleich mein Sofa vermessen lassen': the measuring asked for, not what it costs.
        ...MEASURING_ASKED,
        ...bookings,
      ],
      // "Kommt ihr zum Ausmessen zu mir?" asks for the visit; what it costs is the terms' question.
      // 'Wann ist euer nächster freier Termin?' asks for one, not for free rooms on the day (the terms).
      // 'Könnt ihr am Samstag zum Aufmaß kommen?' too; what it costs is the terms' question.
      // 'Einen Termin bei Anna wegen neuer Vorhänge': the one to meet named, the appointment asked.
      // '… Parkett schleifen …, und wann hättet ihr Zeit?': the appointment, not the limitation the floor leans to.
      // 'Kommt da jemand vorbei?': someone of the shop at the customer's, not the customer at the shop.
      // 'Wann könntet ihr kommen zum Ausmessen?' after a quote asked ('inkl. Verlegung'): when, not what it costs.
      leanings: [...SOMEONE_FOR, 'wann koenntet ihr kommen', 'wann koennt ihr kommen', 'wann koennten sie kommen', 'wann koennen sie kommen', 'habt ihr zeit', 'haettet ihr zeit', 'haben sie zeit', 'haetten sie zeit', 'kommt jemand vorbei', 'kommt da jemand vorbei', 'kommt dann jemand vorbei', 'kommt denn jemand vorbei', 'zu mir', 'kommt ihr', 'kommen sie', 'koennt ihr kommen', 'koennen sie kommen', 'koennt ihr vorbeikommen', 'koennen sie vorbeikommen', 'zum ausmessen', 'zum aufmass', 'zum messen', 'ausmessen kommen', 'termin bei', 'termin mit', ...FREE_SLOT, ...LOOK_FIRST, ...MEASURING_ASKED, ...bookings],
      fact: `Beratungs- und Aufmaßtermine vereinbaren Sie telefonisch unter ${phone} oder per E-Mail an ${mail}. ${BOOKING_ASIDE}`,
      aside: { sentence: BOOKING_ASIDE, words: 'trag trage tragt eintragen buch bucht chat onlin',
        // 'Kann ich hier direkt einen Termin buchen?' ('buchen' alone is read as 'vereinbaren', which asks how, not whether the chat can).
        asked: /\b(?:hier|online|direkt)\b.*\b(?:buchen|buche|reservieren|reserviere|ausmachen|machen|vereinbaren)\b/,
      },
      pointer: appointmentDays(facts),
    },
    {
      id: 'privacy-page',
      decides: 'Wo finde ich Ihre Datenschutzerklärung?',
      keywords: 'datenschutzerklärung datenschutzerklaerung datenschutzhinweise datenschutzbestimmungen datenschutzrichtlinie',
      // 'wo kann ich eure Datenschutzerklärung finden', 'Where can I read your privacy policy?'
      context: 'finden lesen datenschutz wo link seite',
      fact: `Unsere ${facts.pageTitles.datenschutz} finden Sie unter [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`,
    },
    {
      id: 'agb',
      decides: 'Wo finde ich Ihre AGB?',
      keywords: 'agb geschäftsbedingungen geschaeftsbedingungen bedingungen vertragsbedingungen kleingedruckte',
      // 'Wann wurden die AGB zuletzt geändert?': their date is in the reply.
      // '… ist das normal so und steht das irgendwo in den AGB?': where the terms are, not a clause the sentence leans to.
      leanings: ['in den agb', 'in euren agb', 'in ihren agb'],
      context: 'finden lesen geändert geaendert aktualisiert zuletzt stand version',
      // 'Seit wann gelten die AGB?': their date is in the reply.
      phrases: ['seit wann gelten die agb', 'seit wann gelten eure agb', 'seit wann gelten ihre agb', 'ab wann gelten die agb'],
      fact: `Unsere Allgemeinen Geschäftsbedingungen (${facts.agb.updated}) finden Sie unter [AGB](${facts.pages.agb}).`,
    },
    {
      id: 'register',
      decides: 'Wie lauten Handelsregisternummer und Umsatzsteuer-Identifikationsnummer?',
      // 'die genaue Firmenbezeichnung … für die Rechnungsadresse': the legal name.
      keywords: 'handelsregister handelsregisternummer registernummer registergericht amtsgericht identifikationsnummer ustid steuernummer impressum gmbh rechtsform firmenbezeichnung firmenname firmierung',
      context: 'umsatzsteuer nummer eingetragen eintrag',
      // 'Wie heißt die Firma genau?' ('Firma' alone is a filler: 'hat die Firma samstags auf?').
      phrases: [
        ...['die', 'eure', 'ihre'].flatMap((whose) => [`wie heisst ${whose} firma`, `wie lautet ${whose} firma`]),
        'wie heisst ihr offiziell', 'wie heissen sie offiziell', 'offizielle name', 'offiziellen namen', 'name der firma', 'namen der firma', 'company name', 'legal name',
        'vollem namen', 'vollen namen', 'voller name', 'vollstaendigen namen', 'vollstaendiger name', 'full name',
      ],
      fact: `${facts.legalName}, ${facts.register.court}, ${facts.register.number}; USt-IdNr. ${facts.vatId}.`,
      pointer: `Alles Weitere im [Impressum](${facts.pages.impressum}).`,
    },
    {
      // 'Wer ist für den Datenschutz verantwortlich?', 'wer ist verantwortlich für die webseite'.
      id: 'controller',
      decides: 'Wer ist für die Website und den Datenschutz verantwortlich?',
      keywords: 'verantwortlich verantwortliche verantwortlicher betreiber betreibt datenschutzbeauftragter datenschutzbeauftragte datenschutzbeauftragten',
      // 'Wen kontaktiere ich wegen meiner persönlichen Daten?', 'Who do I contact about my personal data?'
      context: 'datenschutz webseite website seite daten inhalt zuständig zustaendig persönlich persönliche persönlichen persoenlich persoenliche persoenlichen kontaktiere kontaktieren kontakt wende wenden ansprechpartner',
      // 'Wer ist für den Datenschutz zuständig?' asks who is, not where to complain (whose passage knows 'zuständig' too).
      // 'Wer hat diese Website gemacht?': who stands for it (not that its offers bind nobody).
      // 'Ich möchte mich beim Datenschutzbeauftragten beschweren': the shop's own contact for data protection.
      phrases: ['wer hat diese website', 'wer hat die website', 'wer hat diese seite', 'wer hat die seite', 'wer hat diese webseite', 'wer hat die webseite', 'wer steht hinter', 'beim datenschutzbeauftragten', 'an den datenschutzbeauftragten'],
      leanings: ['wer ist fuer den datenschutz', 'wer ist fuer datenschutz', 'wer ist beim datenschutz', 'wer kuemmert sich um den datenschutz', 'wer hat diese website', 'wer hat die website', 'wer hat diese seite', 'wer hat die seite', 'wer hat diese webseite', 'wer hat die webseite'],
      fact: `Verantwortlich für die Website und die Datenverarbeitung ist die ${facts.legalName}, ${addressLine(facts)}, vertreten durch den Geschäftsführer ${facts.managingDirector}; erreichbar per E-Mail an ${mail}.`,
      pointer: `Mehr in der [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}) und im [Impressum](${facts.pages.impressum}).`,
    },
    {
      id: 'chat-privacy',
      decides: 'Was passiert mit meinen Chat-Nachrichten und Daten, wie lange werden sie gespeichert?',
      keywords: 'datenschutz daten gespeichert speichern speichert chatverlauf verlauf chatnachrichten löschen gelöscht dsgvo privatsphäre',
      // 'Welche Daten speichert ihr, wenn ich den Chat nutze?'
      context: 'chat nachrichten lange nutze nutzen benutze benutzen verwende verwenden',
      fact: `Ihre Chat-Nachrichten speichern wir ${facts.chatRetentionDays} Tage, danach werden sie gelöscht.`,
      pointer: `Details in unserer [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`,
    },
    {
      // 'Setzt ihr Cookies?', 'Wo ist eure Datenschutzerklärung?': the privacy page's first point.
      id: 'privacy-cookies',
      decides: 'Setzt die Website Cookies oder Tracking ein, wo steht der Datenschutz?',
      // 'Werden meine Fragen hier für Werbung benutzt?': no advertising services.
      keywords: 'cookies cookie tracking webanalyse analytics datenschutzerklärung datenschutzerklaerung datenschutzhinweise werbung werbezwecke',
      // 'Muss ich Cookies akzeptieren?': there are none to accept.
      context: 'website seite daten benutzt genutzt verwendet nutzt nutzen benutzen verwenden setzt setzen einsetzen akzeptieren akzeptiere zustimmen einwilligen',
      phrases: ['cookie banner', 'google analytics', 'steht der datenschutz', 'finde ich den datenschutz', 'ist der datenschutz', 'ist euer datenschutz', 'ist ihr datenschutz'],
      fact: facts.privacy.atAGlance.find((line) => /Cookies/.test(line)) ?? 'Unsere Website setzt keine Cookies.',
      pointer: `Alles Weitere in unserer [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`,
    },
    {
      // 'Kann ich meine IBAN hier reinschreiben?': the privacy page asks not to.
      id: 'chat-sensitive-data',
      decides: 'Darf ich im Chat meine Bankverbindung, IBAN oder Gesundheitsdaten angeben?',
      keywords: 'iban bankverbindung bankverbindungen kontonummer bankdaten kontodaten kreditkarte kreditkartennummer gesundheitsdaten sensibel sensible sensiblen',
      // 'Kann ich dir meine IBAN schicken für die Rückerstattung?'
      // 'Ich hab grad die Kontonummer hier reingetippt': typed in, as said of a phone (not the install hint's 'Tippen Sie').
      context: 'chat reinschreiben reingeschrieben schreiben geschrieben angeben angegeben eingeben eingegeben reingetippt eingetippt getippt versehen versehentlich hier daten schicken senden zuschicken rückerstattung rueckerstattung erstattung',
      // 'Wie krieg ich das wieder weg?' after the data told: its erasure (the pointer).
      phrases: ['wieder weg', 'das weg', 'es weg'],
      fact: (sentencesOf(facts.privacy.chatProcessing.find((line) => /Bankverbindungen/.test(line)) ?? '').find((sentence) => /Bankverbindungen/.test(sentence)) ?? '').replace('trotzdem ', ''),
      // 'Ich hab aus Versehen meine Kontonummer geschrieben, was nun?': the right to erasure, by e-mail.
      pointer: `Steht es schon im Chat, können Sie die Löschung per E-Mail an ${mail} verlangen; sonst löschen wir Chatnachrichten nach ${facts.chatRetentionDays} Tagen automatisch.`,
    },
    {
      // 'Wo stehen eure Server?'
      id: 'chat-backend',
      decides: 'Wohin geht mein Chat-Text, wo stehen Ihre Server?',
      // Hosting asked of the website is the notice's site-hosting; of the chat ('Wo wird der Chat gehostet?') it is here by its context.
      keywords: 'server supabase backend rechenzentrum region',
      // 'In welchem Land liegen die Daten von diesem Chat?'
      context: 'chat text nachrichten stehen eu europa deutschland land liegen daten gespeichert',
      // 'Werden meine Chat-Daten in Deutschland gespeichert?', 'Wo werden die Daten aus dem Chat gespeichert?': where, not how long.
      phrases: STORED_WHERE,
      leanings: STORED_WHERE,
      fact: facts.privacy.chatProcessing.find((line) => /Region/.test(line)) ?? '',
      pointer: `Details in unserer [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`,
    },
    {
      // 'Werden meine Daten an Dritte weitergegeben?': no tracking or ad services; the providers who
      // run the site process data only under contract.
      id: 'privacy-third-parties',
      decides: 'Geben Sie meine Daten an Dritte weiter oder verkaufen Sie sie?',
      keywords: 'dritte dritten drittanbieter weitergeben weitergegeben weitergabe weiterverkauft weiterverkaufen auftragsverarbeitung',
      context: 'daten personenbezogene werbung',
      // The contracts' sentence only (it ends on a lower-case word; 'Art.' ends none).
      fact: [facts.privacy.atAGlance.find((line) => /Tracking/.test(line)), /^.+?[a-zäöüß]{4}\.(?=\s|$)/.exec(facts.privacy.hosting.find((line) => /Auftragsverarbeitung/.test(line)) ?? '')?.[0]].filter(Boolean).join(' '),
      pointer: `Details in unserer [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`,
    },
    {
      // 'Kann ich die Webseite offline benutzen?'
      id: 'offline-use',
      decides: 'Funktioniert die Website auch offline, was speichert sie in meinem Browser?',
      keywords: 'offline internetverbindung funkloch',
      // 'Warum speichert die Seite Daten auf meinem Handy?': what the site keeps on the device and why (it got the chat's storage, then the install hint).
      phrases: ['ohne internet', 'ohne netz', 'kein internet', 'without internet', 'speichert die seite', 'speichert die website', 'speichert die app', 'auf meinem handy gespeichert', 'daten auf meinem handy', 'daten auf meinem geraet', 'daten auf meinem smartphone'],
      context: 'website webseite seite chat benutzen nutzen funktioniert browser speicher gespeichert geraet internet angebote anschauen ansehen handy smartphone',
      // What works offline is the device's to say: the page that lists it.
      fact: `${facts.privacy.atAGlance.find((line) => /offline/.test(line)) ?? ''} Was Sie auf diesem Gerät ohne Internet öffnen können, zeigt die Seite [${facts.offlineCopies.pageTitle}](${facts.pages.offlineAvailable}).`.trim(),
      pointer: `Details in unserer [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`,
    },
    {
      // 'Funktioniert der Chat auch offline?': the device answers itself, marked so (the chat dialog's hint says the same).
      id: 'chat-offline',
      decides: 'Funktioniert der Chat auch ohne Internet?',
      // 'Ich hab hier kein Netz, geht der Chat trotzdem?', 'im Funkloch' (they got II (1) and the site's storage). Not 'signal': the messenger's gap.
      keywords: 'offline funkloch netz empfang reception',
      context: 'chat chatbot assistent antwortet antworten funktioniert internet',
      phrases: CHAT_OFFLINE,
      leanings: CHAT_OFFLINE,
      fact: `Ohne Verbindung zum Server antworte ich direkt auf Ihrem Gerät, mit dem Hinweis „${facts.offlineAnswer}“; Ihre Nachricht wird gesendet, sobald die Verbindung wieder besteht.`,
    },
    {
      // 'Kann ich die Galerie auch ohne Internet anschauen?', 'Wie kann ich ein Album offline speichern?': the gallery's own way.
      id: 'offline-albums',
      decides: 'Kann ich Alben der Galerie speichern und ohne Internet ansehen?',
      keywords: 'offline',
      context: 'galerie album alben speichern gespeichert herunterladen runterladen download unterwegs internet anschauen ansehen',
      phrases: ['album offline', 'alben offline', 'galerie offline', 'galerie ohne internet', 'galerie auch ohne internet', 'alben ohne internet', 'album ohne internet'],
      leanings: ['album offline', 'alben offline', 'galerie offline', 'galerie ohne internet', 'galerie auch ohne internet', 'alben ohne internet', 'album ohne internet'],
      fact: `Ein Album der [${facts.pageTitles.gallery}](${facts.pages.gallery}) speichern Sie mit „${facts.offlineCopies.save}“ auf Ihrem Gerät; was Sie ohne Internet öffnen können, zeigt die Seite [${facts.offlineCopies.pageTitle}](${facts.pages.offlineAvailable}).`,
    },
    {
      // 'Werden meine Nachrichten an OpenAI geschickt?': only when a provider is connected.
      id: 'chat-provider',
      decides: 'Gehen meine Chat-Nachrichten an OpenAI oder einen anderen KI-Anbieter?',
      keywords: 'openai chatgpt gpt weitergeleitet weitergegeben usa amerika',
      context: 'anbieter geschickt schickt verarbeitet verarbeitung daten chat chatbot',
      // 'is my chat data sent to the US?' ('us' is an English filler); 'Wer steckt hinter dem Chatbot?' asks who provides it, not who it is.
      phrases: ['to the us', 'in the us', 'into the us', 'us servers', 'us server', 'steckt hinter', 'stecken hinter'],
      fact: [
        sentencesOf(facts.privacy.chatProcessing.find((line) => /^Sofern ein KI-Anbieter/.test(line)) ?? '')[0] ?? '',
        facts.privacy.chatProcessing.find((line) => /^Ist kein KI-Anbieter/.test(line)) ?? '',
      ].join(' ').trim(),
      pointer: `Details in unserer [${facts.pageTitles.datenschutz}](${facts.pages.datenschutz}).`,
    },
    ...privacyNoticePassages(facts),
    {
      // 'Ich bin Mitarbeiter, wie logge ich mich ein?': where the staff sign in (visitors need no account: no-account).
      id: 'staff-login',
      decides: 'Wo melden sich Mitarbeiterinnen und Mitarbeiter an?',
      keywords: 'mitarbeiterlogin',
      context: 'login einloggen anmelden anmeldung mitarbeiter mitarbeiterin team',
      phrases: STAFF_LOGIN,
      leanings: STAFF_LOGIN,
      fact: `Mitarbeiterinnen und Mitarbeiter melden sich auf den Seiten [${facts.pageTitles.sale}](${facts.pages.sale}) und [${facts.pageTitles.gallery}](${facts.pages.gallery}) über „${facts.staffLogin}“ in der Navigation an.`,
    },
    {
      // 'Wie kann ich eure Seite als App aufs iPhone holen?': the install hint's words.
      id: 'install-app',
      decides: 'Kann ich die Website als App installieren, aufs Handy oder iPhone holen?',
      keywords: 'app installieren installiert installation startbildschirm homebildschirm iphone ipad android',
      context: 'handy smartphone tablet seite website webseite holen laden herunterladen',
      phrases: ['als app', 'zum home bildschirm', 'auf den home bildschirm', 'auf den startbildschirm'],
      fact: `Unsere Website lässt sich als App installieren. ${facts.installHint.gives} Auf dem iPhone: ${facts.installHint.ios}`,
    },
    {
      id: 'social',
      decides: 'Sind Sie auf Instagram oder in sozialen Medien?',
      keywords: 'instagram facebook social media folgen',
      // 'habt ihr nen Insta-Account': the shop's profile, not a customer account (no-account).
      context: 'account profil kanal seite',
      fact: `Sie finden uns auf [${facts.social.label}](${facts.social.url}).`,
    },
    {
      id: 'assistant',
      decides: 'Wer oder was bist du, ein Mensch oder ein Bot?',
      // 'Mensch' only in its phrases: 'Boxspringbetten für große Menschen' asks about beds.
      // Its own name too ('Was ist die Künstlerische Intelligenz?').
      keywords: 'bot chatbot ki künstliche künstlerische intelligenz roboter assistent',
      context: 'bist liest lesen antwortet mit',
      // 'Was weißt du alles?', 'Welche Fragen kann ich dir stellen?', 'Bist du echt?', 'Who are you?'
      phrases: ['was weisst du', 'welche fragen kann ich', 'was kann ich dich fragen', 'wobei kannst du', 'bist du echt', 'who are you', 'what are you', 'wer bist du', 'was bist du', 'wie heisst du', 'wie heissen sie', 'dein name', 'your name', 'mit wem spreche ich', 'mit wem chatte ich', 'liest hier', 'liest da', 'ein mensch', 'echter mensch', 'mensch oder', 'ein mensch da', 'human', 'rede ich mit einem menschen', 'spreche ich mit einem menschen', 'schreibe ich mit einem menschen', 'chatte ich mit einem menschen', 'was kannst du', 'wobei kannst du', 'wobei hilfst du', 'what can you do', 'antwortest du automatisch', 'antwortet hier ein programm', 'sitzt da jemand am', 'sitzt jemand am', 'jemand am rechner', 'jemand am computer', 'wer ist der chatbot', 'was ist der chatbot', 'wer ist dieser chatbot', 'was ist das fuer ein chatbot'],
      fact: `Ich bin die ${facts.assistantName}, der Chat-Assistent von ${facts.brand}. Ich beantworte Fragen zu Öffnungszeiten, Leistungen, Terminen und unseren AGB.`,
      // 'Kann man auch außerhalb der Öffnungszeiten einen Termin bekommen?' asks the appointment.
      listsTopics: true,
      brief: `Ich bin die ${facts.assistantName}, der Chat-Assistent von ${facts.brand}.`,
    },
  ];
}
