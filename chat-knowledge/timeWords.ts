/**
 * Reads the time a question asks about, the way customers write it, into Europe/Berlin time:
 * clock times in digits ('15:30', '18.30 Uhr', '15 Uhr 30', '3 pm') and in words ('halb vier',
 * 'viertel nach eins', 'dreiviertel zwei', 'zehn vor sechs', 'gegen 11', 'um acht', 'half past
 * three', 'at 11'), parts of the day ('morgens', 'nachmittags', 'abends', 'mittags', 'in the
 * morning'), days ('heute', 'morgen', 'übermorgen', weekdays and their abbreviations, 'nächsten
 * Dienstag', 'Donnerstag nächste Woche', 'übernächsten Freitag', 'am Wochenende', 'Donnerstag bis
 * Samstag', '28.11.', 'tomorrow'), 'jetzt' / 'right now', 'in einer halben Stunde' / 'in 45 min',
 * and whether the opening or the closing time is asked ('ab wann', 'bis wann'). A bare hour from 1
 * to 7 is read in the afternoon ('um 3' is 15:00), as nobody visits a shop at three in the night.
 */
import { fold } from './germanText.ts';
import { AFTER_NAMED_DAY, holidayOn, NAMED_DAY, NAMED_DAY_GROUPS, namedDay, onNamedDay } from './holidays.ts';

/** A moment on Berlin's wall clock. */
export interface BerlinMoment {
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  /** Minutes since midnight. */
  minute: number;
  year: number;
  /** 1 … 12. */
  month: number;
  /** Day of the month. */
  date: number;
}

/**
 * 'heute um 19 Uhr … und wenn nicht, morgen früh um 9': two moments, each with a day and a clock time
 * of its own, are two questions (read as one, the first time was asked of both days).
 */
export function twoMomentsAsked(a: AskedTime, b: AskedTime): boolean {
  return a.minute !== null && b.minute !== null && a.days.length > 0 && b.days.length > 0 && a.days.join() !== b.days.join();
}

const berlinClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  weekday: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SATURDAY = SHORT_DAYS.indexOf('Sat');

export function berlinMoment(now: Date): BerlinMoment {
  const parts = Object.fromEntries(berlinClock.formatToParts(now).map((part) => [part.type, part.value]));
  return {
    day: SHORT_DAYS.indexOf(parts.weekday ?? 'Mon'),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
    year: Number(parts.year),
    month: Number(parts.month),
    date: Number(parts.day),
  };
}

/** What a question asks about. */
export interface AskedTime {
  /** Days asked about, as days from today (0 = today), in the order named. */
  days: number[];
  /** The clock time asked about, minutes since midnight. */
  minute: number | null;
  /** 'jetzt', 'gerade', 'right now', or a time relative to now. */
  now: boolean;
  /** 'ab wann' asks for the opening, 'bis wann' for the closing time. */
  asks: 'opens' | 'closes' | null;
  /** 'Samstag nachmittag', 'abends': the part of the day asked about, without a clock time. */
  part: 'afternoon' | 'evening' | null;
  /** 'Sonntag zu?' asks whether the shop is closed: 'Ja' means closed. */
  asksClosed: boolean;
  /** 'Wann habt ihr am Samstag offen?' asks when, not whether: its answer starts without 'Ja'. */
  asksWhen: boolean;
  /** 'Brauch ich für Samstag nen Termin?' asks whether it takes one, not whether the shop is open: the hours, with no 'Ja' or 'Nein'. */
  withoutYesOrNo: boolean;
  /** 'donnerstags', 'on Saturdays': the weekday as every week has it, not the next one (nor today, on a Thursday). */
  weekly: boolean;
  /** 'samstags im Dezember': the month (1–12) a weekday is asked of every week, the next such month to come. */
  month: number | null;
  /** 'Seid ihr morgen bis 6 da?': the time is how long the customer wants the shop open, not a moment in the day. */
  until: boolean;
  /** 'irgendwann', 'an irgendeinem Tag': any day of the week at the time asked, not today. */
  anyDay: boolean;
  /** 'am Muttertag': the first day asked, where it was named as a day of the year. */
  onNamedDay: string | null;
  /** Whether the text names a time or a day at all. */
  found: boolean;
  /** A week or a month without a day ('nächste Woche', 'Ende Januar'). */
  vague: boolean;
  /** The text with the time words blanked out, for matching what else it asks. */
  rest: string;
}

const NUMBER_WORDS: Record<string, number> = {
  ein: 1, eins: 1, one: 1, zwei: 2, two: 2, drei: 3, three: 3, vier: 4, four: 4, fuenf: 5, five: 5, sechs: 6, six: 6,
  sieben: 7, seven: 7, acht: 8, eight: 8, neun: 9, nine: 9, zehn: 10, ten: 10, elf: 11, eleven: 11, zwoelf: 12, twelve: 12,
  fuenfzehn: 15, fifteen: 15, zwanzig: 20, twenty: 20, dreissig: 30, thirty: 30, vierzig: 40, fuenfundvierzig: 45,
  // Hours of the afternoon, spoken ('bis achtzehn uhr'); not 15 or 20, which are minutes as often.
  dreizehn: 13, vierzehn: 14, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
};
const AFTERNOON_HOUR_WORDS = ['dreizehn', 'vierzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn'];
const HOUR = `(\\d{1,2}|${[...AFTERNOON_HOUR_WORDS, ...Object.keys(NUMBER_WORDS).filter((word) => NUMBER_WORDS[word]! <= 12)].join('|')})`;
const MINUTES = `(\\d{1,2}|fuenf|zehn|zwanzig|fuenfundzwanzig|five|ten|twenty)`;
/** After a number, these make it an amount, not an hour ('um 20 %', 'gegen 3 Tage'). */
const NOT_A_TIME = '(?!\\s*(?:%|prozent|percent|euro|eur|€|tag|tage|tagen|woche|wochen|monat|monate|monaten|jahr|jahre|jahren|km|kilometer|meter|m\\b|cm|qm|stueck|mal|x\\b|\\.\\d|,\\d|\\d))';

const numberOf = (token: string) => (/^\d+$/.test(token) ? Number(token) : (NUMBER_WORDS[token] ?? NaN));

const WEEKDAY_NAMES: readonly (readonly [pattern: string, day: number])[] = [
  ['montag|monday', 0],
  ['dienstag|tuesday', 1],
  ['mittwoch|wednesday', 2],
  ['donnerstag|thursday', 3],
  ['freitag|friday', 4],
  ['samstag|sonnabend|saturday', 5],
  ['sonntag|sunday', 6],
];
/**
 * 'Samstag vor Weihnachten', 'Freitag vor Pfingsten', 'Montag nach Weihnachten': that weekday's last
 * date before the day or first after it (Christmas: before Christmas Eve, after the second day).
 */
const WEEKDAY_BESIDE_NAMED_DAY = new RegExp(`\\b(${WEEKDAY_NAMES.map(([pattern]) => pattern).join('|')})\\s+(vor|nach)\\s+(?:(weihnachten)|${NAMED_DAY_GROUPS})\\b`);
const ABBREVIATED_DAYS: Record<string, number> = { mo: 0, di: 1, mi: 2, do: 3, fr: 4, sa: 5, so: 6 };
const WEEKDAY_PATTERN = WEEKDAY_NAMES.map(([pattern]) => pattern).join('|');

/** The first date after (step 1) or before (step -1) `from` that falls on `weekday` (0 = Monday). */
function stepToWeekday(from: Date, weekday: number, step: 1 | -1): Date {
  const day = new Date(from.getTime());
  do day.setUTCDate(day.getUTCDate() + step);
  while ((day.getUTCDay() + 6) % 7 !== weekday);
  return day;
}

type PartOfDay = 'morning' | 'noon' | 'afternoon' | 'evening' | null;

interface Found {
  index: number;
  value: number;
  /** Named by its date ('26.12.') or by its weekday ('Samstag'). */
  by?: 'date' | 'weekday';
  /** Named as a day of the year: 'on' it as an answer says it ('am Muttertag'). */
  on?: string;
}

