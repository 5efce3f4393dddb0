/**
 * Days the opening hours may not hold: Germany's nationwide public holidays, those of the shop's
 * state, and Christmas Eve and New Year's Eve. The business has not said how it opens on them, so
 * the chat does not guess.
 */

/** Easter Sunday of a year (the anonymous Gregorian computus), as [month, day]. */
function easter(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const FIXED: Record<string, string> = {
  '1.1': 'Neujahr',
  '1.5': 'der Tag der Arbeit',
  '3.10': 'der Tag der Deutschen Einheit',
  '24.12': 'Heiligabend',
  '25.12': 'der erste Weihnachtstag',
  '26.12': 'der zweite Weihnachtstag',
  '31.12': 'Silvester',
};

/** Days after Easter Sunday. */
const AFTER_EASTER: Record<number, string> = {
  [-2]: 'Karfreitag',
  1: 'Ostermontag',
  39: 'Christi Himmelfahrt',
  50: 'Pfingstmontag',
};

/** A state's own public holidays (only the shop's state is needed; another state adds its line). */
const BY_STATE: Record<string, { fixed: Record<string, string>; afterEaster: Record<number, string> }> = {
  'Rheinland-Pfalz': { fixed: { '1.11': 'Allerheiligen' }, afterEaster: { 60: 'Fronleichnam' } },
};

/** The holiday (with its article where German uses one) on a date in `state`, or null. */
export function holidayOn(year: number, month: number, day: number, state = ''): string | null {
  const regional = BY_STATE[state];
  const fixed = FIXED[`${day}.${month}`] ?? regional?.fixed[`${day}.${month}`];
  if (fixed) return fixed;
  const [easterMonth, easterDay] = easter(year);
  const days = Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, easterMonth - 1, easterDay)) / 86_400_000);
  return AFTER_EASTER[days] ?? regional?.afterEaster[days] ?? null;
}

/**
 * Days customers name instead of a date ('an Heilige Drei Könige', 'Gründonnerstag',
 * 'Rosenmontag'), holidays or not: folded as the question is (ä → ae), with their date as
 * [month, day] or their distance from Easter Sunday, and how an answer says 'on that day' ('am Muttertag',
 * 'an Weiberfastnacht'). 'Weihnachten' names three days and is not here.
 */
