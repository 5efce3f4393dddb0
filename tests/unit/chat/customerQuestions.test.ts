import { describe, expect, it } from 'vitest';
import { answerFromKnowledge, MAX_ANSWER_LENGTH, passagesForPrompt, unknownQuestionReply } from '../../../chat-knowledge/answer';
import { business } from '../../../src/content/business';
import { agbFigures } from '../../../src/content/legal/agb';
import { berlin, CANNOT_SAY, CUSTOMER_QUESTIONS, SAT, THURSDAY_MORNING, type CustomerQuestion } from './customerQuestions';
import { QUESTIONS, UNKNOWN } from './questions';

/**
 * The questions as customers type them (issue 30), kind by kind: each answer contains what
 * decides the question and none of the neighbouring clauses' figures or unrelated passages.
 */
// Each question is answered once for the file: the checks of every answer below read the same ones
// (answering the 1,100 questions four times over was most of the unit phase's longest file).
const answers = new Map<string, string>();
function answerTo(question: string, now: Date): string {
  const key = `${now.getTime()} ${question}`;
  const known = answers.get(key);
  if (known !== undefined) return known;
  const answer = answerFromKnowledge(question, now);
  answers.set(key, answer);
  return answer;
}

const rows = (entries: readonly CustomerQuestion[]) => entries.map((entry) => [entry.question, entry] as const);

/** Whether `answer` says `text`; a figure counts only as a whole ('5 %' is not inside '25 %'). */
const says = (answer: string, text: string) => new RegExp(`${/^\d/.test(text) ? '(?<![\\d.,])' : ''}${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(answer);

describe.each(Object.entries(CUSTOMER_QUESTIONS))('%s', (_kind, entries) => {
  it.each(rows(entries))('%s', (_question, { question, must, mustNot = [], now = THURSDAY_MORNING }) => {
    const answer = answerTo(question, now);
    for (const text of must) expect(says(answer, text), `must contain ${JSON.stringify(text)}: ${answer}`).toBe(true);
    for (const text of mustNot) expect(says(answer, text), `must not contain ${JSON.stringify(text)}: ${answer}`).toBe(false);
  });
});

describe('length', () => {
  const everyQuestion = [
    ...QUESTIONS.map(({ question }) => [question, THURSDAY_MORNING] as const),
    ...UNKNOWN.map((question) => [question, THURSDAY_MORNING] as const),
    ...Object.values(CUSTOMER_QUESTIONS).flatMap((entries) => entries.map(({ question, now = THURSDAY_MORNING }) => [question, now] as const)),
  ];

  it('every answer that names the e-mail address names it as a link (a tap opens the mail app)', () => {
    const { email } = business.contact;
    const linked = `[${email}](mailto:${email})`;
    const answers = everyQuestion.map(([question, now]) => answerTo(question, now)).filter((answer) => answer.includes(email));
    // The opening hours' notes (appointment days, holidays) among them.
    expect(answers.some((answer) => answer.includes('Termin'))).toBe(true);
    for (const answer of answers) expect(answer.split(linked).join(''), answer).not.toContain(email);
  });

  it('no answer says a sentence twice (a service and its word on prices were once both given the price)', () => {
    for (const [question, now] of everyQuestion) {
      const sentences = answerTo(question, now).split(/(?<=[.!?])\s+/);
      expect(sentences.length - new Set(sentences).size, `${question}: ${sentences.join(' ')}`).toBe(0);
    }
  });

  it('no answer gives the phone number or the e-mail address twice (an appointment day and its holiday note, a gap and a question the facts do not answer once did)', () => {
    const { phoneDisplay, email } = business.contact;
    const times = (answer: string, text: string) => answer.split(text).length - 1;
    for (const [question, now] of everyQuestion) {
      const answer = answerTo(question, now);
      expect(times(answer, phoneDisplay), `${question}: ${answer}`).toBeLessThanOrEqual(1);
      // The address as a link carries it twice: '[info@…](mailto:info@…)'.
      expect(times(answer, `[${email}]`), `${question}: ${answer}`).toBeLessThanOrEqual(1);
    }
  });

  it('a complaint’s apology comes first, before what else the message asks (‘Ich bin enttäuscht, bekomme ich einen Nachlass?’)', () => {
    const apology = 'Das tut uns leid. Bitte schildern';
    const apologies = everyQuestion.map(([question, now]) => [question, answerTo(question, now)] as const).filter(([, answer]) => answer.includes(apology));
    // Among them answers that say more than the apology (a clause, what is not known here).
    const apologyAlone = apologies.find(([question]) => question.startsWith('Der Parkettleger war total unfreundlich'))![1];
    expect(apologies.filter(([, answer]) => answer.length > apologyAlone.length).length).toBeGreaterThan(10);
    for (const [question, answer] of apologies) expect(answer.startsWith(apology), `${question}: ${answer}`).toBe(true);
  });

  it('the limit is today’s: 500 characters, links included', () => {
    expect(MAX_ANSWER_LENGTH).toBe(500);
  });

  it(`no answer to either question set exceeds it (${everyQuestion.length} questions)`, () => {
    for (const [question, now] of everyQuestion) {
      const answer = answerTo(question, now);
      expect(answer.length, `${question}: ${answer}`).toBeLessThanOrEqual(MAX_ANSWER_LENGTH);
    }
  });

  it('stays within it however many questions one message asks', () => {
    const many =
      'Wo seid ihr, wann habt ihr offen, wie ist die Telefonnummer, was kostet ein Storno, wie hoch ist die Mahngebühr, ' +
      'wie lange ist die Gewährleistung, liefert ihr nach Österreich und kann ich in Raten zahlen?';
    const answer = answerFromKnowledge(many, THURSDAY_MORNING);
    expect(answer.length).toBeLessThanOrEqual(MAX_ANSWER_LENGTH);
    expect(answer).toContain(business.address.street);
    expect(answer).toContain(CANNOT_SAY);
  });
});

describe('several questions for a language model', () => {
  it('gives the fact of each question', () => {
    const facts = passagesForPrompt('Wie hoch sind Mahngebühr und Verzugszinsen?', THURSDAY_MORNING);
    expect(facts.some((fact) => fact.includes(agbFigures.reminderFee))).toBe(true);
    expect(facts.some((fact) => fact.includes(agbFigures.defaultInterest))).toBe(true);
  });

  it('gives no fact for what the facts do not say', () => {
    expect(passagesForPrompt('Kann ich in Raten zahlen?', THURSDAY_MORNING)).toEqual([]);
  });

  it('answers an opening-hours question as of now', () => {
    expect(passagesForPrompt('Habt ihr jetzt offen?', berlin(SAT, '15:00'))[0]).toMatch(/^Nein/);
  });
});

describe('the honest answer', () => {
  it('says plainly that it cannot say this reliably, with phone and e-mail', () => {
    expect(unknownQuestionReply()).toBe(
      `${CANNOT_SAY}. Fragen Sie uns gern direkt: telefonisch unter ${business.contact.phoneDisplay} oder per E-Mail an [${business.contact.email}](mailto:${business.contact.email}).`,
    );
  });
});
