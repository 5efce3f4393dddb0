/**
 * The built-in German knowledge base: answers typical visitor questions from the business facts
 * in src/content (via facts.ts) by keyword and intent matching. It answers when no language model
 * is configured or the model fails, and the chat dialog can use it in the browser while offline.
 * It never invents a fact: a question it cannot place gets the contact details instead.
 *
 * No Node or Deno APIs here, only plain TypeScript, so Deno, Node and the browser share it.
 */
import { addressLine, agbSection, chatFacts, openingHoursLines, type ChatFacts } from './facts.ts';
import { containsPhrase, normalize, words as toWords, wordMatches } from './text.ts';

/** Longest visitor text the matcher looks at; the function itself accepts 1000 characters. */
const MAX_INPUT = 2000;

/** Intents whose best match is at least this strong are answered. */
const THRESHOLD = 2;

/** At most this many topics go into one reply, so replies stay short. */
const MAX_TOPICS = 2;

interface Context {
  words: readonly string[];
  facts: ChatFacts;
}

interface Keyword {
  words: readonly string[];
  /** '=word' in the source: only the exact (stemmed) word counts, no prefix or compound match. */
  exact: boolean;
  weight: number;
}

interface Intent {
  id: string;
  /** 'topic' answers a question; 'social' (greeting, thanks, goodbye, help) only when no topic matched. */
  kind: 'topic' | 'social';
  keywords: readonly Keyword[];
  answer: (context: Context) => string;
  /** Intents whose answer this one already contains (the contact reply includes the address). */
  covers?: readonly string[];
}

type KeywordSource = readonly [text: string, weight: number];

function compile(sources: readonly KeywordSource[]): Keyword[] {
  return sources
    .map(([text, weight]) => {
      const exact = text.startsWith('=');
      return { words: toWords(exact ? text.slice(1) : text), exact, weight };
    })
    .filter((keyword) => keyword.words.length > 0);
}

function keywordMatches(text: readonly string[], keyword: Keyword): boolean {
  if (keyword.exact) {
    const [only] = keyword.words;
    return keyword.words.length === 1 ? text.includes(only as string) : containsPhrase(text, keyword.words);
  }
  if (keyword.words.length === 1) {
    const [only] = keyword.words;
    return text.some((word) => wordMatches(word, only as string));
  }
  return containsPhrase(text, keyword.words);
}

/* ----------------------------------------------------------------------------------------------
 * Reply building blocks, all made from the facts.
 * -------------------------------------------------------------------------------------------- */

const mailLink = (facts: ChatFacts) => `[${facts.contact.email}](mailto:${facts.contact.email})`;

const hoursInline = (facts: ChatFacts) => openingHoursLines(facts).join(' · ');

function contactLines(facts: ChatFacts): string {
  return [
    `- Telefon: ${facts.contact.phoneDisplay}`,
    `- E-Mail: ${mailLink(facts)}`,
    `- Öffnungszeiten: ${hoursInline(facts)}`,
  ].join('\n');
}

function bulletList(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}

/**
 * Clauses of an AGB section, word for word. `pick` keeps clauses containing one of the given
 * texts (e.g. a figure); when none matches (the text changed), the whole section is quoted.
 */
function agbQuote(facts: ChatFacts, sectionId: string, pick: readonly string[] = []): string | null {
  const section = agbSection(sectionId, facts);
  if (!section) return null;
  const picked = pick.length ? section.clauses.filter((clause) => pick.some((text) => clause.includes(text))) : [];
  const clauses = picked.length ? picked : section.clauses;
  return `**${section.title}**\n${bulletList(clauses)}`;
}

function agbAnswer(facts: ChatFacts, intro: string, quotes: readonly (readonly [string, readonly string[]])[], outro = ''): string {
  const parts = quotes.map(([id, pick]) => agbQuote(facts, id, pick)).filter((part): part is string => part !== null);
  const source = `Verbindlich ist der vollständige Text unserer [AGB](${facts.pages.agb}).`;
  if (parts.length === 0) return `${intro} Die Einzelheiten finden Sie in unseren [AGB](${facts.pages.agb}).`;
  return [intro, ...parts, [outro, source].filter(Boolean).join(' ')].join('\n\n');
}