const NAMED_DAYS: readonly [pattern: string, when: [number, number] | number | ((year: number) => [number, number]), on: string][] = [
  ['neujahr(?:stag)?', [1, 1], 'an Neujahr'],
  ['(?:heilige(?:n)?\\s+drei\\s+koenige|dreikoenig(?:e|stag)?|epiphanias|epiphany)', [1, 6], 'an Heilige Drei Könige'],
  // Its other names ('Weiberdonnerstag', 'Altweiber', 'der schmutzige Donnerstag').
  ['weiberfastnacht|weiberdonnerstag|altweiber(?:fastnacht)?|schmutzige[nr]?\\s+donnerstag|schmotzige[nr]?\\s+donnerstag', -52, 'an Weiberfastnacht'],
  ['rosenmontag', -48, 'am Rosenmontag'],
  ['(?:fastnachts|faschings)dienstag', -47, 'am Fastnachtsdienstag'],
  ['aschermittwoch', -46, 'am Aschermittwoch'],
  ['gruendonnerstag', -3, 'am Gründonnerstag'],
  ['karfreitag', -2, 'am Karfreitag'],
  ['(?:kar|oster)samstag', -1, 'am Karsamstag'],
  ['oster(?:sonntag|n)', 0, 'am Ostersonntag'],
  ['ostermontag', 1, 'am Ostermontag'],
  // Father's Day is the name many use for it.
  // Before Christ's: 'Mariä Himmelfahrt' is 15 August (no public holiday here).
  ['mariae?\\s+himmelfahrt', [8, 15], 'an Mariä Himmelfahrt'],
  ['(?:christi\\s+)?himmelfahrt|vatertag|maennertag|herrentag', 39, 'an Christi Himmelfahrt'],
  ['pfingstsamstag', 48, 'am Pfingstsamstag'],
  ['pfingst(?:sonntag|en)', 49, 'am Pfingstsonntag'],
  ['pfingstmontag', 50, 'am Pfingstmontag'],
  ['fronleichnam', 60, 'an Fronleichnam'],
  ['valentinstag', [2, 14], 'am Valentinstag'],
  ['tag\\s+der\\s+arbeit', [5, 1], 'am Tag der Arbeit'],
  ['muttertag', (year) => [5, nthSunday(year, 5, 2)], 'am Muttertag'],
  ['tag\\s+der\\s+deutschen\\s+einheit', [10, 3], 'am Tag der Deutschen Einheit'],
  ['reformationstag', [10, 31], 'am Reformationstag'],
  ['allerheiligen', [11, 1], 'an Allerheiligen'],
  ['(?:sankt\\s+|st\\.?\\s+)?martin(?:s)?tag', [11, 11], 'am Martinstag'],
  // The Wednesday before 23 November; its 'und' is kept whole where messages are cut (questions.ts).
  ['buss?\\W*und\\W*bettag', (year) => [11, 22 - ((new Date(Date.UTC(year, 10, 22)).getUTCDay() + 4) % 7)], 'am Buß- und Bettag'],
  ['nikolaus(?:tag)?', [12, 6], 'am Nikolaustag'],
  ['mariae?\\s+empfaengnis', [12, 8], 'an Mariä Empfängnis'],
  ['heilig(?:abend|en\\s+abend)', [12, 24], 'an Heiligabend'],
  ['(?:erste[nmrs]?|1\\.)\\s+weihnachts(?:feier)?tag', [12, 25], 'am 1. Weihnachtsfeiertag'],
  ['(?:zweite[nmrs]?|2\\.)\\s+weihnachts(?:feier)?tag', [12, 26], 'am 2. Weihnachtsfeiertag'],
  ['silvester', [12, 31], 'an Silvester'],
  // In English ('are you open on new year's day?'; the apostrophe is folded to a space).
  ['new\\s+year\\s*s?\\s+day', [1, 1], 'an Neujahr'],
  ['new\\s+year\\s*s?\\s+eve', [12, 31], 'an Silvester'],
  ['christmas\\s+eve', [12, 24], 'an Heiligabend'],
  ['christmas\\s+day', [12, 25], 'am 1. Weihnachtsfeiertag'],
  ['boxing\\s+day', [12, 26], 'am 2. Weihnachtsfeiertag'],
  ['good\\s+friday', -2, 'am Karfreitag'],
  ['easter\\s+monday', 1, 'am Ostermontag'],
];

/** The day of the month of the `nth` Sunday of `month` (1-based) in `year`. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/** The named days as one alternation, a group each (in NAMED_DAYS' order, which `namedDay` reads). */
export const NAMED_DAY_GROUPS = `(?:${NAMED_DAYS.map(([pattern]) => `(${pattern})`).join('|')})`;
/** A named day in a folded question ('gruendonnerstag'); its date is `namedDay`'s. */
export const NAMED_DAY = new RegExp(`\\b${NAMED_DAY_GROUPS}\\b`);
/** 'nach Neujahr', 'am Brückentag nach Himmelfahrt': the first day after it that is no holiday (the groups as NAMED_DAY's). */
export const AFTER_NAMED_DAY = new RegExp(`\\b(?:brueckentag\\s+)?nach\\s+${NAMED_DAY_GROUPS}\\b`);

/** 'On the day' NAMED_DAY's `groups` (a match's, from its first) name, as an answer says it ('am Muttertag'). */
export function onNamedDay(groups: readonly (string | undefined)[]): string {
  return NAMED_DAYS[groups.findIndex((group) => group !== undefined)]![2];
}

/** The [month, day] in `year` of the day NAMED_DAY's `groups` (a match's, from its first) name. */
export function namedDay(groups: readonly (string | undefined)[], year: number): [number, number] {
  const when = NAMED_DAYS[groups.findIndex((group) => group !== undefined)]![1];
  if (Array.isArray(when)) return when;
  if (typeof when === 'function') return when(year);
  const [month, day] = easter(year);
  const date = new Date(Date.UTC(year, month - 1, day + when));
  return [date.getUTCMonth() + 1, date.getUTCDate()];
}
