import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { business } from '../../src/content/business';
import { agb, agbFigures } from '../../src/content/legal/agb';
import { blockText, sectionTitle } from '../../src/content/legal/build';
import { datenschutz } from '../../src/content/legal/datenschutz';
import { impressum } from '../../src/content/legal/impressum';
import { navSections } from '../../src/content/navigation';
import { CHAT_RETENTION_DAYS } from '../../src/content/legal/retention';
import type { Inline, LegalBlock, LegalDocument } from '../../src/content/legal/types';

/** Every text of a document as written, no-break spaces included. */
function writtenText(document: LegalDocument): string {
  const blocks = [
    ...(document.intro ?? []),
    ...document.sections.flatMap((section) => [...section.blocks, ...(section.subsections ?? []).flatMap((sub) => sub.blocks)]),
  ];
  const headings = document.sections.flatMap((section) => [sectionTitle(section), ...(section.subsections ?? []).map((sub) => sub.heading)]);
  return [...headings, ...blocks.map(blockText)].join('\n');
}

/** Every text of a document with plain spaces, as a visitor reads it. */
function documentText(document: LegalDocument): string {
  return writtenText(document).replace(/\u00A0/g, ' ');
}

function anchorIds(document: LegalDocument): string[] {
  return document.sections.flatMap((section) => [section.id, ...(section.subsections ?? []).map((sub) => sub.id)]);
}

function links(document: LegalDocument) {
  const inlinesOf = (block: LegalBlock): readonly Inline[] =>
    block.kind === 'paragraph' ? block.content : block.kind === 'lines' ? block.lines.flat() : block.items.flat();
  const blocks = document.sections.flatMap((section) => [...section.blocks, ...(section.subsections ?? []).flatMap((sub) => sub.blocks)]);
  return blocks.flatMap(inlinesOf).filter((inline) => typeof inline !== 'string');
}

const documents = { impressum, datenschutz, agb };

describe.each(Object.entries(documents))('%s', (_name, document) => {
  it('gives every heading a unique, URL-friendly anchor id', () => {
    const ids = anchorIds(document);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    // Ids the shell and the table of contents already use.
    expect(ids).not.toContain('main');
    expect(ids).not.toContain('inhalt');
  });

  it('shares no anchor id with the landing page, so a jump to a landing section never lands here', () => {
    const landingIds = [...navSections.map((section) => section.id), 'brands'];
    for (const id of anchorIds(document)) expect(landingIds).not.toContain(id);
  });

  it('opens external links in a new tab and keeps them on https', () => {
    for (const link of links(document)) {
      if (link.external) expect(link.href).toMatch(/^https:\/\//);
      else expect(link.href).toMatch(/^(mailto:|tel:|#)/);
    }
  });
});

describe('Impressum', () => {
  const text = documentText(impressum);

  it('names every company fact of business.ts', () => {
    const { address, contact, register } = business;
    for (const fact of [
      business.legalName,
      address.street,
      `${address.postalCode} ${address.city}`,
      register.court,
      register.number,
      business.managingDirector,
      contact.phoneDisplay,
      contact.faxDisplay,
      contact.email,
      business.vatId,
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('links the e-mail address, and not the EU dispute platform closed in July 2025', () => {
    const all = links(impressum);
    expect(all).toContainEqual({ text: business.contact.email, href: `mailto:${business.contact.email}` });
    expect(all.filter((link) => link.href.includes('ec.europa.eu'))).toEqual([]);
  });

  it('says the company does not take part in consumer arbitration', () => {
    expect(text).toContain('nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen');
  });
});

describe('Datenschutzerklärung', () => {
  const text = documentText(datenschutz);

  it('states the chat retention from CHAT_RETENTION_DAYS, in the chat section and under storage duration', () => {
    expect(CHAT_RETENTION_DAYS).toBe(30);
    expect(text).toContain(`Nach ${CHAT_RETENTION_DAYS} Tagen werden die Nachrichten automatisch gelöscht`);
    expect(text).toContain(`Chatnachrichten auf dem Server: ${CHAT_RETENTION_DAYS} Tage`);
  });

  const migrations = path.resolve('supabase/migrations');
  const retentionMigration = existsSync(migrations) ? readdirSync(migrations).find((file) => file.endsWith('chat_retention.sql')) : undefined;
  it.skipIf(!retentionMigration)('states the retention the database really applies', () => {
    const sql = readFileSync(path.join(migrations, retentionMigration!), 'utf8');
    expect(sql).toMatch(new RegExp(`retention_days integer default ${CHAT_RETENTION_DAYS}\\b`));
  });

  it('names the controller from business.ts', () => {
    for (const fact of [business.legalName, business.address.street, `${business.address.postalCode} ${business.address.city}`, business.contact.email]) {
      expect(text).toContain(fact);
    }
  });

  it('covers every data subject right', () => {
    for (const article of ['Art. 15', 'Art. 16', 'Art. 17', 'Art. 18', 'Art. 20', 'Art. 21', 'Art. 7 Abs. 3', 'Art. 77']) {
      expect(text).toContain(article);
    }
  });

  it('names every kind of browser storage the site uses, and no cookies', () => {
    for (const storage of ['localStorage', 'IndexedDB', 'Cache Storage']) expect(text).toContain(storage);
    expect(text).toContain('Diese Website setzt keine Cookies.');
  });
});

describe('AGB', () => {
  const text = documentText(agb);

  it('numbers its sections I to XIII, then XVII', () => {
    expect(agb.sections.map((section) => section.number)).toEqual([
      'I.', 'II.', 'III.', 'IV.', 'V.', 'VI.', 'VII.', 'VIII.', 'IX.', 'X.', 'XI.', 'XII.', 'XIII.', 'XVII.',
    ]);
  });

  it.each(Object.entries(agbFigures))('contains the figure %s (%s)', (_key, figure) => {
    expect(text.includes(figure.replace(/\u00A0/g, ' '))).toBe(true);
  });

  it('keeps each figure and its unit together on one line', () => {
    for (const figure of Object.values(agbFigures)) expect(figure).toMatch(/^\S+\u00A0\S+$/);
  });

  it('keeps a section sign with its number on one line, in every legal text', () => {
    for (const document of Object.values(documents)) expect(writtenText(document).match(/§+[ \t\n]+\d/g) ?? []).toEqual([]);
  });
});
