/**
 * Opening hours as answers to "now", "today", "tomorrow", a weekday, a date, a clock time or a
 * time relative to now (read by timeWords.ts), in Europe/Berlin time: a clear yes or no, the
 * hours of that day, and the next opening; days by appointment say how to get one. On a public
 * holiday, Christmas Eve or New Year's Eve the hours may not hold: those days are named, not guessed.
 */
import { chatFacts, emailLink, type ChatFacts } from './facts.ts';
import { germanList } from './germanText.ts';
import { holidayOn } from './holidays.ts';
import { ASKS_WHICH, berlinMoment, daysIn, readTime, type AskedTime, type BerlinMoment } from './timeWords.ts';

/** Monday first, as Germans count the week. */
const WEEKDAYS = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

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

const dayAfter = (offset: number, today: BerlinMoment) => new Date(Date.UTC(today.year, today.month - 1, today.date + offset));

/** The holiday `offset` days after today in the shop's state, or null. */
function holidayAfter(offset: number, today: BerlinMoment, facts: ChatFacts): string | null {
  const date = dayAfter(offset, today);
  return holidayOn(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), facts.address.region);
}

/** The holidays among days asked (offsets from today), by name: 'Ostermontag'. */
export function holidaysAmong(offsets: readonly number[], now: Date, facts: ChatFacts = chatFacts): string[] {
  const today = berlinMoment(now);
  return offsets.flatMap((offset) => holidayAfter(offset, today, facts) ?? []);
}

/** Days ahead within which a date of the next year needs no year ('2.1.' said on 30 December). */
const PLAIN_DATE_DAYS = 14;

/** '2.1.', or with its year once it is another year's and not just round the corner ('25.3.2027'). */
function dateAfter(offset: number, today: BerlinMoment): string {
  const date = dayAfter(offset, today);
  const year = date.getUTCFullYear() !== today.year && offset > PLAIN_DATE_DAYS ? String(date.getUTCFullYear()) : '';
  return `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${year}`;
}

/** Whether a day is a holiday, asked of it ('ein Feiertag', 'a holiday'). */
const HOLIDAY_ASKED = /\b(?:feiertag|holiday|bank holiday|public holiday)\b/;

function noHoliday(offset: number, today: BerlinMoment, facts: ChatFacts): string {
  return `${offset === 0 ? 'Heute ist' : `Der ${dateAfter(offset, today)} ist`} in ${facts.address.region} kein gesetzlicher Feiertag.`;
}

function holidayNote(facts: ChatFacts): string {
  return `Ob und wann wir dann geöffnet haben, sagen wir Ihnen gern telefonisch unter ${facts.contact.phoneDisplay} oder per E-Mail an ${emailLink(facts)}.`;
}

/** 'heute (Mittwoch)', 'am Samstag'; a day a week or more ahead with its date ('am Samstag, 2.1.'). */
function dayPhrase(offset: number, day: number, today: BerlinMoment, onNamedDay: string | null = null): string {
  if (offset === 0) return `heute (${WEEKDAYS[day]})`;
  if (offset === 1) return `morgen (${WEEKDAYS[day]})`;
  const date = `${WEEKDAYS[day]}${offset >= 7 ? `, ${dateAfter(offset, today)}` : ''}`;
  // 'Sind Sie am Muttertag geöffnet?': the answer says the day as it was asked, with its date.
  return onNamedDay ? `${onNamedDay} (${date})` : `am ${date}`;
}

/**
 * The next moment the shop opens its doors (not counting appointment days), from a minute of the
 * day `fromOffset` days after today: 'heute', 'morgen' or 'am Donnerstag' counted from today.
 */