const NOW_WORDS = /\b(jetzt|gerade|grad|momentan|aktuell|right\s+now|now|im\s+moment|at\s+the\s+moment|currently)\b/g;

/** Words that make 'jetzt' ask about the shop: being open, someone there, coming in. */
const NOW_QUESTION = /\b(offen|auf|geoeffnet|geschlossen|zu(?! (?:spaet|frueh))|da|open|closed|kommen|komme|komm|vorbei\w*|reinkommen|rein|erreichbar|erreichen|jemand|laden|showroom|ausstellung|anyone|someone|somebody|anybody|shop|store|there)\b/;

/** 'nach Pfingsten' asked this many days after it means the one just past. */
const RECENT_DAYS = 14;

/** Blanks a match out of the text so later patterns and the topic matcher do not see it again. */
function take(text: { value: string }, pattern: RegExp, onMatch: (match: RegExpExecArray) => boolean | void): void {
  const regex = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  let match: RegExpExecArray | null;
  const spans: [number, number][] = [];
  while ((match = regex.exec(text.value)) !== null) {
    if (match[0] === '') {
      regex.lastIndex += 1;
      continue;
    }
    if (onMatch(match) !== false) spans.push([match.index, match.index + match[0].length]);
  }
  for (const [start, end] of spans.reverse()) text.value = text.value.slice(0, start) + ' '.repeat(end - start) + text.value.slice(end);
}

/** An hour as said, read in the part of the day named (or in the afternoon for 1 to 7). */
function resolveHour(hour: number, part: PartOfDay, english: 'am' | 'pm' | null): number {
  if (english === 'am') return hour === 12 ? 0 : hour;
  if (english === 'pm') return hour < 12 ? hour + 12 : hour;
  if (hour > 12) return hour;
  if (part === 'morning') return hour;
  if (part === 'afternoon' || part === 'evening') return hour < 12 ? hour + 12 : hour;
  if (part === 'noon') return hour <= 3 ? hour + 12 : hour;
  return hour >= 1 && hour <= 7 ? hour + 12 : hour;
}

/** Month names as customers write them (folded: 'maerz'), with their number; longest first. */
const MONTH_NAMES: readonly (readonly [string, number])[] = (
  [
    ['januar', 1], ['jan', 1], ['jaenner', 1], ['februar', 2], ['feb', 2], ['maerz', 3], ['mrz', 3], ['april', 4], ['apr', 4], ['mai', 5], ['juni', 6], ['jun', 6], ['juli', 7], ['jul', 7],
    ['august', 8], ['aug', 8], ['september', 9], ['sept', 9], ['sep', 9], ['oktober', 10], ['okt', 10], ['november', 11], ['nov', 11], ['dezember', 12], ['dez', 12],
  ] as const
).slice().sort((a, b) => b[0].length - a[0].length);
/** English month names, by month ('may' only beside a day: 'may I come' is no month). */
const ENGLISH_MONTHS: readonly (readonly string[])[] = [
  ['january', 'jan'], ['february', 'feb'], ['march', 'mar'], ['april', 'apr'], ['may'], ['june', 'jun'], ['july', 'jul'],
  ['august', 'aug'], ['september', 'sept', 'sep'], ['october', 'oct'], ['november', 'nov'], ['december', 'dec'],
];
const ENGLISH_MONTH_WORD = ENGLISH_MONTHS.flat().sort((a, b) => b.length - a.length).join('|');
/** 'erster Samstag im Januar', 'der letzte Freitag im Dezember'. */
const WEEKDAY_OF_MONTH = new RegExp(
  `\\b(erste[nmrs]?|zweite[nmrs]?|dritte[nmrs]?|vierte[nmrs]?|letzte[nmrs]?|[1-4]\\.)\\s+(${WEEKDAY_NAMES.map(([pattern]) => pattern).join('|')})\\s+(?:im|in|des|vom)\\s+(${MONTH_NAMES.map(([name]) => name).join('|')})\\b`,
);

function partOfDay(text: string): PartOfDay {
  if (/\b(nachmittags?|afternoon)\b/.test(text)) return 'afternoon';
  // 'nach Feierabend', 'nach der Arbeit': the customer's evening.
  if (/\b(abends?|evening|tonight)\b|\bnach\s+(?:dem\s+|meinem\s+|der\s+)?(feierabend|arbeit)\b/.test(text)) return 'evening';
  if (/\b(morgens|frueh|vormittags?|morning)\b|\b(heute|am|this)\s+morgen\b/.test(text)) return 'morning';
  if (/\b(mittags?|noon|midday|mittagszeit)\b/.test(text)) return 'noon';
  return null;
}

// 'wann' or 'um wie viel/welche Uhr(zeit)' before the verb: when the doors open or shut.
const WHEN = String.raw`\b(?:wann|um\s+(?:wie\s*viel|welche)\s+uhr(?:zeit)?)`;
/** 'wann' asked: which days or times, not whether ('Ich arbeite bis 17 Uhr, wann kann ich kommen?'). */
export const ASKS_WHICH = /\b(?:wann|when)\b/;
const ASKS_OPENING = new RegExp(
  String.raw`\bab\s+(wann|wie\s*viel|wieviel|welcher)|${WHEN}\s+(macht|machen|mach|sperrt|sperren)\b[^?]*\bauf\b|${WHEN}\s+(oeffnet|oeffnen|oeffnest)|\baufmachen|\boeffnet\s+ihr|\b(when|what\s+time)\b.*\bopen`,
);
const ASKS_CLOSING = new RegExp(
  String.raw`\bbis\s+wann|\bbis\s+wie\s*viel|\bwie\s+lange?\s+(habt|haben|seid|sind|ist|hat|offen|geoeffnet)|${WHEN}\s+(macht|machen|mach)\s+(ihr|sie|du)\s+(heute\s+|morgen\s+|am\s+\w+\s+|\w+\s+)?zu\b|${WHEN}\s+schliess|\bzumachen|\bfeierabend|\bclos(e|ing)\b|\buntil\s+when\b|\bhow\s+late\b`,
);

/** The time, day and intent a question names, relative to `today` in Berlin. */
/** A day of the month followed, in a list or range, by a day with its month: '28., 29. und 30.12.', 'vom 27. bis 31.12.'. */
const DAYS_SHARING_A_MONTH = /(?<![\d.])\b(\d{1,2})\.(?=\s+(?:(?:und|oder|sowie|bis)\s+)?(?:\d{1,2}\.\s+(?:(?:und|oder|sowie|bis)\s+)?)*\d{1,2}\.(\d{1,2})(?!\d))/g;

/** Christmas as the frame of a day: before or after it, or between the years. */
const CHRISTMAS_FRAME = /\b(?:(?:vor|nach)\s+weihnachten|zwischen\s+den\s+jahren|zwischen\s+(?:weihnachten|den\s+(?:weihnachts)?(?:feier|fest)tagen)(?:\s+und\s+(?:neujahr|silvester))?)\b/;
const BARE_DAY = /\b(am|zum|den|dem)\s+(\d{1,2})\.(?![\d.])(?!\s*(?:uhr|h)\b)/;

/** Gives a day of the month framed by Christmas its month (December, or January after the holidays) and drops the frame. */
function inChristmasSeason(text: { value: string }): void {
  const frame = CHRISTMAS_FRAME.exec(text.value);
  const bare = frame && BARE_DAY.exec(text.value);
  if (!frame || !bare) return;
  const day = Number(bare[2]);
  const before = frame[0].startsWith('vor');
  const month = before ? (day <= 24 ? 12 : null) : day >= 24 ? 12 : day <= 6 ? 1 : null;
  if (month === null) return;
  text.value = text.value.replace(BARE_DAY, `$1 ${day}.${month}.`).replace(CHRISTMAS_FRAME, ' ');
}