function priceNote(facts: ChatFacts): string {
  return (
    'Was eine Arbeit kostet, hängt von Material und Aufwand ab. Nach einer Beratung erhalten Sie einen ' +
    `Kostenvoranschlag – am einfachsten telefonisch unter ${facts.contact.phoneDisplay} oder per E-Mail an ${mailLink(facts)}.`
  );
}

const DAYS: readonly (readonly [stem: string, schemaDay: string, label: string])[] = [
  ['montag', 'Monday', 'Montag'],
  ['dienstag', 'Tuesday', 'Dienstag'],
  ['mittwoch', 'Wednesday', 'Mittwoch'],
  ['donnerstag', 'Thursday', 'Donnerstag'],
  ['freitag', 'Friday', 'Freitag'],
  ['samstag', 'Saturday', 'Samstag'],
  ['sonnabend', 'Saturday', 'Samstag'],
  ['sonntag', 'Sunday', 'Sonntag'],
];

function mentionedDays(context: Context): string[] {
  const lines: string[] = [];
  for (const [dayStem, schemaDay, label] of DAYS) {
    if (!context.words.some((word) => word.startsWith(dayStem))) continue;
    const entry = context.facts.openingHours.find((hours) => (hours.schemaDays as readonly string[]).includes(schemaDay));
    const line = entry ? `Am ${label}: **${entry.hours}**` : null;
    if (line && !lines.includes(line)) lines.push(line);
  }
  return lines;
}

function service(facts: ChatFacts, id: string): string {
  const card = facts.services.find((entry) => entry.id === id);
  if (!card) return unknownQuestionReply(facts);
  return `**${card.title}** – ${card.teaser}\n\n${card.details}`;
}

/* ----------------------------------------------------------------------------------------------
 * Intents.
 * -------------------------------------------------------------------------------------------- */

