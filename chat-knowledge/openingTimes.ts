/**
 * Opening hours as answers to "now", "today", "tomorrow", a weekday or a clock time, in
 * Europe/Berlin time: a clear yes or no, the hours of that day, and the next opening.
 */
import { chatFacts, type ChatFacts } from './facts.ts';
import { normalize } from './germanText.ts';

/** Monday first, as Germans count the week. */
const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DAY_WORDS: readonly (readonly [prefix: string, day: number])[] = [
  ['montag', 0],
  ['dienstag', 1],
  ['mittwoch', 2],
  ['donnerstag', 3],
  ['freitag', 4],
  ['samstag', 5],
  ['sonnabend', 5],
  ['sonntag', 6],
];

interface BerlinMoment {
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  /** Minutes since midnight. */
  minute: number;
}

const berlinClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function berlinMoment(now: Date): BerlinMoment {
  const parts = Object.fromEntries(berlinClock.formatToParts(now).map((part) => [part.type, part.value]));
  return { day: SHORT_DAYS.indexOf(parts.weekday ?? 'Mon'), minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

interface DayHours {
  /** Opening and closing minute, or how the day is handled otherwise. */
  kind: 'open' | 'appointment' | 'closed';
  opens?: number;
  closes?: number;
  hours: string;
}

const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function hoursOn(day: number, facts: ChatFacts): DayHours {
  const entry = facts.openingHours.find((hours) => hours.schemaDays.includes(SCHEMA_DAYS[day]!));
  if (entry?.opens && entry.closes) return { kind: 'open', opens: toMinute(entry.opens), closes: toMinute(entry.closes), hours: entry.hours };
  if (entry && /vereinbarung/i.test(entry.hours)) return { kind: 'appointment', hours: entry.hours };
  return { kind: 'closed', hours: entry?.hours ?? 'geschlossen' };
}

/** What the question asks about: a day (relative to today), a clock time, or "right now". */
interface TimeQuestion {
  dayOffset: number | null;
  minute: number | null;
  now: boolean;
}

/** "19 Uhr", "19:30", "18.30 Uhr", "um 9", "gegen 17" → minutes since midnight. */
function clockTime(message: string): number | null {
  const match = /\b(\d{1,2})[:.](\d{2})\b/.exec(message) ?? /\b(\d{1,2})\s*uhr\b/i.exec(message) ?? /\b(?:um|gegen)\s+(\d{1,2})\b/i.exec(message);
  if (!match) return null;
  const hour = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  return hour <= 24 && minutes < 60 ? (hour % 24) * 60 + minutes : null;
}

function readTimeQuestion(message: string, today: number): TimeQuestion {
  const text = normalize(message);
  const words = text.split(' ');
  let dayOffset: number | null = null;
  if (words.includes('uebermorgen')) dayOffset = 2;
  else if (words.includes('morgen') || words.includes('morgn')) dayOffset = 1;
  else if (words.includes('heute') || words.includes('heut')) dayOffset = 0;
  else {
    const named = DAY_WORDS.find(([prefix]) => words.some((word) => word.startsWith(prefix)));
    if (named) dayOffset = (named[1] - today + 7) % 7;
  }
  const minute = clockTime(message);
  const now = ['jetzt', 'gerade', 'grad', 'momentan', 'aktuell', 'noch'].some((word) => words.includes(word));
  return { dayOffset, minute, now };
}

function dayPhrase(offset: number, day: number): string {
  if (offset === 0) return `heute (${WEEKDAYS[day]})`;
  if (offset === 1) return `morgen (${WEEKDAYS[day]})`;
  return `am ${WEEKDAYS[day]}`;
}

/** The next moment the shop opens its doors (not counting appointment days), from a moment on. */
function nextOpening(from: BerlinMoment, facts: ChatFacts): string {
  for (let offset = 0; offset < 8; offset += 1) {
    const day = (from.day + offset) % 7;
    const hours = hoursOn(day, facts);
    if (hours.kind !== 'open' || (offset === 0 && from.minute >= hours.opens!)) continue;
    return `${offset === 0 ? 'heute' : offset === 1 ? 'morgen' : `am ${WEEKDAYS[day]}`} um ${clock(hours.opens!)} Uhr`;
  }
  return 'nach Vereinbarung';
}

function appointmentNote(facts: ChatFacts): string {
  return `Rufen Sie uns dafür an (${facts.contact.phoneDisplay}) oder schreiben Sie an ${facts.contact.email}, dann vereinbaren wir einen Termin.`;
}

/** All days in one line: 'Mo – Mi nach Vereinbarung, Do – Fr 09:30 – 18:00 Uhr, …'. */
function weekHours(facts: ChatFacts = chatFacts): string {
  return facts.openingHours.map((entry) => `${entry.days} ${entry.hours}${entry.opens ? ' Uhr' : ''}`).join(', ');
}

/** The answer to an opening-hours question at `now`. */
export function openingAnswer(message: string, now: Date, facts: ChatFacts = chatFacts): string {
  const today = berlinMoment(now);
  const asked = readTimeQuestion(message, today.day);
  if (asked.dayOffset === null && asked.minute === null && !asked.now) {
    return `Unsere Öffnungszeiten: ${weekHours(facts)}. ${statusToday(today, facts)}`;
  }
  const offset = asked.dayOffset ?? 0;
  const day = (today.day + offset) % 7;
  const phrase = dayPhrase(offset, day);
  const hours = hoursOn(day, facts);
  const minute = asked.minute ?? (offset === 0 && asked.now ? today.minute : null);
  const at = asked.minute !== null ? ` um ${clock(asked.minute)} Uhr` : offset === 0 && asked.now ? ' gerade' : '';
  const after = { day, minute: minute ?? 0 };
  if (hours.kind === 'closed') {
    return `Nein, ${phrase} haben wir geschlossen. Wir öffnen wieder ${nextOpening({ day, minute: 24 * 60 }, facts)}.`;
  }
  if (hours.kind === 'appointment') {
    return `${capitalize(phrase)} sind wir nach Vereinbarung für Sie da. ${appointmentNote(facts)} Regulär geöffnet ist wieder ${nextOpening({ day, minute: 24 * 60 }, facts)}.`;
  }
  const span = `${clock(hours.opens!)} bis ${clock(hours.closes!)} Uhr`;
  if (minute === null) return `Ja, ${phrase} haben wir von ${span} geöffnet.`;
  if (minute >= hours.opens! && minute < hours.closes!) return `Ja, ${phrase}${at} haben wir geöffnet (${span}).`;
  const next = minute < hours.opens! ? `Wir öffnen ${offset === 0 ? 'heute' : phrase} um ${clock(hours.opens!)} Uhr.` : `Wir öffnen wieder ${nextOpening(after, facts)}.`;
  return `Nein, ${phrase}${at} haben wir geschlossen; geöffnet ist von ${span}. ${next}`;
}

function statusToday(now: BerlinMoment, facts: ChatFacts): string {
  const hours = hoursOn(now.day, facts);
  const day = WEEKDAYS[now.day];
  if (hours.kind === 'open' && now.minute >= hours.opens! && now.minute < hours.closes!) return `Heute (${day}) haben wir bis ${clock(hours.closes!)} Uhr geöffnet.`;
  if (hours.kind === 'appointment') return `Heute (${day}) nach Vereinbarung: ${appointmentNote(facts)}`;
  return `Gerade ist geschlossen; wir öffnen wieder ${nextOpening(now, facts)}.`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
