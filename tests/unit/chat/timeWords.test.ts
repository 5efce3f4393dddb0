import { describe, expect, it } from 'vitest';
import { berlinMoment, readTime } from '../../../chat-knowledge/timeWords';
import { berlin, FRI, SAT, THU } from './customerQuestions';

/**
 * Times as customers write them, read into Berlin time: the day (as days from today) and the
 * minute of the day. "Now" is injected: Thursday 26 November 2026, 10:00, unless said otherwise.
 */
const at = (hour: number, minute = 0) => hour * 60 + minute;
const read = (text: string, now = berlin(THU, '10:00')) => readTime(text, berlinMoment(now));

describe('clock times in words and digits', () => {
  it.each([
    ['um halb vier', at(15, 30)],
    ['halb 4', at(15, 30)],
    ['halb zwölf', at(11, 30)],
    ['halb zehn', at(9, 30)],
    ['viertel nach eins', at(13, 15)],
    ['viertel vor zwei', at(13, 45)],
    ['dreiviertel zwei', at(13, 45)],
    ['drei viertel zwei', at(13, 45)],
    ['viertel elf', at(10, 15)],
    ['zehn nach drei', at(15, 10)],
    ['fünf vor sechs', at(17, 55)],
    ['gegen 11', at(11, 0)],
    ['so gegen fünf', at(17, 0)],
    ['um acht', at(8, 0)],
    ['heute Abend um acht', at(20, 0)],
    ['morgens um acht', at(8, 0)],
    ['nachmittags um drei', at(15, 0)],
    ['abends um 7', at(19, 0)],
    ['mittags', at(12, 0)],
    ['15:30', at(15, 30)],
    ['18.30 Uhr', at(18, 30)],
    ['15 Uhr 30', at(15, 30)],
    ['at 11', at(11, 0)],
    ['3 pm', at(15, 0)],
    ['half past three', at(15, 30)],
    ['quarter to six', at(17, 45)],
  ])('%s', (text, minute) => {
    expect(read(`Kann ich ${text} kommen?`).minute).toBe(minute);
  });

  it('does not read amounts as times', () => {
    expect(read('Darf es um 20 % teurer werden?').minute).toBeNull();
    expect(read('Haftung bis 10.000 EUR?').minute).toBeNull();
    expect(read('innerhalb von 3 Tagen melden').found).toBe(false);
  });
});

describe('days', () => {
  it.each([
    ['heute', [0]],
    ['heute Abend', [0]],
    ['heute morgen', [0]],
    ['morgen', [1]],
    ['morgen früh', [1]],
    ['übermorgen', [2]],
    ['tomorrow', [1]],
    ['am Samstag', [2]],
    ['Sa.', [2]],
    ['samstags', [2]],
    ['am Donnerstag', [0]],
    ['nächsten Donnerstag', [7]],
    ['kommenden Mittwoch', [6]],
    ['nächste Woche Dienstag', [5]],
    // The week named places the day, wherever it stands: this week's Saturday is 2 days ahead.
    ['Samstag nächste Woche', [9]],
    ['nächste Woche am Samstag', [9]],
    ['kommende Woche Samstag', [9]],
    ['in der nächsten Woche am Samstag', [9]],
    ['übernächsten Samstag', [9]],
    ['übernächste Woche Montag', [11]],
    ['Saturday next week', [9]],
    ['next week on Saturday', [9]],
    ['Sa. nächste Woche', [9]],
    ['in einer Woche am Sa.', [9]],
    ['am Wochenende', [2, 3]],
    ['nächste Woche am Wochenende', [9, 10]],
    ['in zwei Wochen am Wochenende', [16, 17]],
    ['Donnerstag bis Samstag', [0, 1, 2]],
    ['am 28.11.', [2]],
    ['am 3.12.', [7]],
  ])('%s', (text, days) => {
    expect(read(`Habt ihr ${text} offen?`).days).toEqual(days);
  });

  it("'nächstes Wochenende' said on a Saturday is the one a week on; on a Thursday the coming one", () => {
    expect(read('Habt ihr nächstes Wochenende offen?', berlin(SAT, '10:00')).days).toEqual([7, 8]);
    expect(read('Habt ihr nächstes Wochenende offen?').days).toEqual([2, 3]);
  });

  it("a week without a day stays vague, even beside a word that looks like one ('so.')", () => {
    expect(read('Habt ihr nächste Woche offen? Ich frage nur so.')).toMatchObject({ days: [], vague: true });
    expect(read('Seid ihr in zwei Wochen da? Nur so.')).toMatchObject({ days: [], vague: true });
  });

  it("'So.' ending a sentence is no Sunday; beside a day or before what is asked of it, it is", () => {
    expect(read('Wann habt ihr offen? Nur so.').days).toEqual([]);
    expect(read('Habt ihr Sa. und So. offen?').days).toEqual([2, 3]);
    expect(read('Habt ihr So. offen?').days).toEqual([3]);
    expect(read('Do. 14 Uhr, geht das?').days).toEqual([0]);
  });

  it('a greeting is no day', () => {
    expect(read('Guten Morgen, wo seid ihr?').found).toBe(false);
  });
});