function buildIntents(facts: ChatFacts): Intent[] {
  const f = facts.agb.figures;
  const intent = (
    id: string,
    kind: Intent['kind'],
    keywords: readonly KeywordSource[],
    answer: Intent['answer'],
    covers?: readonly string[],
  ): Intent => ({ id, kind, keywords: compile(keywords), answer, covers });

  return [
    intent(
      'opening-hours',
      'topic',
      [
        ['öffnungszeiten', 3],
        ['geöffnet', 3],
        ['ladenzeiten', 3],
        ['geschlossen', 2],
        ['uhrzeit', 2],
        ['wochenende', 2],
        ['=offen', 1],
        ['=auf', 1],
        ['=wann', 1],
        ['=uhr', 1],
        ['heute', 1],
        ['feiertag', 1],
        ...DAYS.map(([dayStem]) => [dayStem, 2] as const),
      ],
      (context) => {
        const days = mentionedDays(context);
        const lead = days.length ? `${days.join('\n')}\n\n` : '';
        return (
          `${lead}**Öffnungszeiten** (${context.facts.showroom}):\n${bulletList(openingHoursLines(context.facts))}\n\n` +
          `Termine vereinbaren Sie gern telefonisch unter ${context.facts.contact.phoneDisplay} oder per E-Mail an ${mailLink(context.facts)}.`
        );
      },
    ),
    intent(
      'address',
      'topic',
      [
        ['adresse', 3],
        ['anschrift', 3],
        ['anfahrt', 3],
        ['anreise', 3],
        ['wegbeschreibung', 3],
        ['standort', 3],
        ['wie komm', 3],
        ['wo seid ihr', 3],
        ['wo sind sie', 3],
        ['route', 2],
        ['navi', 2],
        ['parkpl', 2],
        ['=parken', 2],
        ['straße', 2],
        [normalize(facts.address.city), 2],
        ['=wo', 1],
        ['finden', 1],
        ['showroom', 1],
        ['liegt', 1],
        ['=weg', 1],
      ],
      ({ facts: x }) => {
        const query = encodeURIComponent(`${x.legalName}, ${addressLine(x)}`);
        return (
          `**${x.showroom}**\n${x.address.street}\n${x.address.postalCode} ${x.address.city}\n\n` +
          `[Route planen](https://www.google.com/maps/search/?api=1&query=${query})\n\n` +
          `Fragen zur Anfahrt oder zum Parken beantworten wir gern telefonisch unter ${x.contact.phoneDisplay}.`
        );
      },
    ),
    intent(
      'contact',
      'topic',
      [
        ['kontakt', 3],
        ['telefon', 3],
        ['telefonnummer', 3],
        ['rufnummer', 3],
        ['anrufen', 3],
        ['e-mail', 3],
        ['email', 3],
        ['erreichen', 3],
        ['=fax', 3],
        ['faxnummer', 3],
        ['mail', 2],
        ['nummer', 2],
        ['schreiben', 2],
        ['whatsapp', 2],
        ['ansprechpartner', 2],
      ],
      ({ facts: x }) =>
        `So erreichen Sie uns:\n- Telefon: ${x.contact.phoneDisplay} (aus dem Ausland: ${x.contact.phone})\n- Fax: ${x.contact.faxDisplay}\n` +
        `- E-Mail: ${mailLink(x)}\n- Adresse: ${addressLine(x)}\n\n**Öffnungszeiten:** ${hoursInline(x)}`,
      ['address'],
    ),
    intent(
      'services',
      'topic',
      [
        ['leistungen', 3],
        ['dienstleistung', 3],
        ['service', 3],
        ['sortiment', 3],
        ['was machen', 2],
        ['was macht', 2],
        ['anbieten', 2],
        ['bieten', 2],
        ['handwerk', 2],
        ['werkstatt', 2],
        ['raumausstatter', 2],
        ['raumausstattung', 2],
        ['auftrag', 1],
      ],
      ({ facts: x }) => {
        const lines = x.services.map((card) => `**${card.title}:** ${card.teaser}`);
        lines.push(`**${x.boxspring.title}:** ${x.boxspring.paragraphs.join(' ')}`);
        return `${x.description}\n\n${bulletList(lines)}\n\nFragen Sie mich gern nach einem der Bereiche.`;
      },
    ),
    intent(
      'naehatelier',
      'topic',
      [
        ['nähatelier', 3],
        ['näherei', 3],
        ['=nähen', 3],
        ['=näht', 3],
        ['genäht', 2],
        ['vorhang', 3],
        ['vorhänge', 3],
        ['gardine', 3],
        ['plissee', 3],
        ['raffrollo', 3],
        ['rollo', 2],
        ['kissen', 2],
        ['tagesdecke', 3],
        ['dekoration', 2],
        ['lichtschutz', 2],
        ['sonnenschutz', 2],
        ['fenster', 2],
        ['stoff', 1],
      ],
      (context) => service(context.facts, 'naehatelier'),
    ),
    intent(
      'polsterei',
      'topic',
      [
        ['polster', 3],
        ['sofa', 3],
        ['sessel', 3],
        ['couch', 3],
        ['=stuhl', 3],
        ['stühle', 3],
        ['federkern', 3],
        ['rosshaar', 3],
        ['beziehen', 2],
        ['bezug', 2],
        ['erbstück', 2],
        ['gestell', 2],
        ['restaurieren', 2],
        ['eckbank', 2],
      ],
      (context) => service(context.facts, 'polsterei'),
    ),
    intent(
      'wand-und-boden',
      'topic',
      [
        ['boden', 3],
        ['teppich', 3],
        ['parkett', 3],
        ['vinyl', 3],
        ['laminat', 3],
        ['designbelag', 3],
        ['tapete', 3],
        ['tapezieren', 3],
        ['stoffbespannung', 3],
        ['beläge', 2],
        ['belag', 2],
        ['wand', 2],
        ['wände', 2],
        ['verlegen', 2],
        ['akustik', 2],
      ],
      (context) => service(context.facts, 'wand-und-boden'),
    ),
    intent(
      'boxspring',
      'topic',
      [
        ['boxspring', 4],
        ['probeliegen', 4],
        ['probe liegen', 4],
        ['probeschlafen', 3],
        ['probe schlafen', 3],
        ['übernachten', 3],
        ['übernachtung', 3],
        ['matratze', 3],
        ['topper', 3],
        ['härtegrad', 3],
        ['bett', 3],
        ['schlafen', 2],
        ['liegen', 1],
      ],
      ({ facts: x }) => `**${x.boxspring.title}**\n\n${x.boxspring.paragraphs.join('\n\n')}\n\n${x.boxspring.details.join('\n\n')}`,
    ),
    intent(
      'brands',
      'topic',
      [
        ['=marke', 3],
        ['=marken', 3],
        ['markenpartner', 3],
        ['hersteller', 3],
        ['lieferanten', 2],
        ['fabrikat', 2],
        ['partner', 2],
        ['produkte', 1],
        ...facts.brands.map((name) => [name, 4] as const),
      ],
      (context) => {
        const named = context.facts.brands.filter((name) => containsPhrase(context.words, toWords(name)));
        const lead = named.length ? `Ja, ${named.map((name) => `**${name}**`).join(', ')} ${named.length > 1 ? 'gehören' : 'gehört'} zu unseren Markenpartnern.\n\n` : '';
        return (
          `${lead}**Unsere Marken:** ${context.facts.brands.join(', ')}.\n\n${context.facts.brandsLead} ` +
          `Welche Marke zu Ihrem Vorhaben passt, besprechen wir gern bei einer Beratung.`
        );
      },
    ),
    intent(
      'team',
      'topic',
      [
        ['team', 3],
        ['mitarbeiter', 3],
        ['gründer', 3],
        ['gegründet', 3],
        ['gründung', 3],
        ['inhaber', 3],
        ['chef', 3],
        ['geschäftsführer', 3],
        ['familie', 2],
        ['familienbetrieb', 2],
        ['personal', 2],
        ['geschichte', 2],
        ['tradition', 2],
        ['=wer', 1],
        ...[...facts.team, facts.founder].map((member) => [member.name, 4] as const),
        ...[...facts.team, facts.founder]
          .map((member) => member.name.split(' ').at(-1) ?? '')
          .filter((last) => last !== '' && normalize(last) !== normalize(facts.brand))
          .map((last) => [last, 3] as const),
      ],
      ({ facts: x }) =>
        `**Unser Team**\n${bulletList(x.team.map((member) => `${member.name} – ${member.role}`))}\n\n` +
        `**Der Gründer:** ${x.founder.name}, ${x.founder.role}. ${x.founder.bio.slice(0, 2).join(' ')}`,
    ),
    intent(
      'about',
      'topic',
      [
        ['über euch', 3],
        ['über sie', 3],
        ['wer seid ihr', 3],
        ['wer sind sie', 3],
        ['unternehmen', 2],
        ['firma', 2],
        ['betrieb', 2],
        ['=' + facts.brand, 1],
        ['was ist', 1],
      ],
      ({ facts: x }) =>
        `**${x.brand}** – ${x.tagline}.\n\n${x.description}\n\n${x.planning[0] ?? ''}\n\n` +
        `Mehr über uns erfahren Sie auf der [Startseite](${x.pages.home}).`,
    ),
    intent(
      'appointment',
      'topic',
      [
        ['termin', 3],
        ['beratung', 3],
        ['beraten', 3],
        ['aufmaß', 3],
        ['ausmessen', 3],
        ['hausbesuch', 3],
        ['vor ort', 2],
        ['vereinbaren', 2],
        ['vorbeikommen', 2],
        ['besuch', 1],
      ],
      ({ facts: x }) => {
        const byAppointment = x.openingHours.filter((entry) => /vereinbarung/i.test(entry.hours)).map((entry) => `${entry.days}: ${entry.hours}`);
        const onSite = agbSection('preise', x)?.clauses.find((clause) => clause.includes('Aufmaß'));
        return [
          `Einen Beratungstermin vereinbaren Sie gern telefonisch unter ${x.contact.phoneDisplay} oder per E-Mail an ${mailLink(x)}.`,
          byAppointment.length ? `Im ${x.showroom} sind wir außerdem für Sie da: ${byAppointment.join(', ')}; ${hoursInline(x)}.` : '',
          x.boxspring.appointments,
          onSite ? `Aus unseren [AGB](${x.pages.agb}): ${onSite}` : '',
        ]
          .filter(Boolean)
          .join('\n\n');
      },
    ),
    intent(
      'sale',
      'topic',
      [
        ['sale', 3],
        ['angebot', 3],
        ['sonderangebot', 3],
        ['rabatt', 3],
        ['reduziert', 3],
        ['schnäppchen', 3],
        ['ausstellungsstück', 3],
        ['restposten', 3],
        ['abverkauf', 3],
        ['ausverkauf', 3],
        ['aktion', 2],
        ['günstig', 2],
        ['outlet', 2],
      ],
      ({ facts: x }) =>
        `Unsere aktuellen Angebote mit Preisen und Rabatten finden Sie auf der Seite [${x.pageTitles.sale}](${x.pages.sale}).\n\n` +
        `Ob ein Stück noch zu haben ist, sagen wir Ihnen gern telefonisch unter ${x.contact.phoneDisplay}.`,
    ),
    intent(
      'gallery',
      'topic',
      [
        ['galerie', 3],
        ['gallery', 3],
        ['referenzen', 3],
        ['portfolio', 3],
        ['bilder', 2],
        ['foto', 2],
        ['projekte', 2],
        ['beispiele', 2],
        ['impressionen', 2],
        ['inspiration', 2],
        ['vorher nachher', 2],
        ['arbeiten', 1],
      ],
      ({ facts: x }) =>
        `Bilder unserer Arbeiten finden Sie in der [${x.pageTitles.gallery}](${x.pages.gallery}), nach Alben geordnet.\n\n` +
        `Eindrücke aus unserem Showroom zeigt die Bildstrecke [Impressionen](${x.pages.impressionen}) auf der Startseite.`,
    ),
    intent(
      'agb',
      'topic',
      [
        ['agb', 4],
        ['geschäftsbedingungen', 4],
        ['bedingungen', 2],
        ['vertrag', 1],
      ],
      ({ facts: x }) =>
        `Die wichtigsten Punkte unserer [${x.pageTitles.agb}](${x.pages.agb}) in Kürze:\n` +
        bulletList([
          `Kostenvoranschlag: unverbindlich, Überschreitung um bis zu ${f.estimateOverrun} ohne Ihre Zustimmung möglich.`,
          `Mahngebühr: ${f.reminderFee} je Mahnung ab der zweiten Mahnung, wenn das Zahlungsziel um mehr als ${f.paymentTermOverrun} überschritten ist; Verzugszinsen ${f.defaultInterest} über dem Basiszinssatz.`,
          `Rücktritt vor Ausführungsbeginn (außerhalb eines gesetzlichen Widerrufsrechts): pauschal ${f.withdrawalFlatRate} des Netto-Auftragswerts.`,
          `Mängel: offensichtliche Mängel innerhalb von ${f.obviousDefects} rügen, Transportschäden innerhalb von ${f.transportDamage} melden.`,
          `Verjährung von Mängelansprüchen: ${f.limitationMovables} bei beweglichen Sachen, ${f.limitationBuildingWorks} bei Bauleistungen (für Verbraucher gelten längere gesetzliche Fristen).`,
          `Einwendungen gegen Rechnungen: innerhalb von ${f.invoiceObjections}.`,
        ]) +
        `\n\nVerbindlich ist der vollständige Text der [AGB](${x.pages.agb}).`,
    ),
    intent(
      'withdrawal',
      'topic',
      [
        ['stornieren', 3],
        ['storno', 3],
        ['stornierung', 3],
        ['rücktritt', 3],
        ['zurücktreten', 3],
        ['widerruf', 3],
        ['widerrufen', 3],
        ['absagen', 2],
        ['kündigen', 2],
        ['umtausch', 2],
        ['zurückgeben', 2],
        ['rückgabe', 2],
      ],
      ({ facts: x }) => agbAnswer(x, 'Zum Rücktritt und Widerruf gilt nach unseren AGB:', [['widerruf', [f.withdrawalFlatRate, '312g']]]),
    ),
    intent(
      'payment',
      'topic',
      [
        ['zahlung', 3],
        ['bezahlen', 3],
        ['mahnung', 3],
        ['mahngebühr', 3],
        ['verzug', 3],
        ['verzugszinsen', 3],
        ['zinsen', 3],
        ['zahlungsziel', 3],
        ['anzahlung', 3],
        ['abschlag', 3],
        ['vorkasse', 2],
        ['überweisung', 2],
        ['=zahlen', 2],
        ['rechnung', 2],
      ],
      ({ facts: x }) =>
        agbAnswer(
          x,
          'Zu Zahlung und Zahlungsverzug gilt nach unseren AGB:',
          [['zahlung', []]],
          `Fragen zu Zahlungsarten beantworten wir gern telefonisch unter ${x.contact.phoneDisplay}.`,
        ),
    ),
    intent(
      'estimate',
      'topic',
      [
        ['kostenvoranschlag', 4],
        ['voranschlag', 4],
        ['kostenschätzung', 3],
        ['schätzung', 2],
        ['festpreis', 3],
        ['überschreiten', 2],
        ['überschritten', 2],
      ],
      ({ facts: x }) => agbAnswer(x, 'Zum Kostenvoranschlag gilt nach unseren AGB:', [['kostenvoranschlag', []]]),
    ),
    intent(
      'defects',
      'topic',
      [
        ['mangel', 3],
        ['mängel', 3],
        ['mängelrüge', 3],
        ['reklamation', 3],
        ['reklamieren', 3],
        ['gewährleistung', 4],
        ['garantie', 3],
        ['verjährung', 3],
        ['transportschaden', 3],
        ['defekt', 3],
        ['kaputt', 3],
        ['beschädig', 3],
        ['beschwerde', 2],
        ['nachbesserung', 2],
        ['schaden', 1],
      ],
      ({ facts: x }) =>
        agbAnswer(x, 'Zu Mängeln und Gewährleistung gilt nach unseren AGB:', [
          ['gewaehrleistung', [f.obviousDefects, f.limitationMovables]],
          ['lieferung', [f.transportDamage]],
        ]),
    ),
    intent(
      'delivery',
      'topic',
      [
        ['lieferung', 3],
        ['liefern', 3],
        ['liefertermin', 3],
        ['lieferzeit', 3],
        ['geliefert', 3],
        ['montage', 3],
        ['montieren', 3],
        ['aufbau', 2],
        ['zustellung', 2],
        ['versand', 2],
        ['transport', 1],
      ],
      ({ facts: x }) =>
        agbAnswer(
          x,
          'Zu Lieferung und Montage gilt nach unseren AGB:',
          [['lieferung', ['Liefer- und Ausführungstermine', f.transportDamage]]],
          `Ob und wann wir zu Ihnen liefern können, klären wir gern telefonisch unter ${x.contact.phoneDisplay}.`,
        ),
    ),
    intent(
      'liability',
      'topic',
      [
        ['haftung', 3],
        ['haften', 3],
        ['haftpflicht', 3],
      ],
      ({ facts: x }) => agbAnswer(x, 'Zur Haftung gilt nach unseren AGB:', [['haftung', ['unbeschränkt', f.liabilityCap]]]),
    ),
    intent(
      'customer-materials',
      'topic',
      [
        ['mitbringen', 3],
        ['beistellen', 3],
        ['eigenen stoff', 3],
        ['eigene stoffe', 3],
        ['eigene möbel', 3],
      ],
      ({ facts: x }) =>
        agbAnswer(
          x,
          'Eigene Stoffe oder Möbel zur Verarbeitung können Sie mitbringen; dazu heißt es in unseren AGB:',
          [['haftung', ['beistellt']]],
          `Ob Ihr Material geeignet ist, besprechen wir gern vorab – telefonisch unter ${x.contact.phoneDisplay}.`,
        ),
    ),
    intent(
      'non-acceptance',
      'topic',
      [
        ['nichtabnahme', 4],
        ['nicht abnehmen', 3],
        ['nicht abholen', 3],
        ['schadensersatz', 3],
      ],
      ({ facts: x }) => agbAnswer(x, 'Nimmt ein Kunde bestellte Ware nicht ab, gilt nach unseren AGB:', [['schadensersatz', []]]),
    ),
    intent(
      'invoice-objection',
      'topic',
      [
        ['einwendungen', 3],
        ['einwand', 3],
        ['rechnungsprüfung', 3],
        ['einspruch', 2],
        ['widersprechen', 2],
      ],
      ({ facts: x }) => agbAnswer(x, 'Zur Prüfung von Rechnungen gilt nach unseren AGB:', [['rechnungspruefung', [f.invoiceObjections]]]),
    ),
    intent(
      'set-off',
      'topic',
      [
        ['aufrechnung', 3],
        ['aufrechnen', 3],
        ['zurückbehaltung', 3],
        ['verrechnen', 2],
      ],
      ({ facts: x }) => agbAnswer(x, 'Zu Aufrechnung und Zurückbehaltung gilt nach unseren AGB:', [['aufrechnung', []]]),
    ),
    intent(
      'retention-of-title',
      'topic',
      [
        ['eigentumsvorbehalt', 4],
        ['eigentum', 2],
      ],
      ({ facts: x }) => agbAnswer(x, 'Zum Eigentumsvorbehalt gilt nach unseren AGB:', [['eigentumsvorbehalt', []]]),
    ),
    intent(
      'jurisdiction',
      'topic',
      [
        ['gerichtsstand', 4],
        ['erfüllungsort', 4],
        ['schlichtung', 3],
        ['anwendbares recht', 3],
      ],
      ({ facts: x }) => agbAnswer(x, 'Dazu gilt nach unseren AGB:', [['schlussbestimmungen', []]]),
    ),
    intent(
      'impressum',
      'topic',
      [
        ['impressum', 4],
        ['handelsregister', 3],
        ['registergericht', 3],
        ['amtsgericht', 3],
        ['=hrb', 3],
        ['umsatzsteuer', 3],
        ['=ust', 3],
        ['steuernummer', 2],
        ['rechtsform', 2],
        ['=gmbh', 2],
        ['=register', 2],
      ],
      ({ facts: x }) =>
        `**${x.legalName}**\n${addressLine(x)}\n\n` +
        bulletList([
          `Geschäftsführer: ${x.managingDirector}`,
          `Registergericht: ${x.register.court}, ${x.register.number}`,
          `USt-IdNr.: ${x.vatId}`,
        ]) +
        `\n\nAlle Angaben finden Sie im [Impressum](${x.pages.impressum}).`,
    ),
    intent(
      'privacy',
      'topic',
      [
        ['datenschutz', 4],
        ['dsgvo', 4],
        ['cookie', 3],
        ['daten', 2],
        ['gespeichert', 2],
        ['speichern', 2],
        ['privatsphäre', 2],
        ['chatverlauf', 3],
        ['chat nachrichten', 3],
        ['chatnachrichten', 3],
        ['löschen', 2],
        ['gelöscht', 2],
      ],
      ({ facts: x }) =>
        `${x.chatStorage[0] ?? `Chat-Nachrichten löschen wir nach ${x.chatRetentionDays} Tagen automatisch.`}\n\n` +
        `Alles Weitere steht in unserer [${x.pageTitles.datenschutz}](${x.pages.datenschutz}).`,
    ),
    intent(
      'social-media',
      'topic',
      [
        ['instagram', 4],
        ['social media', 3],
        ['facebook', 2],
      ],
      ({ facts: x }) => `Sie finden uns auf [${x.social.label}](${x.social.url}).`,
    ),
    intent(
      'help',
      'social',
      [
        ['wer bist du', 3],
        ['was kannst du', 3],
        ['bist du', 2],
        ['chatbot', 3],
        ['=bot', 3],
        ['=ki', 3],
        ['künstliche', 2],
        ['künstlerische', 2],
        ['hilfe', 2],
        ['helfen', 2],
      ],
      ({ facts: x }) => helpReply(x),
    ),
    intent(
      'greeting',
      'social',
      [
        ['hallo', 3],
        ['=hi', 3],
        ['=hey', 3],
        ['=moin', 3],
        ['servus', 3],
        ['grüß gott', 3],
        ['guten tag', 3],
        ['guten morgen', 3],
        ['guten abend', 3],
        ['=huhu', 3],
      ],
      ({ facts: x }) => `Hallo und herzlich willkommen! ${helpReply(x)}`,
    ),
    intent(
      'thanks',
      'social',
      [
        ['danke', 3],
        ['dankeschön', 3],
        ['vielen dank', 3],
        ['merci', 3],
      ],
      () => 'Gern geschehen! Wenn Sie noch Fragen haben, schreiben Sie mir einfach.',
    ),
    intent(
      'goodbye',
      'social',
      [
        ['tschüss', 3],
        ['tschüs', 3],
        ['auf wiedersehen', 3],
        ['=ciao', 3],
        ['=bye', 3],
        ['schönen tag', 2],
      ],
      ({ facts: x }) => `Auf Wiedersehen – wir freuen uns auf Ihren Besuch im ${x.showroom}!`,
    ),
  ];
}

