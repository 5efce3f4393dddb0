import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, matchPassages, passagesForPrompt, unknownQuestionReply } from '../../../chat-knowledge/answer';
import { business } from '../../../src/content/business';
import { agbFigures } from '../../../src/content/legal/agb';
import { buildPassages } from '../../../chat-knowledge/passages';
import { QUESTIONS, UNKNOWN } from './questions';

/**
 * The built-in assistant answers like the shop's best salesperson. Every customer
 * question of the set gets its fact in a short reply; questions outside the facts get the
 * contact reply; opening-hours questions are answered for the moment asked, in Berlin time.
 */

// A Thursday morning in Berlin; answers to questions without a day or time do not depend on it.
const THURSDAY_MORNING = new Date('2026-11-26T09:00:00Z');

const sentences = (text: string) => text.replace(/\[[^\]]*\]\([^)]*\)/g, 'Link').split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ])/).filter(Boolean);

describe('several questions in one message', () => {
  it('say what two answers share once: the address beside the parking answer', () => {
    const answer = answerFromKnowledge('wo seid ihr genau und gibts parkplätze', THURSDAY_MORNING);
    expect(answer.split(business.address.street)).toHaveLength(2);
    expect(answer).toContain('parken');
  });
});

describe('a long message', () => {
  it('is read up to its 40th question and all it tells: a question after 40 others is not answered, one after a story of 45 sentences is', () => {
    const where = 'Wo finde ich Sie?';
    expect(answerFromKnowledge(`${'Hm? '.repeat(39)}${where}`, THURSDAY_MORNING)).toContain(business.address.street);
    expect(answerFromKnowledge(`${'Hm? '.repeat(40)}${where}`, THURSDAY_MORNING)).not.toContain(business.address.street);
    expect(answerFromKnowledge(`${'Ich habe eine Frage. '.repeat(45)}${where}`, THURSDAY_MORNING)).toContain(business.address.street);
  });
});

describe('customer questions', () => {
  it.each(QUESTIONS.map((entry) => [entry.question, entry] as const))('%s', (_question, { question, facts, maxLength = 500 }) => {
    const answer = answerFromKnowledge(question, THURSDAY_MORNING);
    for (const fact of facts) expect(answer).toContain(fact);
    expect(answer.length).toBeLessThanOrEqual(maxLength);
    expect(answer).not.toBe(unknownQuestionReply());
  });

  it('answers in one to three sentences with at most one link, no pasted sections or bullet lists', () => {
    for (const { question, maxLength } of QUESTIONS) {
      if (maxLength) continue; // lists (brands, team) are the exception allowed
      const answer = answerFromKnowledge(question, THURSDAY_MORNING);
      expect(sentences(answer).length, `${question}: ${answer}`).toBeLessThanOrEqual(4);
      expect(answer, question).not.toMatch(/^\s*[-*] /m);
      expect((answer.match(/\]\(/g) ?? []).length, question).toBeLessThanOrEqual(2);
    }
  });

  it('says the same thing whatever the spelling: umlauts, ß, case, punctuation, typos', () => {
    const base = answerFromKnowledge('Wie lange habe ich Zeit, einen Transportschaden zu melden?', THURSDAY_MORNING);
    for (const variant of ['wie lange hab ich zeit einen transportschaden zu melden', 'WIE LANGE HABE ICH ZEIT EINEN TRANSPORTSCHADEN ZU MELDEN???', 'transportschadn melden wie lange']) {
      expect(answerFromKnowledge(variant, THURSDAY_MORNING)).toBe(base);
    }
    expect(answerFromKnowledge('Öffnungszeiten', THURSDAY_MORNING)).toBe(answerFromKnowledge('oeffnungszeiten', THURSDAY_MORNING));
  });
});

describe('questions outside the facts', () => {
  it.each(UNKNOWN)('%s gets the contact reply, not a guess', (question) => {
    expect(answerFromKnowledge(question, THURSDAY_MORNING)).toBe(unknownQuestionReply());
  });

  it('the contact reply names phone and e-mail', () => {
    expect(unknownQuestionReply()).toContain(business.contact.phoneDisplay);
    expect(unknownQuestionReply()).toContain(business.contact.email);
  });

  it('empty or filler-only input gets no invented topic', () => {
    expect(matchPassages('')).toEqual([]);
    expect(matchPassages('und oder aber')).toEqual([]);
  });
});

/** A Berlin wall-clock moment in the week of Monday 23 November 2026 (CET, UTC+1). */
const berlin = (day: number, time: string) => new Date(`2026-11-${String(23 + day).padStart(2, '0')}T${time}:00+01:00`);
const [MON, TUE, WED, THU, FRI, SAT, SUN] = [0, 1, 2, 3, 4, 5, 6];
const phone = business.contact.phoneDisplay;

