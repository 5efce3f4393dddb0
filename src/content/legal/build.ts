import type { Inline, LegalBlock, LegalLink } from './types';

/** Small builders that keep the legal texts readable as data. */

/** One item of a list or clause list: a plain string or a run of text and links. */
type Item = Inline | readonly Inline[];

const asRun = (item: Item): readonly Inline[] => (typeof item === 'string' || 'href' in item ? [item] : item);

export const p = (...content: Inline[]): LegalBlock => ({ kind: 'paragraph', content });

export const list = (...items: Item[]): LegalBlock => ({ kind: 'list', items: items.map(asRun) });

export const clauses = (...items: Item[]): LegalBlock => ({ kind: 'clauses', items: items.map(asRun) });

export const lines = (...items: Item[]): LegalBlock => ({ kind: 'lines', lines: items.map(asRun) });

export const link = (text: string, href: string): LegalLink => ({ text, href });

/** The plain text of a block, e.g. for tests and search. */
export function blockText(block: LegalBlock): string {
  const run = (inlines: readonly Inline[]) => inlines.map((inline) => (typeof inline === 'string' ? inline : inline.text)).join('');
  switch (block.kind) {
    case 'paragraph':
      return run(block.content);
    case 'list':
    case 'clauses':
      return block.items.map(run).join('\n');
    case 'lines':
      return block.lines.map(run).join('\n');
  }
}

/** The heading of a section as visitors read it, e.g. 'I. Geltungsbereich'. */
export const sectionTitle = (section: { number?: string; heading: string }): string =>
  section.number ? `${section.number} ${section.heading}` : section.heading;