const PRICE_KEYWORDS = compile([
  ['preis', 2],
  ['kosten', 2],
  ['kostet', 2],
  ['teuer', 2],
  ['=euro', 1],
]);

/** Topics whose answer already speaks about money; they get no extra price note. */
const PRICED_TOPICS = new Set(['boxspring', 'sale', 'payment', 'estimate', 'agb', 'withdrawal', 'non-acceptance', 'liability']);

const intents = buildIntents(chatFacts);

/* ----------------------------------------------------------------------------------------------
 * Public API.
 * -------------------------------------------------------------------------------------------- */

/** Who the assistant is and what it can answer. */
export function helpReply(facts: ChatFacts = chatFacts): string {
  return (
    `Ich bin die ${facts.assistantName} von ${facts.brand}. Ich beantworte gern Fragen zu unseren Öffnungszeiten, ` +
    'zur Anfahrt, zu Nähatelier, Polsterei, Wand und Boden, zum Boxspring-Studio, zu unseren Marken und zu unseren AGB. ' +
    'Wie kann ich Ihnen helfen?'
  );
}

/** The reply to a question the knowledge base cannot answer: no guess, only how to reach a person. */
export function unknownQuestionReply(facts: ChatFacts = chatFacts): string {
  return (
    'Dazu kann ich Ihnen leider keine verlässliche Auskunft geben. Am besten fragen Sie uns direkt – ' +
    `wir helfen Ihnen gern weiter:\n\n${contactLines(facts)}`
  );
}