/** 'der letzte Tag vor Weihnachten, an dem ihr offen habt', 'last day before New Year's Eve': which day that is depends on the week before it. */
const LAST_DAY_BEFORE = /\b(?:(?:der|den|dem|am)\s+)?letzte[nrm]?\s+(?:(?:einkaufs|oeffnungs|verkaufs|geschaefts|werk)?tag|termin|samstag|moeglichkeit)\w*\s+vor\s+(?:dem\s+|den\s+)?(weihnachten|heiligabend|den\s+feiertagen|silvester|neujahr|jahresende|jahreswechsel)\b|\b(?:the\s+)?last\s+(?:day|shopping\s+day|saturday|chance)\s+before\s+(christmas|new\s+years?)\b/;

/** 'Habt ihr vor Silvester noch geöffnet?', 'open before New Year's': whether the shop opens before the holiday is the same week, asked of the hours. */
const HOLIDAY_AHEAD = /\b(?:noch\s+(?:mal\s+|einmal\s+)?)?(?:vor|before)\s+(?:dem\s+|den\s+)?(weihnachten|heiligabend|silvester|neujahr|jahresende|jahreswechsel|christmas|new\s+years?)\b/;
/** The words of the shop being open in the same sentence ('vor Weihnachten noch ein Sofa bekommen' asks a delivery). */
const OPEN_WORD = /\b(?:geoeffnet|offen|open)\b/;

/** The last day before a holiday, or whether the shop is open before it. */
function dayBeforeHolidayAsked(value: string): RegExpExecArray | null {
  const last = LAST_DAY_BEFORE.exec(value);
  if (last) return last;
  const ahead = HOLIDAY_AHEAD.exec(value);
  // 'am Montag vor Weihnachten', 'am 23. vor Weihnachten', 'am Tag vor Silvester': one day, asked as such.
  if (!ahead || new RegExp(`\\b(?:${WEEKDAY_PATTERN}|tag|\\d{1,2}\\.)\\s*$`).test(value.slice(0, ahead.index))) return null;
  const sentence = value.slice(value.slice(0, ahead.index).search(/[^.?!;]*$/)).split(/[.?!;]/)[0]!;
  return OPEN_WORD.test(sentence) ? ahead : null;
}

/** Puts the week up to the holiday in place of the last day before it, each day answered: it says the last one open without a claim the hours cannot back. */
function lastDaysBefore(text: { value: string }, today: BerlinMoment): void {
  const found = dayBeforeHolidayAsked(text.value);
  if (!found) return;
  const yearEnd = /silvester|neujahr|jahres|new/.test(found[1] ?? found[2]!);
  const lastDay = (year: number) => Date.UTC(year, 11, yearEnd ? 31 : 24);
  const todayUtc = Date.UTC(today.year, today.month - 1, today.date);
  const end = lastDay(today.year) >= todayUtc ? lastDay(today.year) : lastDay(today.year + 1);
  const days: string[] = [];
  for (let day = Math.max(todayUtc, end - 6 * 86_400_000); day <= end; day += 86_400_000) {
    const date = new Date(day);
    days.push(`${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`);
  }
  // 'Ist Samstag der 19. der letzte Tag …': the day the customer takes for the last is one of the week, not asked apart.
  const before = text.value.slice(0, found.index).replace(new RegExp(`\\b(?:${WEEKDAY_PATTERN})(?:\\s+(?:der|den)\\s+\\d{1,2}\\.(?:\\d{1,2}\\.)?)?\\s*(?:wirklich\\s+|echt\\s+|schon\\s+)?$`), ' ');
  text.value = `${before} ${days.slice(0, -1).join(' ')}${days.length > 1 ? ' und ' : ''}${days.at(-1)} ${text.value.slice(found.index + found[0].length)}`;
}

/** The ordinals of the days of a month, as written out (folded, without ending). */
const ORDINALS = [
  'erst', 'zweit', 'dritt', 'viert', 'fuenft', 'sechst', 'siebt', 'acht', 'neunt', 'zehnt', 'elft', 'zwoelft', 'dreizehnt', 'vierzehnt', 'fuenfzehnt', 'sechzehnt',
  'siebzehnt', 'achtzehnt', 'neunzehnt', 'zwanzigst', 'einundzwanzigst', 'zweiundzwanzigst', 'dreiundzwanzigst', 'vierundzwanzigst', 'fuenfundzwanzigst',
  'sechsundzwanzigst', 'siebenundzwanzigst', 'achtundzwanzigst', 'neunundzwanzigst', 'dreissigst', 'einunddreissigst',
];
const ORDINAL_WORD = `(${ORDINALS.join('|')})(?:e|en|er|em|es)`;
/** The month names as one alternation ('januar|jan|…'). */
const MONTH_NAME_PATTERN = MONTH_NAMES.map(([name]) => name).join('|');
const MONTH_WORD = `(?:${MONTH_NAME_PATTERN})\\b`;
/** A day of the month written out after 'am', 'zum', 'den' ('am dritten'; not 'am dritten Tag'; 'am ersten Advent' becomes the 1. Advent). */
const ORDINAL_DAY = new RegExp(`\\b(am|zum|vom|den|dem|bis)\\s+${ORDINAL_WORD}\\b(?!\\s+(?:tag|tage|tagen|woche\\w*|monat\\w*|mal|termin\\w*|stock|sitz\\w*|platz|jahr\\w*|weihnacht\\w*|feiertag\\w*)\\b)`, 'g');
/** The same before a month's name: 'dritten Januar'. */
const ORDINAL_BEFORE_MONTH = new RegExp(`\\b${ORDINAL_WORD}\\s+(?=${MONTH_WORD})`, 'g');
const dayNumberOf = (ordinal: string) => ORDINALS.indexOf(ordinal) + 1;

/** The customer working ('ich arbeite', 'wir schaffen', Swabian 'i schaff'). */
const OWN_WORK = String.raw`(?:ich|wir|i)\s+(?:arbeite|arbeiten|arbeit|schaffe|schaffen|schaff|jobbe)`;
/** 'ich arbeite (heute) bis 18 uhr', 'wir schaffen bis 17', 'i schaff bis 18 uhr'. */
const OWN_WORK_UNTIL = new RegExp(String.raw`\b(${OWN_WORK}(?:\s+[a-z]+){0,2}?)\s+bis\s+(?=(?:um\s+)?\d)`);
/** The customer's working days ('ich arbeite Mo-Fr bis 17 Uhr', 'wir arbeiten montags bis freitags'): when they work, no day asked. */
const OWN_WORK_DAYS = new RegExp(String.raw`\b(${OWN_WORK})\s+(?:(?:von\s+)?(?:mo|montag|montags)\.?\s*(?:-|–|bis)\s*(?:fr|freitag|freitags|sa|samstag|samstags)\.?|unter\s+der\s+woche|werktags|wochentags)(?=\s|$)`);
/** 'ich bin bis 17 uhr im büro', 'hab bis 18 schicht'. */
const OWN_SHIFT_UNTIL = /\b((?:ich|wir|bin|hab|habe)(?:\s+[a-z]+){0,2}?)\s+bis\s+((?:um\s+)?\d{1,2}(?::\d\d)?(?:\s+uhr)?\s+(?:im\s+buero|im\s+dienst|in\s+der\s+arbeit|auf\s+der\s+arbeit|auf\s+arbeit|bei\s+der\s+arbeit|schicht|dienst|arbeit|buero)\b)/;

/** 'in 2,5 Stunden', 'in anderthalb Stunden': hours and a half, as minutes (a comma would part the figures). */
function inMinutes(text: string): string {
  return text
    .replace(/\bin\s+(\d{1,2})[,.]5\s*(?=stunden?\b|std\b|h\b)\S+/g, (_, hours: string) => `in ${Number(hours) * 60 + 30} minuten`)
    .replace(/\bin\s+(anderthalb|eineinhalb|zweieinhalb|dreieinhalb)\s+(?=stunden?\b|std\b)\S+/g, (_, word: string) => `in ${HALVES[word]} minuten`);
}
const HALVES: Record<string, number> = { anderthalb: 90, eineinhalb: 90, zweieinhalb: 150, dreieinhalb: 210 };

