import { describe, expect, it } from 'vitest';
import { answerFromKnowledge } from '../../../chat-knowledge/answer';
import { clauseReferenceOf } from '../../../chat-knowledge/clauseReferences';
import { chatFacts } from '../../../chat-knowledge/facts';
import { buildPassages } from '../../../chat-knowledge/passages';

/** A clause of the terms asked for by its number, as customers write it. */
const passages = buildPassages();
const romanOf = (title: string) => title.split('.')[0]!;

describe('a clause named by its number', () => {
  it.each([
    ['Was steht in Punkt VI eurer AGB?', { section: 6, paragraph: null }],
    ['Abschnitt 9 Absatz 2 eurer AGB, was bedeutet das auf deutsch?', { section: 9, paragraph: 2 }],
    ['Was regelt IX (3)?', { section: 9, paragraph: 3 }],
    ['Was steht in § 5 der AGB?', { section: 5, paragraph: null }],
    ['Ziffer 7.4 der Geschäftsbedingungen', { section: 7, paragraph: 4 }],
    ['abschnitt xvii abs. 1', { section: 17, paragraph: 1 }],
  ])('%s', (message, reference) => {
    expect(clauseReferenceOf(message)).toEqual(reference);
  });

  it.each([
    // The law's paragraphs, a size, a part of something else: no clause of the terms.
    'Was sagt § 13 BGB?',
    'Habt ihr das Sofa in Größe XL (2)?',
    'Was steht in Teil 2?',
    'Punkt 12 Uhr komme ich vorbei',
    'habt ihr samstag offen punkt und kann ich kommen',
  ])('%s names none', (message) => {
    expect(clauseReferenceOf(message)).toBeNull();
  });

  const clauses = chatFacts.agb.sections.flatMap((section) => section.clauses.map((_, index) => [romanOf(section.title), index + 1, section.id] as const));
  it.each(clauses)('%s (%i): its passage, with the way to the clause', (roman, number, id) => {
    const own = passages.find((passage) => passage.clauses?.[0]?.section === id && passage.clauses[0].number === number)!;
    const answer = answerFromKnowledge(`Was steht in ${roman} (${number}) eurer AGB?`);
    expect(answer).toContain(own.fact);
    expect(answer).toContain(`[AGB, Abschnitt ${roman} (${number})](/agb#${id})`);
    expect(answer.length).toBeLessThanOrEqual(500);
  });

  it('a section names its title and how many clauses it has; one that does not exist is said not to', () => {
    expect(answerFromKnowledge('Was steht in Punkt VI eurer AGB?')).toContain('Abschnitt VI unserer AGB, „Widerrufsrecht und Rücktritt des Kunden“, hat 4 Absätze.');
    expect(answerFromKnowledge('Was steht in Abschnitt XV der AGB?')).toContain('Einen Abschnitt XV haben unsere AGB nicht');
    expect(answerFromKnowledge('Abschnitt VI Absatz 9 der AGB')).toContain('einen Absatz 9 gibt es dort nicht');
  });
});