function nextOpening(fromOffset: number, fromMinute: number, today: BerlinMoment, facts: ChatFacts): string {
  // Christmas Eve or New Year's Eve on a day the shop opens: it may open then, or not; skipped
  // without a word, 'wir öffnen wieder am 2.1.' would say it is closed.
  const eves: string[] = [];
  // Two weeks: over Christmas and New Year the holidays can close more than one.
  for (let step = 0; step < 15; step += 1) {
    const offset = fromOffset + step;
    const day = (today.day + offset) % 7;
    const hours = hoursOn(day, facts);
    const holiday = holidayAfter(offset, today, facts);
    if (hours.kind === 'open' && !(step === 0 && fromMinute >= hours.opens!) && holiday && !isPublicHoliday(holiday)) {
      eves.push(`${holiday} (${WEEKDAYS[day]}, ${dateAfter(offset, today)})`);
    }
    if (hours.kind !== 'open' || (step === 0 && fromMinute >= hours.opens!) || holiday) continue;
    // A day more than a week ahead gets its date: 'am Samstag' alone would be this week's.
    const when = offset === 0 ? 'heute' : offset === 1 ? 'morgen' : `am ${WEEKDAYS[day]}${offset >= 7 ? `, ${dateAfter(offset, today)}` : ''}`;
    const eveNote = eves.length > 0 ? `; ob wir an ${eves.join(' und an ')} geöffnet haben, sagen wir Ihnen gern telefonisch unter ${facts.contact.phoneDisplay}` : '';
    return `${when} um ${clock(hours.opens!)} Uhr${eveNote}`;
  }
  return 'nach Vereinbarung';
}

/** Christmas Eve and New Year's Eve are no public holidays: shops may open, and often do. */
const isPublicHoliday = (name: string) => name !== 'Heiligabend' && name !== 'Silvester';

/**
 * Days by appointment between a closed day and the next opening ('Wir öffnen wieder am Donnerstag'
 * after a Sunday): said, so the reopening does not read as closed until then (' Montag bis Mittwoch
 * sind wir nach Vereinbarung für Sie da.'); '' where there are none.
 */
function appointmentsBefore(offset: number, today: BerlinMoment, facts: ChatFacts): string {
  for (let step = 1; step < 15; step += 1) {
    const day = (today.day + offset + step) % 7;
    const hours = hoursOn(day, facts);
    if (holidayAfter(offset + step, today, facts)) continue;
    if (hours.kind === 'open') return '';
    if (hours.kind === 'appointment') return ` ${appointmentDays(facts)}`;
  }
  return '';
}

/** 'Montag bis Mittwoch sind wir nach Vereinbarung für Sie da.', from the week's hours (the appointment passage's pointer too). */
export function appointmentDays(facts: ChatFacts): string {
  const days = facts.openingHours.filter((entry) => /vereinbarung/i.test(entry.hours)).flatMap((entry) => entry.schemaDays.map((name) => SCHEMA_DAYS.indexOf(name as (typeof SCHEMA_DAYS)[number])));
  const named = days.filter((day) => day >= 0).sort((a, b) => a - b).map((day) => WEEKDAYS[day]!);
  const span = named.length > 2 ? `${named[0]} bis ${named.at(-1)}` : named.join(' und ');
  return `${span} sind wir nach Vereinbarung für Sie da.`;
}

function appointmentNote(facts: ChatFacts): string {
  return `Rufen Sie uns dafür an (${facts.contact.phoneDisplay}) oder schreiben Sie an ${emailLink(facts)}, dann vereinbaren wir einen Termin.`;
}