describe('aware of today (Europe/Berlin)', () => {
  it.each([
    ['Mo 10:00', berlin(MON, '10:00'), 'Habt ihr jetzt offen?', ['nach Vereinbarung', phone, 'Donnerstag um 09:30 Uhr']],
    ['Di 16:00', berlin(TUE, '16:00'), 'Kann ich heute vorbeikommen?', ['nach Vereinbarung', phone]],
    ['Mi 12:00', berlin(WED, '12:00'), 'Habt ihr morgen geöffnet?', ['Ja, morgen (Donnerstag)', '09:30 bis 18:00 Uhr']],
    ['Do 10:00', berlin(THU, '10:00'), 'Haben Sie jetzt geöffnet?', ['Ja', '09:30 bis 18:00 Uhr']],
    ['Do 19:00', berlin(THU, '19:00'), 'Kann ich heute um 19 Uhr vorbeikommen?', ['Nein', '19:00 Uhr', 'morgen um 09:30 Uhr']],
    ['Do 08:00', berlin(THU, '08:00'), 'Habt ihr grad offen', ['Nein', 'heute um 09:30 Uhr']],
    ['Fr 17:59', berlin(FRI, '17:59'), 'Haben Sie noch geöffnet?', ['Ja', '18:00']],
    ['Fr 18:00', berlin(FRI, '18:00'), 'Haben Sie noch geöffnet?', ['Nein', 'morgen um 10:00 Uhr']],
    ['Fr 20:00', berlin(FRI, '20:00'), 'Habt ihr morgen auf?', ['Ja, morgen (Samstag)', '10:00 bis 14:00 Uhr']],
    ['Sa 11:00', berlin(SAT, '11:00'), 'Kann ich um 13 Uhr kommen?', ['Ja', '13:00 Uhr']],
    ['Sa 15:00', berlin(SAT, '15:00'), 'Seid ihr jetzt noch da, offen?', ['Nein', 'am Donnerstag um 09:30 Uhr']],
    ['So 12:00', berlin(SUN, '12:00'), 'Haben Sie heute geöffnet?', ['Nein', 'heute (Sonntag)', 'am Donnerstag um 09:30 Uhr']],
    ['So 12:00', berlin(SUN, '12:00'), 'Und montags?', ['Montag', 'nach Vereinbarung', phone]],
    ['Mo 10:00', berlin(MON, '10:00'), 'Kann ich am Freitag um 18:30 vorbeikommen?', ['Nein', 'am Freitag um 18:30 Uhr', '09:30 bis 18:00 Uhr']],
  ] as const)('%s: %s', (_label, now, question, facts) => {
    const answer = answerFromKnowledge(question, now);
    for (const fact of facts) expect(answer).toContain(fact);
    expect(answer.length).toBeLessThanOrEqual(400);
  });

  it('reads a question asked again on another day for that day (the matcher keeps its last matches)', () => {
    const december = new Date('2026-12-19T16:45:00+01:00');
    expect(answerFromKnowledge('seid ihr am 3.advent da?', THURSDAY_MORNING)).toContain('am Sonntag, 13.12. haben wir geschlossen');
    expect(answerFromKnowledge('seid ihr am 3.advent da?', december)).toBe(unknownQuestionReply());
    expect(answerFromKnowledge('Wann habt ihr nach den Feiertagen wieder regulär auf?', THURSDAY_MORNING)).toBe(unknownQuestionReply());
    expect(answerFromKnowledge('Wann habt ihr nach den Feiertagen wieder regulär auf?', december)).toBe('Am Samstag, 2.1. haben wir von 10:00 bis 14:00 Uhr geöffnet.');
  });

  it('uses Berlin time in summer too (CEST): 07:45 UTC on a Thursday is 09:45 in Berlin, open', () => {
    expect(answerFromKnowledge('Haben Sie jetzt geöffnet?', new Date('2026-07-02T07:45:00Z'))).toMatch(/^Ja/);
    expect(answerFromKnowledge('Haben Sie jetzt geöffnet?', new Date('2026-07-02T07:15:00Z'))).toMatch(/^Nein/);
  });

  it('without a day or time, gives the week and how today stands', () => {
    const answer = answerFromKnowledge('Wann habt ihr offen?', berlin(SAT, '12:00'));
    expect(answer).toContain('Do – Fr 09:30 – 18:00 Uhr');
    expect(answer).toContain('Heute (Samstag) haben wir bis 14:00 Uhr geöffnet.');
  });
});

describe('for a language model', () => {
  it('the matched passages are the facts of the question, at most two', () => {
    const facts = passagesForPrompt('Bis wann muss ich einen Transportschaden melden?');
    expect(facts.length).toBeGreaterThan(0);
    expect(facts.length).toBeLessThanOrEqual(2);
    expect(facts[0]).toContain(agbFigures.transportDamage);
    expect(passagesForPrompt('Wie wird das Wetter?')).toEqual([]);
  });
});

describe('asides', () => {
  it("an aside is its fact's last sentence, so an answer can leave it out", () => {
    const withAside = buildPassages().filter((passage) => passage.aside);
    expect(withAside.length).toBeGreaterThan(0);
    for (const passage of withAside) expect(passage.fact.endsWith(` ${passage.aside!.sentence}`), passage.id).toBe(true);
  });
});