/** The number of days of a month (1–12) in a year. */
/** The number of days of `month` (1–12) in `year`. */
export const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'kann ich am WE mal vorbeischauen': the weekend in its capitals, read before case is folded (the English 'we' is no weekend). */
const WEEKEND_ABBREVIATED = /\b(am|übers|uebers|dieses|nächstes|naechstes|kommendes|jedes)\s+WE\b/g;

export function readTime(message: string, today: BerlinMoment): AskedTime {
  const text = { value: ` ${inMinutes(fold(message.replace(WEEKEND_ABBREVIATED, '$1 Wochenende'))).replace(/[–—]/g, '-').replace(/[^a-z0-9:.%€\s-]/g, ' ')} ` };
  // 'um viertel nach sechs, ist das zu spät?', 'is 6pm too late?', 'bin ich um 9 zu früh?': whether the
  // shop is closed then ('früh' is no morning here), no topic.
  const tooLateOrEarly = /\b(?:zu spaet|too late|zu frueh|too early)\b/.test(text.value);
  text.value = text.value.replace(/\b(?:zu frueh|too early)\b/g, ' ');
  const part = partOfDay(text.value);
  const days: Found[] = [];
  const minutes: Found[] = [];
  const state: { now: boolean; relative: number | null; vague: boolean; month: number | null } = { now: false, relative: null, vague: false, month: null };
  let asks: AskedTime['asks'] = null;
  let shopDayOff = false;
  // 'nach Feierabend', 'nach der Arbeit': the customer's evening, not the shop's closing time.
  take(text, /\bnach\s+(?:dem\s+|meinem\s+|der\s+)?(feierabend|arbeit)\b/, () => undefined);
  // 'jeden Tag außer Sonntag': the day left out is not asked about.
  take(text, /\b(?:ausser|except)\s+(?:am\s+|an\s+|on\s+)?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|sunday|saturday|monday)s?\b/, () => undefined);
  // 'ist das bei euch wie Sonntag?': a day compared with, not asked about.
  take(text, /\bwie\s+(?:am\s+|an\s+einem\s+|ein\s+|an\s+)?(?:sonntag|sonntags|samstag|samstags|werktag|feiertag)\b/, () => undefined);
  // 'Ich arbeite bis 18 Uhr, habt ihr länger auf?': when the customer's working day ends; asked is after it.
  const beforeOwnDay = text.value;
  text.value = text.value.replace(OWN_WORK_DAYS, '$1').replace(OWN_WORK_UNTIL, '$1 nach ').replace(OWN_SHIFT_UNTIL, '$1 nach $2');
  const tellsOwnWorkday = text.value !== beforeOwnDay;

  if (ASKS_OPENING.test(text.value)) asks = 'opens';
  if (ASKS_CLOSING.test(text.value)) asks = 'closes';

  // 'bis 6', 'bis 18 Uhr', 'until 5': not a range's end ('von 12 bis 13 Uhr') nor 'bis wann'.
  const until = new RegExp(`\\b(?:bis|until|till)\\s+(?:um\\s+|gegen\\s+)?(?:${HOUR}|halb|viertel)\\b`).test(text.value) && !/\b(?:von|from|zwischen|between)\s+\d/.test(text.value);

  // Relative to now: 'in einer halben Stunde', 'in 45 min', 'in an hour'.
  take(text, /\bin\s+(?:einer\s+|ner\s+|na\s+|1\s+)?(halben|halbe)\s+(stunde|std)\b/, () => {
    state.relative = 30;
  });
  take(text, /\bin\s+(?:einer\s+|ner\s+)?viertelstunde\b/, () => {
    state.relative = 15;
  });
  take(text, /\bin\s+(einer|ner|an|one|\d{1,2}|zwei|two)\s*(stunden?|std|hours?|h)\b/, (match) => {
    const count = /^(einer|ner|an|one)$/.test(match[1]!) ? 1 : numberOf(match[1]!);
    state.relative = 60 * count;
  });
  // 'brauch ca ne Stunde (bis zu euch)': an hour from now.
  take(text, /\b(?:brauche?|brauchen|bin)\s+(?:ca\.?\s+|etwa\s+|so\s+|circa\s+)?(?:ne|eine|einer|1)\s+(?:stunde|std)\b/, () => {
    state.relative = 60;
  });
  take(text, /\bin\s+(\d{1,3}|fuenf|zehn|fuenfzehn|zwanzig|dreissig|vierzig|fuenfundvierzig|five|ten|fifteen|twenty|thirty)\s*(minuten|minute|min|mins|minutes)\b/, (match) => {
    state.relative = numberOf(match[1]!);
  });
  // 'I'm about 30 minutes away', '20 Minuten entfernt': there that long from now.
  take(text, /\b(\d{1,3}|fuenf|zehn|fuenfzehn|zwanzig|dreissig|vierzig|fuenfundvierzig|five|ten|fifteen|twenty|thirty)\s*(minuten|minute|min|mins|minutes)\s+(?:away|entfernt|weg)\b/, (match) => {
    state.relative = numberOf(match[1]!);
  });

  // Dates: '28.11.', '5.12.2026'; after 'am', 'zum', 'vom', 'den' also without the last dot ('am 24.12').
  const date = (match: RegExpExecArray, day: string, monthText: string, yearText: string | undefined) => {
    const dayOfMonth = Number(day);
    const month = Number(monthText);
    if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31) return false;
    let year = yearText ? (yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText)) : today.year;
    const todayUtc = Date.UTC(today.year, today.month - 1, today.date);
    if (!yearText && Date.UTC(year, month - 1, dayOfMonth) < todayUtc) year += 1;
    // '31.11.' is no day: not read as the 1st of December.
    if (dayOfMonth > daysIn(year, month)) return false;
    const asked = Date.UTC(year, month - 1, dayOfMonth);
    const offset = Math.round((asked - todayUtc) / 86_400_000);
    if (offset < 0 || offset > 366) return false;
    days.push({ index: match.index, value: offset, by: 'date' });
    return true;
  };
  const onDay = (match: RegExpExecArray, day: Date) => date(match, String(day.getUTCDate()), String(day.getUTCMonth() + 1), String(day.getUTCFullYear()));
  // 'nach Weihnachten am 28.', 'zwischen den Jahren am 29.', 'am 23. vor Weihnachten': the day of the month is
  // that season's (it was read as the next 28th, in November), and the holiday only frames it.
  lastDaysBefore(text, today);
  inChristmasSeason(text);
  // 'am Silvesternachmittag', 'am Neujahrsmorgen': the holiday at a part of its day ('morgen' alone would be tomorrow).
  text.value = text.value.replace(/\b(silvester|neujahr|heiligabend)s?(morgen|vormittag|mittag|nachmittag|abend)s?\b/g, (_, day: string, part: string) => `${day} ${part === 'morgen' ? 'vormittag' : part}s`);
  // 'im neuen Jahr wieder': after New Year's Day, as 'nach Neujahr'.
  text.value = text.value.replace(/\bim\s+neuen\s+jahr\b/, ' nach neujahr ');
  // 'zwischen den Jahren', 'zwischen den Feiertagen', 'zwischen Weihnachten und Neujahr', 'die Woche nach Weihnachten': the days from Christmas to New Year,
  // each answered (Silvester's note with them).
  text.value = text.value.replace(
    /\b(?:zwischen|between)\s+(?:den\s+jahren|den\s+(?:weihnachts)?(?:feier|fest)tagen|weihnachten\s+und\s+(?:neujahr|silvester)|christmas\s+and\s+new\s+years?(?:\s+eve)?)\b|\b(?:in\s+der\s+)?woche\s+nach\s+weihnachten\b|\b(?:during\s+|in\s+)?the\s+week\s+after\s+christmas\b/,
    ' 27.12. 28.12. 29.12. 30.12. und 31.12. ',
  );
  // 'nach Weihnachten' (three days): after the second holiday ('am Tag nach Weihnachten' may be the 26th: not read). 'nach den Feiertagen' in the Christmas
  // season: after New Year's Day.
  text.value = text.value.replace(/(?<!\btag\s)\bnach\s+weihnachten\b/, ' nach zweiten weihnachtstag ');
  if (today.month === 12 ? today.date >= 15 : today.month === 1 && today.date <= 6) text.value = text.value.replace(/\bnach\s+den\s+(?:weihnachts)?(?:feier|fest)tagen\b/, ' nach neujahr ');
  // 'on the 2nd': the day of the month, as 'am 2.'.
  text.value = text.value.replace(/\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)\b/, ' am $1. ');
  // 'am dritten', 'den 3. Januar' written out: the day in digits ('am ersten Advent' stays the Advent's).
  text.value = text.value.replace(ORDINAL_DAY, (_, before: string, ordinal: string) => `${before} ${dayNumberOf(ordinal)}.`).replace(ORDINAL_BEFORE_MONTH, (_, ordinal: string) => `${dayNumberOf(ordinal)}. `);
  // 'am 28., 29. und 30.12.': the days before the last share its month.
  text.value = text.value.replace(DAYS_SHARING_A_MONTH, (_, day: string, month: string) => `${day}.${month}.`);
  // 'am Samstag nach dem 3.10.', 'den Freitag vor dem 24.12.': that weekday's date just after or before the date.
  take(text, new RegExp(`\\b(${WEEKDAY_PATTERN})\\s+(vor|nach)\\s+(?:dem\\s+|den\\s+)?(\\d{1,2})\\.(?:(\\d{1,2})\\.|\\s*(${MONTH_NAME_PATTERN})\\b\\.?)(?:\\s*(\\d{4}))?(?!\\d)`), (match) => {
    const month = match[4] ? Number(match[4]) : MONTH_NAMES.find(([name]) => name === match[5])![1];
    const year = match[6] ? Number(match[6]) : today.year;
    const base = new Date(Date.UTC(year, month - 1, Number(match[3])));
    if (!match[6] && base.getTime() < Date.UTC(today.year, today.month - 1, today.date)) base.setUTCFullYear(year + 1);
    return onDay(match, stepToWeekday(base, dayNumber(match[1]!)!, match[2] === 'nach' ? 1 : -1));
  });
  take(text, /\b(\d{1,2})\.(\d{1,2})\.(\d{2,4})?(?!\d)/, (match) => date(match, match[1]!, match[2]!, match[3]));
  // 'am 28.12', and after its weekday ('montag 28.12 kann man da kommen': the date, not the next Monday).
  take(text, /\b(?:am|zum|vom|den|dem|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag)\s+(\d{1,2})\.(\d{1,2})(?![\d.:])(?!\s*(?:uhr|h)\b)/, (match) => date(match, match[1]!, match[2]!, undefined));
  // The Sundays of Advent: the fourth is the last Sunday before Christmas Day.
  const adventSunday = (nth: number) => {
    const christmas = Date.UTC(today.year, 11, 25);
    const fourth = christmas - (((new Date(christmas).getUTCDay() + 6) % 7) + 1) * 86_400_000;
    return new Date(fourth - (4 - nth) * 7 * 86_400_000);
  };
  // 'am Samstag vor dem 4. Advent': that weekday's date before or after the Sunday.
  take(text, new RegExp(`\\b(${WEEKDAY_NAMES.map(([pattern]) => pattern).join('|')})\\s+(vor|nach)\\s+(?:dem\\s+)?([1-4])\\.?\\s*advent(?:s?sonntag)?\\b`), (match) => {
    return onDay(match, stepToWeekday(adventSunday(Number(match[3])), dayNumber(match[1]!)!, match[2] === 'nach' ? 1 : -1));
  });
  take(text, /\b(?:am\s+)?([1-4])\.?\s*advent(?:s?sonntag)?\b/, (match) => {
    return onDay(match, adventSunday(Number(match[1])));
  });
  // Days by their name: 'an Heilige Drei Könige', 'Gründonnerstag' (the next one; this year's if still to come).
  const todayUtc = Date.UTC(today.year, today.month - 1, today.date);
  const namedIn = (groups: readonly (string | undefined)[], year: number) => {
    const [month, day] = namedDay(groups, year);
    return new Date(Date.UTC(year, month - 1, day));
  };
  // 'Seid ihr am Samstag vor Weihnachten da?': the last such weekday before the day, the next one to come.
  take(text, WEEKDAY_BESIDE_NAMED_DAY, (match) => {
    const weekday = dayNumber(match[1]!)!;
    const after = match[2] === 'nach';
    const beside = (year: number) => {
      // Christmas: from Christmas Eve or the second day; another named day: from its date (NAMED_DAY's groups follow the first three).
      const from = match[3] ? new Date(Date.UTC(year, 11, after ? 26 : 24)) : namedIn(match.slice(4), year);
      return stepToWeekday(from, weekday, after ? 1 : -1);
    };
    const thisYear = beside(today.year);
    return onDay(match, thisYear.getTime() >= todayUtc ? thisYear : beside(today.year + 1));
  });
  take(text, WEEKDAY_OF_MONTH, (match) => {
    const weekday = dayNumber(match[2]!)!;
    const month = MONTH_NAMES.find(([name]) => name === match[3])![1];
    const nth = /^letzt/.test(match[1]!) ? -1 : /^\d/.test(match[1]!) ? Number(match[1]![0]) : dayNumberOf(match[1]!.replace(/(?:e|en|er|em|es)$/, ''));
    const inYear = (year: number) => {
      const days = Array.from({ length: daysIn(year, month) }, (_, index) => new Date(Date.UTC(year, month - 1, index + 1)));
      const matching = days.filter((day) => (day.getUTCDay() + 6) % 7 === weekday);
      return nth === -1 ? matching.at(-1)! : matching[nth - 1]!;
    };
    const thisYear = inYear(today.year);
    return onDay(match, thisYear.getTime() >= todayUtc ? thisYear : inYear(today.year + 1));
  });
  // 'Ab wann habt ihr nach Neujahr wieder auf?': the first day after it that is no public holiday;
  // asked in the days after it ('nach Pfingsten' on the Tuesday), from today.
  take(text, AFTER_NAMED_DAY, (match) => {
    const dayAfter = (year: number) => {
      const after = namedIn(match.slice(1), year);
      do after.setUTCDate(after.getUTCDate() + 1);
      while (holidayOn(after.getUTCFullYear(), after.getUTCMonth() + 1, after.getUTCDate()));
      return after;
    };
    const thisYear = dayAfter(today.year);
    if (thisYear.getTime() >= todayUtc) return onDay(match, thisYear);
    return onDay(match, todayUtc - thisYear.getTime() <= RECENT_DAYS * 86_400_000 ? new Date(todayUtc) : dayAfter(today.year + 1));
  });
  take(text, NAMED_DAY, (match) => {
    if (!onDay(match, [today.year, today.year + 1].map((year) => namedIn(match.slice(1), year)).find((day) => day.getTime() >= todayUtc)!)) return false;
    days.at(-1)!.on = onNamedDay(match.slice(1));
    return true;
  });
  // With the month's name: '2. Januar', '24 dez', '5. Dezember 2026'.
  take(text, new RegExp(`\\b(\\d{1,2})\\.?\\s*(${MONTH_NAMES.map(([name]) => name).join('|')})\\b\\.?(?:\\s+(\\d{4}))?`), (match) => {
    const month = MONTH_NAMES.findIndex(([name]) => name === match[2]);
    return date(match, match[1]!, String(MONTH_NAMES[month]![1]), match[3]);
  });
  // 'Habt ihr am 3.10. offen? Und am Samstag danach?', 'am Tag danach': after the date named before it.
  take(text, new RegExp(`\\b(?:am\\s+|den\\s+)?(${WEEKDAY_PATTERN}|tag)\\s+(?:danach|darauf|drauf)\\b`), (match) => {
    const before = days.filter((found) => found.index < match.index && found.by === 'date').at(-1);
    if (!before) return false;
    const base = new Date(Date.UTC(today.year, today.month - 1, today.date + before.value));
    return onDay(match, match[1] === 'tag' ? new Date(base.getTime() + 86_400_000) : stepToWeekday(base, dayNumber(match[1]!)!, 1));
  });
  // In English: 'december 28th', 'january 2', 'the 28th of december'.
  const englishMonth = (name: string) => ENGLISH_MONTHS.findIndex((names) => names.includes(name)) + 1;
  take(text, new RegExp(`\\b(${ENGLISH_MONTH_WORD})\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b`), (match) => date(match, match[2]!, String(englishMonth(match[1]!)), undefined));
  take(text, new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${ENGLISH_MONTH_WORD})\\b`), (match) => date(match, match[1]!, String(englishMonth(match[2]!)), undefined));
  // The day of the month alone: 'am 31.' is the next 31st (this month's if still to come; on 30
  // November the 31st of December, a month that has one).
  take(text, /\b(?:am|zum|den|dem)\s+(\d{1,2})\.(?![\d.])(?!\s*(?:uhr|h)\b)/, (match) => {
    const day = Number(match[1]);
    if (day < 1 || day > 31) return false;
    let [month, year] = day >= today.date ? [today.month, today.year] : today.month === 12 ? [1, today.year + 1] : [today.month + 1, today.year];
    while (daysIn(year, month) < day) [month, year] = month === 12 ? [1, year + 1] : [month + 1, year];
    return date(match, String(day), String(month), String(year));
  });

  // Clock times in digits: '15:30', '18.30 Uhr', '3:30 pm'.
  take(text, /\b(\d{1,2})[:.](\d{2})(?![\d:]|\.\d)\s*(uhr|h\b)?\s*(am|pm)?\b/, (match) => {
    const hour = Number(match[1]);
    const minute = Number(match[2]);
    if (hour > 24 || minute > 59) return false;
    const english = (match[4] as 'am' | 'pm' | undefined) ?? null;
    minutes.push({ index: match.index, value: (english ? resolveHour(hour, part, english) : hour % 24) * 60 + minute });
  });
  // English: '3 pm', '11am' (not the German 'am' before a day: 'um 3 am Samstag').
  take(text, /\b(\d{1,2})\s*(am|pm)\b(?!\s+(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|wochenende|\d))/, (match) => {
    const hour = Number(match[1]);
    if (hour < 1 || hour > 12) return false;
    minutes.push({ index: match.index, value: resolveHour(hour, part, match[2] as 'am' | 'pm') * 60 });
  });
  // 'halb vier' (15:30), 'half past three'.
  take(text, new RegExp(`\\b(?:halb|half\\s+past)\\s+${HOUR}\\b`), (match) => {
    const named = numberOf(match[1]!);
    if (Number.isNaN(named) || named < 1 || named > 24) return false;
    const half = /^half/.test(match[0]);
    const hour = resolveHour(named, part, null);
    minutes.push({ index: match.index, value: half ? hour * 60 + 30 : ((hour + 23) % 24) * 60 + 30 });
  });
  // 'dreiviertel zwei' (13:45), 'drei viertel zwei', 'viertel vor zwei', 'quarter to two'.
  take(text, new RegExp(`\\b(?:drei\\s*viertel|dreiviertel|viertel\\s+vor|quarter\\s+to)\\s+${HOUR}\\b`), (match) => {
    const named = numberOf(match[1]!);
    if (Number.isNaN(named) || named < 1 || named > 24) return false;
    minutes.push({ index: match.index, value: ((resolveHour(named, part, null) + 23) % 24) * 60 + 45 });
  });
  // 'viertel nach eins' (13:15), 'quarter past one'; 'viertel zwei' (13:15, as said in the south and east).
  take(text, new RegExp(`\\b(?:viertel\\s+nach|quarter\\s+past)\\s+${HOUR}\\b`), (match) => {
    const named = numberOf(match[1]!);
    if (Number.isNaN(named) || named < 1 || named > 24) return false;
    minutes.push({ index: match.index, value: resolveHour(named, part, null) * 60 + 15 });
  });
  take(text, new RegExp(`\\bviertel\\s+${HOUR}\\b`), (match) => {
    const named = numberOf(match[1]!);
    if (Number.isNaN(named) || named < 1 || named > 24) return false;
    minutes.push({ index: match.index, value: ((resolveHour(named, part, null) + 23) % 24) * 60 + 15 });
  });
  // 'zehn nach drei', 'fünf vor sechs', 'kurz vor sechs'.
  take(text, new RegExp(`\\b${MINUTES}\\s+(nach|vor|past|to)\\s+${HOUR}\\b${NOT_A_TIME}`), (match) => {
    const count = numberOf(match[1]!);
    const named = numberOf(match[3]!);
    if (Number.isNaN(count) || Number.isNaN(named) || count >= 30 || count % 5 !== 0 || count === 0 || named < 1 || named > 24) return false;
    const hour = resolveHour(named, part, null);
    const after = match[2] === 'nach' || match[2] === 'past';
    minutes.push({ index: match.index, value: (hour * 60 + (after ? count : -count) + 24 * 60) % (24 * 60) });
  });
  take(text, new RegExp(`\\bkurz\\s+(vor|nach)\\s+${HOUR}\\b${NOT_A_TIME}`), (match) => {
    const named = numberOf(match[2]!);
    if (Number.isNaN(named) || named < 1 || named > 24) return false;
    minutes.push({ index: match.index, value: resolveHour(named, part, null) * 60 + (match[1] === 'vor' ? -5 : 5) });
  });
  // '15 Uhr 30', 'drei Uhr', '11 o'clock', '15h'.
  take(text, new RegExp(`\\b${HOUR}\\s*(?:uhr|h|o\\s*clock|oclock)\\b(?:\\s*(\\d{2})\\b${NOT_A_TIME})?`), (match) => {
    const named = numberOf(match[1]!);
    const minute = match[2] ? Number(match[2]) : 0;
    if (Number.isNaN(named) || named > 24 || minute > 59) return false;
    minutes.push({ index: match.index, value: (resolveHour(named, part, null) % 24) * 60 + minute });
  });
  // 'um 3', 'gegen 11', 'ab 10', 'so gegen fünf', 'at 11', 'around 3'.
  take(text, new RegExp(`\\b(?:um|gegen|ab|bis|circa|ca\\.?|zirka|at|around|by|until|till)\\s+${HOUR}\\b${NOT_A_TIME}`), (match) => {
    const named = numberOf(match[1]!);
    if (Number.isNaN(named) || named > 24) return false;
    minutes.push({ index: match.index, value: (resolveHour(named, part, null) % 24) * 60 });
  });
  // 'mittags' on its own is noon.
  if (minutes.length === 0 && state.relative === null) {
    take(text, /\b(mittags?|noon|midday|mittagszeit)\b/, (match) => {
      minutes.push({ index: match.index, value: 12 * 60 });
    });
  }

  // Days. 'übermorgen' before 'morgen'; 'heute morgen' is this morning, 'guten Morgen' a greeting.
  take(text, /\b(uebermorgen|day\s+after\s+tomorrow)\b/, (match) => {
    days.push({ index: match.index, value: 2 });
  });
  take(text, /\b(heute|heut|today|tonight|this\s+(?:morning|afternoon|evening))(\s+(morgen|frueh|vormittag))?\b/, (match) => {
    days.push({ index: match.index, value: 0 });
  });
  take(text, /\b(?<!guten\s)(?<!am\s)(morgen|morgn|tomorrow)\b(?!s)/, (match) => {
    days.push({ index: match.index, value: 1 });
  });
  const dayOffset = (day: number, next: boolean) => {
    const offset = (day - today.day + 7) % 7;
    return next && offset === 0 ? 7 : offset;
  };
  // Ranges: 'Donnerstag bis Samstag', 'Do-Sa', 'Mo bis Fr'.
  const dayWord = `(${WEEKDAY_NAMES.map(([pattern]) => pattern).join('|')}|mo|di|mi|do|fr|sa|so)`;
  take(text, new RegExp(`\\b${dayWord}s?\\.?\\s*(?:bis|-|–|to|through)\\s*${dayWord}s?\\b\\.?`), (match) => {
    const from = dayNumber(match[1]!);
    const to = dayNumber(match[2]!);
    if (from === null || to === null) return false;
    for (let day = from; ; day = (day + 1) % 7) {
      days.push({ index: match.index, value: dayOffset(day, false) });
      if (day === to) break;
    }
  });
  // 'in 2 Wochen samstags': that weekday so many weeks on (a week or two alone is only vague, below).
  // A day named in full, abbreviated ('Sa.', 'am Do') or as the weekend.
  let weeksAhead = 0;
  const dayNamed = new RegExp(
    `\\b(${WEEKDAY_NAMES.map(([pattern]) => pattern).join('|')})s?\\b|\\b(wochenende|weekend)\\b|\\b(?:am|jeden)\\s+(?:mo|di|mi|do|fr|sa|so)\\b|\\b(?:mo|di|mi|do|fr|sa|so)\\.|\\b(?:mo|di|mi|fr|sa)\\b`,
  ).test(text.value);
  if (dayNamed) {
    take(text, /\bin\s+(einer|ner|ein|zwei|drei|vier|fuenf|\d{1,2})\s+wochen?\b/, (match) => {
      weeksAhead = /^(einer|ner|ein)$/.test(match[1]!) ? 1 : numberOf(match[1]!);
      if (Number.isNaN(weeksAhead) || weeksAhead > 52) return false;
    });
  }
  // 'Donnerstag nächste Woche', 'nächste Woche am Donnerstag', 'Thursday next week': a weekday in the
  // week named (calendar weeks, Monday first), wherever the week stands in the question.
  let weekNamed: number | null = null;
  if (dayNamed) {
    take(text, /\b(uebernaechst|naechst|kommend)e[nmrs]?\s+woche\b|\b(?:the\s+)?week\s+after\s+next\b|\bnext\s+week\b/, (match) => {
      if (weekNamed !== null) return false;
      weekNamed = match[1] === 'uebernaechst' || /after/.test(match[0]) ? 2 : 1;
    });
  }
  /** Days until the weekday asked; 'übernächsten Donnerstag' is the one after 'nächsten Donnerstag'. */
  const weekdayAsked = (day: number, named = '') =>
    (weekNamed !== null ? 7 * weekNamed - today.day + day : dayOffset(day, named !== '') + (/^uebernaechst/.test(named) ? 7 : 0)) + 7 * weeksAhead;
  const daysBeforeWeekdays = days.length;
  let weeklyNamed = false;
  let whichDays = false;
  // 'An welchen Samstagen habt ihr offen?': every such weekday (not 'Montagen', the fittings, said without 'an'); which, not whether.
  for (const [pattern, day] of WEEKDAY_NAMES) {
    take(text, new RegExp(`\\ban\\s+(?:welchen\\s+|den\\s+|allen\\s+)?(?:${pattern.split('|')[0]})en\\b`), (match) => {
      days.push({ index: match.index, value: weekdayAsked(day), by: 'weekday' });
      weeklyNamed = true;
      if (/\bwelchen\b/.test(match[0])) whichDays = true;
    });
  }
  for (const [pattern, day] of WEEKDAY_NAMES) {
    // 'Hab nur mittwochs frei': a day off, the visitor's or (asked 'habt ihr … frei') the shop's, not free rooms ('am Montag frei sein').
    take(text, new RegExp(`\\b(uebernaechste[nmrs]?\\s+|naechste[nmrs]?\\s+|kommende[nmrs]?\\s+|next\\s+)?(?:${pattern})(s)?\\b(\\s+frei\\b(?!\\s+(?:sein|sind|ist|machen|gemacht|werden|geraeumt)\\b))?`), (match) => {
      days.push({ index: match.index, value: weekdayAsked(day, match[1]), by: 'weekday' });
      if (match[2] && !match[1]) weeklyNamed = true;
      if (match[3] && /\b(habt|haben|hat|hast)\s+(ihr|sie|du)\s+(\S+\s+){0,2}$/.test(text.value.slice(0, match.index))) shopDayOff = true;
    });
  }
  // Abbreviated days: 'Sa.', 'am Fr', 'Mi 14 Uhr'; 'do' and 'so' only with a full stop or 'am'
  // (right before it: in 'am Freitag so gegen fünf' the 'am' was Freitag's, taken out above).
  take(text, /\b(?:am|jeden) (mo|di|mi|do|fr|sa|so)\b\.?|\b(mo|di|mi|do|fr|sa|so)\b(\.)?/, (match) => {
    const abbreviation = match[1] ?? match[2]!;
    // 'fr bzw do': 'do' listed after another day is Thursday ('und so' stays a filler).
    const listedThursday = abbreviation === 'do' && days.length > 0 && /\b(?:und|oder|bzw|u)\s*$/.test(match.input.slice(0, match.index));
    if ((abbreviation === 'do' || abbreviation === 'so') && !match[1] && !listedThursday && (!match[3] || !(minutes.length > 0 || readsAsDay(match)))) return false;
    days.push({ index: match.index, value: weekdayAsked(ABBREVIATED_DAYS[abbreviation]!), by: 'weekday' });
  });
  take(text, /\b(?:am\s+|this\s+|the\s+)?(naechste[ns]?\s+|kommende[ns]?\s+|next\s+)?(wochenende|weekend)\b/, (match) => {
    // Its Saturday as a weekday: 'nächstes Wochenende' said on a Saturday is the one a week on.
    const saturday = weekdayAsked(5, match[1]);
    days.push({ index: match.index, value: saturday }, { index: match.index + 1, value: saturday + 1 });
  });
  // 'Wann habt ihr diese Woche noch auf?': each day left of it, today's included (asked on a Sunday, only vague below).
  if (!dayNamed && today.day < 6) {
    take(text, /\b(?:in\s+)?(?:diese[nmrs]?\s+woche|this\s+week)\b/, (match) => {
      for (let offset = 0; offset <= 6 - today.day; offset += 1) days.push({ index: match.index + offset, value: offset });
    });
  }
  // A week or a month without a day ('nächste Woche', 'Ende Januar'): time words, not topics, with no day to answer for.
  const vague = () => {
    state.vague = true;
  };
  // A week taken above for a day that turned out not to be one ('so.' ending a sentence).
  if ((weekNamed !== null || weeksAhead > 0) && days.length === daysBeforeWeekdays) vague();
  take(text, /\b(?:(?:in\s+)?(?:dies|naechst|kommend|uebernaechst)e[nmrs]?\s+woche|in\s+(?:einer|ner|ein|zwei|drei|\d{1,2})\s+wochen?|(?:anfang|mitte|ende)\s+(?:der\s+|naechster\s+)?woche|next\s+week|this\s+week)\b/, vague);
  // '1. Mai nächstes Jahr': a date's year said in words (a date without one is the next to come anyway).
  take(text, /\b(?:naechste[sn]?|kommende[sn]?|dieses|diesem)\s+jahr\b/, () => undefined);
  // 'in der Woche vor Weihnachten': ordinary days, none named (Christmas Eve is after it).
  take(text, /\b(?:in\s+der\s+)?woche\s+vor\s+weihnachten\b/, vague);
  // 'Ende des Monats', 'am Monatsende': some days, none named.
  take(text, /\b(?:(?:am\s+|zum\s+)?(?:monatsende|monatsanfang|monatsmitte)|(?:anfang|mitte|ende)\s+(?:des|dieses|diesen|naechsten|kommenden)\s+monats|end\s+of\s+the\s+month)\b/, vague);
  // 'in der ersten Januarwoche', 'die letzte Woche im Dezember': some days of a month, none named.
  take(text, new RegExp(`\\b(?:in\\s+der\\s+|die\\s+|der\\s+)?(?:erste|zweite|dritte|vierte|letzte)[nmrs]?\\s+(?:(?:${MONTH_NAME_PATTERN})woche|woche\\s+(?:im|in|des)\\s+(?:${MONTH_NAME_PATTERN})s?)\\b`), vague);
  // 'samstags im Dezember': the whole month, which the hours answer with its holidays on that weekday.
  take(text, /\b(?:(anfang|mitte|ende|im|in|nach|vor|ab)\s+)?(januar|jaenner|februar|maerz|april|mai|juni|juli|august|september|oktober|november|dezember)\b(?!\s*\d)/, (match) => {
    if (match[1] === 'im' || match[1] === 'in') state.month = MONTH_NAMES.find(([name]) => name === match[2])![1];
    vague();
  });
  // English ('in January'; not 'may' or 'march', which are words of their own).
  take(text, /\b(?:(?:early|mid|late|in|after|before|from)\s+)?(?:january|february|april|june|july|august|september|october|november|december)\b(?!\s*\d)/, vague);
  // 'Habt ihr irgendwann abends länger offen?', 'Gibt es einen Tag, an dem ihr bis 20 Uhr offen habt?': any day, at the time asked.
  let anyDay = false;
  take(text, /\b(irgendwann|(?:an\s+)?irgendeinem\s+tag|an\s+einem\s+tag|gibt\s+es\s+(?:einen|nen|irgendeinen)\s+tag(?:\s+an\s+dem)?|any\s+day)\b/, () => {
    anyDay = true;
  });
  // 'Habt ihr unter der Woche auch nach 18 Uhr offen?': the working week at the time asked, not today.
  take(text, /\b(unter\s+der\s+woche|werktags|wochentags)\b/, () => {
    anyDay = true;
  });
  // Parts of the day were read above; they are time words, not topics.
  take(text, /\b(morgens|frueh|vormittags?|nachmittags?|abends?|mittags?|mittagszeit|morning|mornings|afternoon|afternoons|evening|evenings|noon|midday|tonight|uhr|uhrzeit)\b/, () => undefined);
  // 'Was jetzt?', 'was nun', 'What now?': what to do, not when.
  take(text, /\b(?:was\s+(?:jetzt|nun)|what\s+now)\b/, () => undefined);
  // 'Kostenvoranschlag 2.400 € und jetzt wollt ihr 3.100 €', 'die Naht ist aufgegangen, und jetzt?':
  // now in a story is no question when the shop is open; beside a word for being open or coming in it is.
  const asksNow = NOW_QUESTION.test(text.value);
  take(text, NOW_WORDS, () => {
    if (asksNow) state.now = true;
  });
  // 'Habt ihr noch offen?' asks about now; 'noch nicht angefangen' does not.
  // Not 'kann ich da noch was machen': 'da' only as 'noch (jemand) da'.
  // 'kann ich noch schnell rein?' too: coming in now. 'Ist das (Sofa) noch da?' asks of a thing, not the shop.
  if (minutes.length === 0 && /\bnoch\b/.test(text.value) && /\b(offen|auf|geoeffnet|open|zu|geschlossen)\b|(?<!\b(?:ist|sind)\s+(?:das|der|die|es|er|sie|den)(?:\s+[a-z]+)?\s+)\bnoch\s+(jemand\s+)?da\b|\bnoch\s+(?:schnell\s+|kurz\s+)?(?:rein|reinkommen|vorbei|vorbeikommen|vorbeischauen)\b/.test(text.value)) state.now = true;

  // 'am Samstag, den 26.12.': the weekday names the date's day, not the next Saturday.
  const weekdayOf = (found: Found) => (today.day + found.value) % 7;
  const dated = days.filter((found) => found.by === 'date');
  const named = days.filter((found) => found.by !== 'weekday' || !dated.some((date) => weekdayOf(date) === weekdayOf(found)));
  const dayList = [...new Set(named.sort((a, b) => a.index - b.index).map((found) => found.value))];
  let minute = minutes.length > 0 ? minutes.sort((a, b) => a.index - b.index)[0]!.value : null;
  // '… bis 17 Uhr, habt ihr samstags auf?': a working day's end says nothing of the weekend.
  if (tellsOwnWorkday && minutes.length === 1 && dayList.length > 0 && dayList.every((day) => (today.day + day) % 7 >= SATURDAY)) minute = null;
  // 'Ich arbeite bis 17 Uhr, wann kann ich am besten vorbeikommen?': the days open after the customer's work, not today alone.
  if (tellsOwnWorkday && minutes.length === 1 && dayList.length === 0 && ASKS_WHICH.test(text.value)) anyDay = true;
  let now = state.now;
  if (state.relative !== null) {
    const at = today.minute + state.relative;
    minute = at % (24 * 60);
    if (dayList.length === 0) dayList.push(Math.floor(at / (24 * 60)));
    now = true;
  }
  const found = dayList.length > 0 || minute !== null || now;
  const tooLate = minute !== null && tooLateOrEarly;
  // Without a time, 'zu spät' may be the topic ('was wenn ich die Rechnung zu spät überweise').
  if (tooLate) text.value = text.value.replace(/\b(?:zu spaet|too late)\b/g, ' ');
  const onFirstDay = named.find((found) => found.value === dayList[0] && found.on)?.on ?? null;
  return { days: dayList, onNamedDay: onFirstDay, minute, now, asks, asksWhen: whichDays || /\b(wann|when|what\s+time|welche\s+uhrzeit|wie\s+lange?|oeffnungszeit\w*|opening\s+hours|laenger)\b/.test(text.value),
    withoutYesOrNo: /\b(termin|anmeldung|voranmeldung)\b/.test(text.value),
    weekly: weeklyNamed && days.length === 1 && weeksAhead === 0 && weekNamed === null,
    month: state.month,
    part: part === 'afternoon' || part === 'evening' ? part : null,
    // 'zu' last ('habt ihr um 12 zu?'), not 'noch zu euch'; not the customer's break ('ich komme in meiner Mittagspause').
    asksClosed: asks === null && (shopDayOff || tooLate || /\b(zu(?!\s+(?!(?:oder|gell|ne|nicht|richtig|stimmts?|right|or)\b)[a-z])|geschlossen|closed|dicht|(?<!\b(?:in der|in meiner|in unserer)\s)(?:pause|mittagspause))\b/.test(text.value)) && !/\b(wann|when|offen|geoeffnet|auf|open)\b/.test(text.value),
    until: until && minute !== null && state.relative === null, anyDay: anyDay && dayList.length === 0, found, vague: state.vague, rest: text.value.replace(/\s+/g, ' ').trim() };
}

/**
 * 'So.' or 'Do.' on its own is a day beside another day ('Sa. und So.') or before what one asks of
 * a day ('So. offen?'); else it is the word ending a sentence ('nur so.'). (With a clock time,
 * 'Do. 14 Uhr', the caller reads it as a day without asking.)
 */
function readsAsDay(match: RegExpExecArray): boolean {
  const before = match.input.slice(0, match.index).trim().split(/\s+/).at(-1) ?? '';
  const after = match.input.slice(match.index + match[0].length).trim().split(/\s+/)[0] ?? '';
  return /^(und|oder|bis|-|–|mo|di|mi|do|fr|sa|so)\.?$/.test(before) || /^(\d|offen|geoeffnet|auf|zu|geschlossen|da|um|ab|bis|von|vormittags?|nachmittags?|morgens|abends|frueh)/.test(after);
}

function dayNumber(word: string): number | null {
  if (word in ABBREVIATED_DAYS) return ABBREVIATED_DAYS[word]!;
  const named = WEEKDAY_NAMES.find(([pattern]) => new RegExp(`^(${pattern})$`).test(word));
  return named ? named[1] : null;
}