/** All days in one line: 'Mo – Mi nach Vereinbarung, Do – Fr 09:30 – 18:00 Uhr, …'. */
export function weekHours(facts: ChatFacts = chatFacts): string {
  return facts.openingHours.map((entry) => `${entry.days} ${entry.hours}${entry.opens ? ' Uhr' : ''}`).join(', ');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The answer to an opening-hours question at `now`. */
export function openingAnswer(message: string, now: Date, facts: ChatFacts = chatFacts): string {
  const today = berlinMoment(now);
  return contactOnce(answerFor(readTime(message, today), today, facts), facts);
}

/**
 * Phone number and e-mail address once: where the appointment note gave them, a holiday's note
 * after it says 'sagen wir Ihnen gern telefonisch oder per E-Mail' without them again.
 */
function contactOnce(text: string, facts: ChatFacts): string {
  return [` unter ${facts.contact.phoneDisplay}`, ` an ${emailLink(facts)}`].reduce((answer, mention) => {
    const bare = mention.slice(mention.indexOf(' ', 1) + 1);
    const first = answer.indexOf(bare);
    return first === -1 ? answer : answer.slice(0, first + bare.length) + answer.slice(first + bare.length).replaceAll(mention, '');
  }, text);
}

function answerFor(asked: AskedTime, today: BerlinMoment, facts: ChatFacts): string {
  if (asked.days.length === 0 && asked.minute === null && !asked.now) {
    return `Unsere Öffnungszeiten: ${weekHours(facts)}. ${statusToday(today, facts)}`;
  }
  if (asked.days.length > 1 && asked.minute === null) return severalDays(asked.days, today, facts);
  // 'habt ihr heute bis 18 uhr auf und morgen auch?': the time asked of each day (the first three).
  if (asked.days.length > 1 && !asked.anyDay) {
    // Days by appointment, closed or holidays answer alike at any time ('nach 17 Uhr … am 28., 29. und 30.12.'): together, as without a time
    // (each said on its own repeated the way to book and the reopening).
    const anyOpen = asked.days.some((offset) => !holidayAfter(offset, today, facts) && hoursOn((today.day + offset) % 7, facts).kind === 'open');
    if (!anyOpen) return severalDays(asked.days, today, facts);
    return asked.days.slice(0, 3).map((day) => answerFor({ ...asked, days: [day] }, today, facts)).join(' ');
  }
  if (asked.anyDay && asked.minute !== null) return anyDayAt(asked.minute, asked.until, ASKS_WHICH.test(asked.rest), facts);
  const offset = asked.days[0] ?? 0;
  const day = (today.day + offset) % 7;
  // 'donnerstags' asks about every Thursday: no holiday of the next one, no 'heute', no reopening after it.
  const { weekly } = asked;
  // 'Habt ihr im Dezember samstags offen?': every such day, and which of the month's are holidays.
  if (weekly && asked.month !== null) return `${answerFor({ ...asked, month: null }, today, facts)}${holidaysOfMonth(day, asked.month, today, facts)}`;
  const holiday = weekly ? null : holidayAfter(offset, today, facts);
  // 'Ist Heilige Drei Könige bei euch ein Feiertag?': a day that is none here says so before its hours (with no 'Ja' or 'Nein', which would answer the holiday).
  if (!weekly && !holiday && HOLIDAY_ASKED.test(asked.rest)) return `${noHoliday(offset, today, facts)} ${answerFor({ ...asked, rest: '', withoutYesOrNo: true }, today, facts)}`;
  // A holiday's answer names it ('… ist Pfingstmontag'); another day asked by its name is named in the phrase.
  const phrase = weekly ? `${WEEKDAYS[day]!.toLowerCase()}s` : dayPhrase(offset, day, today, holiday ? null : asked.onNamedDay);
  const hours = hoursOn(day, facts);
  const reopening = () => nextOpening(offset, 24 * 60, today, facts);
  // A holiday on a day the shop is closed anyway ('Tag der Deutschen Einheit' on a Sunday): closed, not 'ask us'.
  if (holiday && hours.kind === 'closed') return `${capitalize(phrase)} ist ${holiday}; da haben wir geschlossen. Wir öffnen wieder ${reopening()}.${appointmentsBefore(offset, today, facts)}`;
  if (holiday) return `${capitalize(phrase)} ist ${holiday}. ${holidayNote(facts)}`;
  // 'Seid ihr heute Abend noch da?' asks about the evening, not about now.
  const now = offset === 0 && asked.now && asked.part === null;
  const minute = asked.minute ?? (now ? today.minute : null);
  const isNow = asked.minute === null && now;
  const at = asked.minute !== null ? ` um ${clock(asked.minute)} Uhr` : '';
  // 'Wann öffnet ihr am Sonntag?' asks when, not whether: no 'Nein' before its answer.
  const answered = (yesOrNo: string, sentence: string) => (asked.withoutYesOrNo || asked.asksWhen ? capitalize(sentence) : `${yesOrNo}, ${sentence}`);
  if (hours.kind === 'closed') {
    return `${answered(asked.asksClosed ? 'Ja' : 'Nein', `${phrase} haben wir geschlossen.`)}${weekly ? '' : ` Wir öffnen wieder ${reopening()}.${appointmentsBefore(offset, today, facts)}`}`;
  }
  if (hours.kind === 'appointment') {
    return `${capitalize(phrase)} sind wir nach Vereinbarung für Sie da. ${appointmentNote(facts)}${weekly ? '' : ` Regulär öffnen wir wieder ${reopening()}.`}`;
  }
  const span = `${clock(hours.opens!)} bis ${clock(hours.closes!)} Uhr`;
  if (minute === null) {
    if (asked.asks === 'opens') return `${capitalize(phrase)} öffnen wir um ${clock(hours.opens!)} Uhr; geöffnet ist von ${span}.`;
    if (asked.asks === 'closes') return `${capitalize(phrase)} schließen wir um ${clock(hours.closes!)} Uhr; geöffnet ist von ${span}.`;
    // 'Samstag nachmittag offen?' with the doors shut at 14:00: not a plain 'Ja'.
    const partStarts = asked.part === 'afternoon' ? 14 * 60 : asked.part === 'evening' ? 18 * 60 : null;
    if (partStarts !== null && hours.closes! <= partStarts) return `${capitalize(phrase)} haben wir nur bis ${clock(hours.closes!)} Uhr geöffnet (${span}).`;
    if (asked.asksWhen) return `${capitalize(phrase)} haben wir von ${span} geöffnet.`;
    return answered(asked.asksClosed ? 'Nein' : 'Ja', `${phrase} haben wir von ${span} geöffnet.`);
  }
  if (asked.until) {
    // Nobody asks whether the shop is open until 8 in the morning: 'bis 8' before opening is the evening.
    const until = minute <= hours.opens! && minute < 12 * 60 ? minute + 12 * 60 : minute;
    if (offset === 0 && !weekly && today.minute >= hours.closes!) return `Nein, heute haben wir schon geschlossen (geöffnet war von ${span}). Wir öffnen wieder ${nextOpening(0, today.minute, today, facts)}.`;
    if (until <= hours.closes!) return `Ja, ${phrase} haben wir von ${span} geöffnet.`;
    return `Nein, ${phrase} schließen wir schon um ${clock(hours.closes!)} Uhr; geöffnet ist von ${span}.`;
  }
  // 'Habt ihr um 12 zu?', 'Macht ihr mittags Pause?': the yes and the no answer what was asked.
  const [open, closed] = asked.asksClosed ? ['Nein', 'Ja'] : ['Ja', 'Nein'];
  if (minute >= hours.opens! && minute < hours.closes!) {
    if (isNow) return answered(open, `wir haben gerade geöffnet: ${phrase} von ${span}.`);
    return answered(open, `${phrase}${at} haben wir geöffnet (${span}).`);
  }
  const next = weekly
    ? ''
    : minute < hours.opens!
      ? ` Wir öffnen ${offset === 0 ? 'heute' : phrase} um ${clock(hours.opens!)} Uhr.`
      : ` Wir öffnen wieder ${nextOpening(offset, minute, today, facts)}.`;
  if (isNow) return `${answered(closed, `gerade haben wir geschlossen; ${phrase} ist von ${span} geöffnet.`)}${next}`;
  return `${answered(closed, `${phrase}${at} haben wir geschlossen; geöffnet ist von ${span}.`)}${next}`;
}

/**
 * The holidays on weekday `day` in `month` (the next such month to come; of this one the days
 * still to come), where the shop would be open or open by appointment: ' Am Samstag, 26.12. ist
 * der zweite Weihnachtstag. Ob und wann …', or nothing.
 */
function holidaysOfMonth(day: number, month: number, today: BerlinMoment, facts: ChatFacts): string {
  if (hoursOn(day, facts).kind === 'closed') return '';
  const year = month >= today.month ? today.year : today.year + 1;
  const dates = Array.from({ length: daysIn(year, month) }, (_, index) => index + 1).filter(
    (date) => (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7 === day && (year > today.year || month > today.month || date >= today.date),
  );
  const holidays = dates.flatMap((date) => {
    const name = holidayOn(year, month, date, facts.address.region);
    return name ? [`am ${WEEKDAYS[day]}, ${date}.${month}. ist ${name}`] : [];
  });
  if (holidays.length === 0) return '';
  return ` ${capitalize(holidays.join(', '))}. ${holidayNote(facts)}`;
}

/** 'Montag, Dienstag und Mittwoch'. */
const dayList = (days: readonly number[]) => germanList(days.map((day) => WEEKDAYS[day]!));

/**
 * 'Ich kann erst nach 18 Uhr, habt ihr irgendwann abends länger offen?': the days open at that
 * time (or until it), else the latest closing (the earliest opening, asked of a time before it:
 * 'schon um 8') and the days by appointment.
 */
function anyDayAt(minute: number, until: boolean, asksWhich: boolean, facts: ChatFacts): string {
  const week = WEEKDAYS.map((_, day) => ({ day, hours: hoursOn(day, facts) }));
  const open = week.filter(({ hours }) => hours.kind === 'open' && (until ? hours.closes! >= minute : hours.opens! <= minute && minute < hours.closes!));
  const at = `${until ? 'bis' : 'um'} ${clock(minute)} Uhr`;
  // 'Ich arbeite bis 17 Uhr, wann kann ich am besten kommen?' asks which days, not whether: no 'Ja' or 'Nein'.
  const answered = (yesOrNo: string, sentence: string) => (asksWhich ? capitalize(sentence) : `${yesOrNo}, ${sentence}`);
  if (open.length > 0) return `${answered('Ja', `${at} haben wir am ${dayList(open.map(({ day }) => day))} geöffnet.`)} Unsere Öffnungszeiten: ${weekHours(facts)}.`;
  const openDays = week.filter(({ hours }) => hours.kind === 'open');
  const earliest = Math.min(...openDays.map(({ hours }) => hours.opens!));
  const latest = Math.max(...openDays.map(({ hours }) => hours.closes!));
  const daysWhen = (time: 'opens' | 'closes', minuteOf: number) => dayList(openDays.filter(({ hours }) => hours[time] === minuteOf).map(({ day }) => day));
  const nearest = !until && minute < earliest ? `am frühesten öffnen wir am ${daysWhen('opens', earliest)}, um ${clock(earliest)} Uhr` : `am längsten am ${daysWhen('closes', latest)}, bis ${clock(latest)} Uhr`;
  const byAppointment = week.filter(({ hours }) => hours.kind === 'appointment').map(({ day }) => day);
  const appointment = byAppointment.length > 0 ? ` ${dayList(byAppointment)} sind wir nach Vereinbarung für Sie da. ${appointmentNote(facts)}` : '';
  return `${answered('Nein', `${at} haben wir an keinem Tag regulär geöffnet; ${nearest}.`)}${appointment}`;
}

/** 'Am Samstag von 10:00 bis 14:00 Uhr, am Sonntag geschlossen.' for the weekend or a list of days. */
function severalDays(offsets: readonly number[], today: BerlinMoment, facts: ChatFacts): string {
  const said = offsets.slice(0, 7).map((offset) => {
    const day = (today.day + offset) % 7;
    const hours = hoursOn(day, facts);
    const phrase = dayPhrase(offset, day, today);
    const dated = `${WEEKDAYS[day]}, ${dateAfter(offset, today)}`;
    const holiday = holidayAfter(offset, today, facts);
    const said = (state: string, isHoliday = false): DaySaid => ({ offset, phrase, dated, state, holiday: isHoliday });
    // A holiday on a day the shop is closed anyway is closed, not a question for the phone (as for one day).
    if (holiday && hours.kind === 'closed') return said(`ist ${holiday}, da haben wir geschlossen`, true);
    if (holiday) return said(`ist ${holiday}`, true);
    if (hours.kind === 'open') return said(`von ${clock(hours.opens!)} bis ${clock(hours.closes!)} Uhr geöffnet`);
    if (hours.kind === 'appointment') return said('nach Vereinbarung');
    return said('geschlossen');
  });
  const lines = runsOf(said).map(sayRun);
  const appointment = offsets.some((offset) => hoursOn((today.day + offset) % 7, facts).kind === 'appointment');
  const holidays = [...new Set(offsets.slice(0, 7).flatMap((offset) => (hoursOn((today.day + offset) % 7, facts).kind === 'closed' ? [] : (holidayAfter(offset, today, facts) ?? []))))];
  const anyHoliday = offsets.slice(0, 7).some((offset) => holidayAfter(offset, today, facts));
  // A holiday beside other days stands apart: 'Heute (Montag) Pfingstmontag und am Sonntag geschlossen'
  // read as closed on both.
  const joined = anyHoliday ? lines.join('; ') : germanList(lines);
  return `${capitalize(joined)}. ${notesFor(appointment, holidays, facts, lines.length > 1)}`.trim();
}

/** A day of a list as said ('am Montag'), with its date ('Montag, 28.12.'), and what it is. */
type DaySaid = { offset: number; phrase: string; dated: string; state: string; holiday: boolean };

/** Days in a row alike ('am Montag nach Vereinbarung; am Dienstag nach Vereinbarung; …') said once, as a span; holidays each on their own. */
function runsOf(days: readonly DaySaid[]): DaySaid[][] {
  const runs: DaySaid[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    const last = run?.at(-1);
    if (run && last && !day.holiday && !last.holiday && day.state === last.state && day.offset === last.offset + 1) run.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** 'am Montag nach Vereinbarung', 'am Donnerstag und Freitag von … geöffnet', 'von Montag, 28.12. bis Mittwoch, 30.12. nach Vereinbarung'. */
function sayRun(run: readonly DaySaid[]): string {
  const first = run[0]!;
  const last = run.at(-1)!;
  if (run.length === 1) return `${first.phrase} ${first.state}`;
  const lastPhrase = last.phrase.replace(/^am /, '');
  // 'von Montag, 28.12. bis Mittwoch, 30.12.': where the span's end needs its date, its start has one too.
  const firstPhrase = first.phrase.startsWith('am ') && lastPhrase.includes(',') ? `am ${first.dated}` : first.phrase;
  if (run.length === 2) return `${firstPhrase} und ${lastPhrase} ${first.state}`;
  return `${firstPhrase.startsWith('am ') ? firstPhrase.replace(/^am /, 'von ') : `von ${firstPhrase}`} bis ${lastPhrase} ${first.state}`;
}

/** 'an Heiligabend', 'am ersten Weihnachtstag', 'am Tag der Deutschen Einheit': on a holiday, from its name (with its article where it has one). */
function onHoliday(name: string): string {
  if (!name.startsWith('der ')) return `an ${name}`;
  return `am ${name.slice(4).replace(/^(erste|zweite)\b/, '$1n')}`;
}

/** How to book a day by appointment and to ask about a holiday: the phone and e-mail said once for both. */
function notesFor(appointment: boolean, holidays: readonly string[], facts: ChatFacts, severalDaysSaid = false): string {
  if (appointment && holidays.length > 0) {
    return `Einen Termin vereinbaren wir gern, und ob und wann wir ${germanList(holidays.map(onHoliday))} geöffnet haben, sagen wir Ihnen auch: telefonisch unter ${facts.contact.phoneDisplay} oder per E-Mail an ${emailLink(facts)}.`;
  }
  if (appointment) return appointmentNote(facts);
  // Beside other days 'dann' would take in the day said last: the holiday is named.
  if (holidays.length > 0 && severalDaysSaid) return `Ob und wann wir ${germanList(holidays.map(onHoliday))} geöffnet haben, sagen wir Ihnen gern telefonisch unter ${facts.contact.phoneDisplay} oder per E-Mail an ${emailLink(facts)}.`;
  return holidays.length > 0 ? holidayNote(facts) : '';
}

function statusToday(now: BerlinMoment, facts: ChatFacts): string {
  const hours = hoursOn(now.day, facts);
  const day = WEEKDAYS[now.day];
  const holiday = holidayAfter(0, now, facts);
  if (holiday) return `Heute (${day}) ist ${holiday}. ${holidayNote(facts)}`;
  if (hours.kind === 'open' && now.minute >= hours.opens! && now.minute < hours.closes!) return `Heute (${day}) haben wir bis ${clock(hours.closes!)} Uhr geöffnet.`;
  if (hours.kind === 'appointment') return `Heute (${day}) nach Vereinbarung: ${appointmentNote(facts)}`;
  return `Gerade haben wir geschlossen; wir öffnen wieder ${nextOpening(0, now.minute, now, facts)}.`;
}
