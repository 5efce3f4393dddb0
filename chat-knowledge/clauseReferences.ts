/**
 * A clause of the terms named by its number ('Was steht in Punkt VI eurer AGB?', 'Abschnitt 9
 * Absatz 2', 'IX (2)'): the customer has the text in front of them, so the answer is that clause
 * in the plain words of its passage, or what the section is called and how many clauses it has.
 */
import { chatFacts, type AgbSectionFacts, type ChatFacts } from './facts.ts';
import { fold, germanList } from './germanText.ts';
import type { Passage } from './passages.ts';

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };

/** 'xvii' → 17; null for what is no roman numeral. */
function fromRoman(text: string): number | null {
  if (!/^[ivxl]+$/.test(text)) return null;
  let total = 0;
  for (let index = 0; index < text.length; index += 1) {
    const value = ROMAN[text[index]!]!;
    const next = ROMAN[text[index + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

const sectionNumber = (section: AgbSectionFacts) => fromRoman(fold(section.title.split('.')[0]!)) ?? 0;
const sectionNumbers = (facts: ChatFacts = chatFacts) => facts.agb.sections.map(sectionNumber);

const numberOf = (text: string) => (/^\d+$/.test(text) ? Number(text) : fromRoman(text));

/** 'Abschnitt 9 Absatz 2', 'Punkt VI', '§ 5', 'Ziffer 9.2': a word for a part of a text, then its number, then perhaps the paragraph's. */
const NAMED = /(?:^|[^a-z])(abschnitt|punkt|ziffer|paragraph|paragraf|para|teil|section|§)\s*([ivxl]+|\d{1,2})\b(?:(?:\s*[.,]?\s*(?:absatz|abs\.?|satz|nr\.?|nummer|ziffer)\s*|\s*\.|\s*)\(?(\d{1,2})\)?)?/;
/** 'IX (2)', 'VI(3)': a roman numeral with its paragraph in brackets, as the AGB write them. */
const BRACKETED = /(?:^|[^a-z])([ivxl]+)\s*\((\d{1,2})\)/;
/** The message says it means the terms ('eurer AGB', 'in den Geschäftsbedingungen'). */
const NAMES_TERMS = /\b(agb|geschaeftsbedingungen|bedingungen|vertragsbedingungen|terms)\b/;

export interface ClauseReference {
  section: number;
  paragraph: number | null;
}

/** The clause a message names by number, if it does (a '§' or an arabic number only beside 'AGB': '§ 13 BGB' is the law's). */
export function clauseReferenceOf(message: string): ClauseReference | null {
  const text = fold(message);
  const termsNamed = NAMES_TERMS.test(text);
  // Bare, only a numeral that is a section's ('XL (2)' is a size).
  const bracketed = BRACKETED.exec(text);
  const bracketedSection = bracketed ? fromRoman(bracketed[1]!) : null;
  if (bracketed && bracketedSection && (termsNamed || sectionNumbers().includes(bracketedSection))) return { section: bracketedSection, paragraph: Number(bracketed[2]) };
  const named = NAMED.exec(text);
  if (!named) return null;
  const [, word, number, paragraph] = named;
  const roman = fromRoman(number!) !== null;
  if (!termsNamed && (word === '§' || !roman)) return null;
  const section = numberOf(number!);
  return section ? { section, paragraph: paragraph ? Number(paragraph) : null } : null;
}



/** 'VI' for 6. */
function toRoman(value: number): string {
  const steps: [number, string][] = [[50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I']];
  let rest = value;
  let roman = '';
  for (const [step, letters] of steps) {
    while (rest >= step) {
      roman += letters;
      rest -= step;
    }
  }
  return roman;
}

const paragraphs = (count: number) => (count === 1 ? 'einen Absatz' : `${count} Absätze`);

const link = (facts: ChatFacts, label: string, anchor?: string) => `[${label}](${facts.pages.agb}${anchor ? `#${anchor}` : ''})`;

/** The reply to a message naming a clause by number, or null where it names none. */
export function clauseReply(message: string, passages: readonly Passage[], facts: ChatFacts = chatFacts): string | null {
  const reference = clauseReferenceOf(message);
  if (!reference) return null;
  const section = facts.agb.sections.find((candidate) => sectionNumber(candidate) === reference.section);
  const roman = toRoman(reference.section);
  if (!section) {
    const numbers = facts.agb.sections.map((candidate) => toRoman(sectionNumber(candidate)));
    return `Einen Abschnitt ${roman} haben unsere AGB nicht; ihre Abschnitte sind ${germanList(numbers)}. Nachzulesen in unseren ${link(facts, 'AGB')}.`;
  }
  const heading = section.title.replace(/^[IVXL]+\.\s*/, '');
  if (reference.paragraph === null) {
    return `Abschnitt ${roman} unserer AGB, „${heading}“, hat ${paragraphs(section.clauses.length)}. Fragen Sie mich gern nach einem davon, etwa: „Was steht in ${roman} (1)?“ Nachzulesen in unseren ${link(facts, `AGB, Abschnitt ${roman}`, section.id)}.`;
  }
  if (reference.paragraph > section.clauses.length) {
    return `Abschnitt ${roman} unserer AGB, „${heading}“, hat ${paragraphs(section.clauses.length)}; einen Absatz ${reference.paragraph} gibt es dort nicht. Nachzulesen in unseren ${link(facts, `AGB, Abschnitt ${roman}`, section.id)}.`;
  }
  // The passage written for this clause says it in plain words (terms.test.ts: every clause has one).
  const passage = passages.find((candidate) => candidate.clauses?.[0]?.section === section.id && candidate.clauses[0].number === reference.paragraph);
  return passage ? `${passage.fact} Nachzulesen in unseren ${link(facts, `AGB, Abschnitt ${roman} (${reference.paragraph})`, section.id)}.` : null;
}
