import { describe, expect, it } from 'vitest';
import { chatFacts } from '../../../chat-knowledge/facts';
import { buildPassages } from '../../../chat-knowledge/passages';
import { agb } from '../../../src/content/legal/agb';

/**
 * The chat's knowledge of the terms is the AGB page's text: every numbered clause has a passage
 * of its own that says what it decides, and every figure or statute a passage names is in the
 * clause it restates.
 */
const passages = buildPassages();
const clauseText = (section: string, number: number) => chatFacts.agb.sections.find((entry) => entry.id === section)?.clauses[number - 1];

describe('the terms, clause by clause', () => {
  const clauses = agb.sections.flatMap((section) => chatFacts.agb.sections.find((entry) => entry.id === section.id)!.clauses.map((_, index) => [section.id, index + 1] as const));

  it('reads every clause of the AGB page (sections I to XIII and XVII)', () => {
    expect(clauses.length).toBeGreaterThanOrEqual(40);
  });

  it.each(clauses)('%s (%i) has a passage of its own', (section, number) => {
    const own = passages.filter((passage) => passage.clauses?.[0]?.section === section && passage.clauses[0].number === number);
    expect(own.length).toBeGreaterThan(0);
    for (const passage of own) expect(passage.decides.length).toBeGreaterThan(10);
  });

  it.each(passages.filter((passage) => passage.clauses).map((passage) => [passage.id, passage] as const))('%s: its figures are the clause’s own', (_id, passage) => {
    const texts = [...passage.clauses!, ...(passage.aside?.clauses ?? [])].map(({ section, number }) => clauseText(section, number));
    for (const text of texts) expect(text, 'clause exists').toBeDefined();
    const clause = texts.join(' ').replace(/\u00A0/g, ' ');
    const figures = [...`${passage.fact} ${passage.brief ?? ''}`.matchAll(/\d[\d.]*\s(?:%|EUR|Euro|Wochen?|Tagen|Monaten|Jahren)|§\s\d+\w*/g)].map((match) => match[0]);
    for (const figure of figures) expect(clause, `${figure} in ${passage.id}`).toContain(figure.replace(/\u00A0/g, ' '));
  });

  it('every passage says what it decides', () => {
    for (const passage of passages) expect(passage.decides, passage.id).not.toBe('');
  });
});
