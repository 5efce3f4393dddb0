/**
 * Shape of the legal texts (Impressum, Datenschutz, AGB): plain data that one renderer in
 * src/features/legal turns into headings, paragraphs and lists.
 */

/** A link inside a sentence. External links open in a new tab. */
export interface LegalLink {
  text: string;
  href: string;
  external?: boolean;
}

/** A run of text: plain strings and links, rendered in order. */
export type Inline = string | LegalLink;

export type LegalBlock =
  /** A paragraph. */
  | { kind: 'paragraph'; content: readonly Inline[] }
  /** A bulleted list. */
  | { kind: 'list'; items: readonly (readonly Inline[])[] }
  /** Numbered clauses, e.g. the paragraphs (1), (2) of an AGB section. */
  | { kind: 'clauses'; items: readonly (readonly Inline[])[] }
  /** Short lines kept together, e.g. an address. */
  | { kind: 'lines'; lines: readonly (readonly Inline[])[] };

interface LegalSubsection {
  /** Anchor id of the h3, for links from elsewhere. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection {
  /** Anchor id of the h2; the table of contents links to it. */
  id: string;
  /** Shown before the heading, e.g. 'I.' in the AGB. */
  number?: string;
  heading: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocument {
  /** Shown above the table of contents. */
  intro?: readonly LegalBlock[];
  /** Label of the table of contents; omitted for short pages. */
  tableOfContents?: string;
  sections: readonly LegalSection[];
  /** Closing line such as 'Stand: November 2026'. */
  updated?: string;
}