describe('now, and from now', () => {
  it('reads "jetzt", "gerade" and "right now" as now', () => {
    for (const text of ['Habt ihr jetzt offen?', 'seid ihr grad da', 'are you open right now?']) expect(read(text).now).toBe(true);
  });

  it('reads "in einer halben Stunde" and "in 45 min" from now, across midnight too', () => {
    expect(read('Bin in einer halben Stunde da', berlin(THU, '17:45'))).toMatchObject({ days: [0], minute: at(18, 15) });
    expect(read('bin in 45 min bei euch', berlin(FRI, '13:30'))).toMatchObject({ days: [0], minute: at(14, 15) });
    expect(read('in einer Stunde', berlin(FRI, '23:30'))).toMatchObject({ days: [1], minute: at(0, 30) });
  });

  it('tells whether the opening or the closing time is asked', () => {
    expect(read('Ab wie viel Uhr habt ihr morgen auf?').asks).toBe('opens');
    expect(read('Bis wann habt ihr heute offen?').asks).toBe('closes');
    expect(read('Wann macht ihr am Samstag zu?').asks).toBe('closes');
    expect(read('What time do you close on Friday?').asks).toBe('closes');
  });

  it('uses Berlin time in summer too', () => {
    // 07:45 UTC on Thursday 2 July 2026 is 09:45 in Berlin (CEST).
    expect(berlinMoment(new Date('2026-07-02T07:45:00Z'))).toMatchObject({ day: 3, minute: at(9, 45), month: 7, date: 2 });
  });
});

describe('days named by their name', () => {
  // From Thursday 26 November 2026: Easter Sunday 2027 is 28 March.
  it.each([
    ['an Heilige Drei Könige', [41]],
    ['am Dreikönigstag', [41]],
    ['an Gründonnerstag', [119]],
    ['am Karfreitag', [120]],
    ['Ostersamstag', [121]],
    ['an Rosenmontag', [74]],
    ['an Pfingsten', [171]],
    ['an Fronleichnam', [182]],
    ['am zweiten Weihnachtstag', [30]],
    ['an Silvester', [35]],
    ['an Allerheiligen', [340]],
    // The Sundays of Advent 2026: 29 November, 6, 13 and 20 December; a weekday before or after one.
    ['am 2. Advent', [10]],
    ['am Samstag vor dem 4. Advent', [23]],
    ['am Freitag nach dem 1. Advent', [8]],
    ['Samstag vor dem dritten Advent', [16]],
  ])('%s', (text, days) => {
    expect(read(`Habt ihr ${text} offen?`).days).toEqual(days);
  });

  it("this year's once it is to come, else next year's: on 2 April 2026, Good Friday is the next day and Christmas Eve this year's", () => {
    const secondOfApril = new Date('2026-04-02T10:00:00+02:00');
    expect(read('Habt ihr Karfreitag offen?', secondOfApril).days).toEqual([1]);
    expect(read('Habt ihr Heiligabend offen?', secondOfApril).days).toEqual([266]);
  });
});