export interface IntentMatch {
  id: string;
  score: number;
}

/** The intents a message matches, best first (for tests and diagnostics). */
export function matchIntents(message: string): IntentMatch[] {
  const text = toWords(message.slice(0, MAX_INPUT));
  const matches: (IntentMatch & { strong: boolean; kind: Intent['kind']; order: number })[] = [];
  intents.forEach((candidate, order) => {
    let score = 0;
    let strong = false;
    for (const keyword of candidate.keywords) {
      if (!keywordMatches(text, keyword)) continue;
      score += keyword.weight;
      if (keyword.weight >= 2) strong = true;
    }
    if (score >= THRESHOLD) matches.push({ id: candidate.id, score, strong, kind: candidate.kind, order });
  });
  // A topic barely hit by weak words only ('wo', 'finden') gives way when another topic was named
  // outright: 'Wo finde ich Angebote?' is about offers, not the address.
  const anyStrongTopic = matches.some((match) => match.kind === 'topic' && match.strong);
  return matches
    .filter((match) => !(anyStrongTopic && match.kind === 'topic' && !match.strong && match.score <= THRESHOLD))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ id, score }) => ({ id, score }));
}

/**
 * A short German markdown answer to a visitor's message, built only from the business facts.
 * Unknown questions get `unknownQuestionReply()`.
 */
export function answerFromKnowledge(message: string): string {
  const text = toWords(message.slice(0, MAX_INPUT));
  if (text.length === 0) return helpReply();
  const matches = matchIntents(message);
  const byId = new Map(intents.map((candidate) => [candidate.id, candidate]));
  const topics = matches.filter((match) => byId.get(match.id)?.kind === 'topic');
  const asksPrice = PRICE_KEYWORDS.some((keyword) => keywordMatches(text, keyword));
  const context: Context = { words: text, facts: chatFacts };

  if (topics.length > 0) {
    const best = topics[0] as IntentMatch;
    const strongEnough = topics.filter((match) => match.score * 2 >= best.score);
    const covered = new Set(strongEnough.flatMap((match) => byId.get(match.id)?.covers ?? []));
    const chosen = strongEnough.filter((match) => !covered.has(match.id)).slice(0, MAX_TOPICS);
    const parts = chosen.map((match) => (byId.get(match.id) as Intent).answer(context));
    if (asksPrice && !chosen.some((match) => PRICED_TOPICS.has(match.id))) parts.push(priceNote(chatFacts));
    if (matches.some((match) => match.id === 'greeting')) parts.unshift('Hallo!');
    return parts.join('\n\n');
  }
  if (asksPrice) return priceNote(chatFacts);
  const social = matches[0];
  if (social) return (byId.get(social.id) as Intent).answer(context);
  return unknownQuestionReply();
}
