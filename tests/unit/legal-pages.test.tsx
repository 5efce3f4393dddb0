import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { business } from '../../src/content/business';
import { Component as AgbPage } from '../../src/features/legal/AgbPage';
import { Component as DatenschutzPage } from '../../src/features/legal/DatenschutzPage';
import { Component as ImpressumPage } from '../../src/features/legal/ImpressumPage';
import '../support/dom/jsdom-polyfills';

// The legal pages as a reader sees them: headings by role and level, the text, lists and links.
// The browser (tests/e2e/legal.spec.ts) keeps what only it can see: cookies, scrolling, routing.

afterEach(cleanup);

const renderPage = (Page: () => React.JSX.Element) =>
  render(
    <AppProviders>
      <Page />
    </AppProviders>,
  );

/**
 * The text of an element as a reader reads it: a line break or the end of a paragraph, list item
 * or heading separates words, and every kind of white space (the no-break space too) is one space.
 */
function readerText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const br of copy.querySelectorAll('br')) br.replaceWith(' ');
  for (const block of copy.querySelectorAll('h1, h2, h3, p, li, ul, ol, section, nav, div')) block.append(' ');
  return (copy.textContent ?? '').replace(/\s+/g, ' ');
}

const mainText = () => readerText(screen.getByRole('main'));
const headingTexts = (level: number) => within(screen.getByRole('main')).getAllByRole('heading', { level }).map((heading) => heading.textContent);

describe('legal pages', () => {
  it.each([
    ['Impressum', ImpressumPage],
    ['Datenschutzerklärung', DatenschutzPage],
    ['Allgemeine Geschäftsbedingungen', AgbPage],
  ] as const)('%s renders one main landmark with its h1, and h2 sections below it', (title, Page) => {
    renderPage(Page);
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);
    expect(within(main).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(8);
  });

  it.each([
    ['Datenschutzerklärung', DatenschutzPage],
    ['AGB', AgbPage],
  ] as const)('the table of contents of the %s links to the id of each section heading', (_name, Page) => {
    renderPage(Page);
    const toc = screen.getByRole('navigation', { name: 'Inhalt' });
    const entries = within(toc).getAllByRole('link');
    expect(entries.length).toBeGreaterThan(8);
    const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id !== 'inhalt');
    expect(entries.map((link) => link.getAttribute('href'))).toEqual(sectionHeadings.map((heading) => `#${heading.id}`));
    expect(entries.map((link) => link.textContent)).toEqual(sectionHeadings.map((heading) => heading.textContent));
  });
});

describe('Impressum', () => {
  it('has every required section, and no table of contents', () => {
    renderPage(ImpressumPage);
    const main = screen.getByRole('main');
    for (const heading of [
      'Angaben gemäß §\u00A05 DDG',
      'Vertreten durch',
      'Kontakt',
      'Registereintrag',
      'Umsatzsteuer-ID',
      'EU-Streitschlichtung',
      'Verbraucherstreitbeilegung / Universalschlichtungsstelle',
      'Haftung für Inhalte',
      'Haftung für Links',
      'Urheberrecht',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(screen.queryByRole('navigation', { name: 'Inhalt' })).toBeNull();
  });

  it('shows every company fact of business.ts, with its label', () => {
    renderPage(ImpressumPage);
    const text = mainText();
    const { address, contact, register } = business;
    for (const fact of [
      business.legalName,
      address.street,
      `${address.postalCode} ${address.city}`,
      `Registergericht: ${register.court}`,
      `Registernummer: ${register.number}`,
      `Geschäftsführer: ${business.managingDirector}`,
      `Telefon: ${contact.phoneDisplay}`,
      `Telefax: ${contact.faxDisplay}`,
      `E-Mail: ${contact.email}`,
      business.vatId,
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.');
  });

  it('links the e-mail address and the phone number; says the EU dispute platform closed, without a dead link', () => {
    renderPage(ImpressumPage);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: business.contact.email }).getAttribute('href')).toBe(`mailto:${business.contact.email}`);
    expect(within(main).getByRole('link', { name: business.contact.phoneDisplay }).getAttribute('href')).toBe('tel:+496543210987');
    const hrefs = within(main).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href?.includes('ec.europa.eu'))).toEqual([]);
    expect(within(main).getByText(/OS-Plattform\) wurde am 20\. Juli 2025 eingestellt/)).toBeTruthy();
  });
});

describe('Datenschutzerklärung', () => {
  it('has every required section', () => {
    renderPage(DatenschutzPage);
    const main = screen.getByRole('main');
    for (const heading of [
      'Verantwortlicher',
      'Hosting und Server-Logfiles',
      'Webanalyse mit IP-Anonymisierung',
      'KI-Chat-Assistent „Künstlerische Intelligenz“',
      'Consent-Management-Dienst',
      'Cookies und Speicher im Browser',
      'Schriftarten',
      'Speicherdauer',
      'Ihre Rechte',
    ]) {
      expect(within(main).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    for (const heading of [
      'Lokaler Speicher (localStorage)',
      'Datenbank im Browser (IndexedDB)',
      'Cache-Speicher des Service Workers (Cache Storage)',
      'So löschen Sie diese Daten',
    ]) {
      expect(within(main).getByRole('heading', { level: 3, name: heading })).toBeTruthy();
    }
  });

  it('states truthfully what the site does and stores', () => {
    renderPage(DatenschutzPage);
    const text = mainText();
    for (const statement of [
      // Controller, from business.ts.
      business.legalName,
      `${business.address.postalCode} ${business.address.city}`,
      business.contact.email,
      // Hosting: static files, Supabase in the EU.
      'statischen Dateien',
      'Supabase',
      'Region EU',
      // No analytics today; any future one only with consent and a shortened IP address.
      'Derzeit setzen wir keine Webanalyse ein',
      'nur mit Ihrer vorherigen Einwilligung',
      'anonymisierter, also gekürzter IP-Adresse',
      // The chat: US provider over an OpenAI-compatible API where configured, a knowledge base otherwise.
      'OpenAI-kompatible Schnittstelle',
      'in den USA',
      'eingebauten Wissensbasis',
      'zufällig erzeugten Sitzungskennung',
      'Nach 30 Tagen werden die Nachrichten automatisch gelöscht',
      'Chatnachrichten auf dem Server: 30 Tage',
      // No consent service, because nothing needs consent.
      'Wir verwenden keinen Consent-Management-Dienst',
      // Storage.
      'Diese Website setzt keine Cookies.',
      'Sitzungskennung Ihres Chats',
      'die Anmeldesitzung, bis zur Abmeldung',
      'Offline-Kopie der Angebote, Alben und Galerie-Bilder sowie Ihres eigenen Chatverlaufs',
      'in den Einstellungen Ihres Browsers löschen',
      // Fonts.
      'keine Verbindung zu Google Fonts',
    ]) {
      expect(text).toContain(statement);
    }
  });

  it('names what every part of the app that writes to the browser\'s storage keeps there', () => {
    // Each module that reads or writes localStorage or sessionStorage, and the words the notice says it with.
    const described: Record<string, string> = {
      'src/features/pwa/InstallHint.tsx': 'Hinweis zum Installieren der Website als App',
      'src/data/auth/sessionStorage.ts': 'Vermerk über die Anmeldung',
      'src/data/auth/hasStoredSession.ts': 'Vermerk über die Anmeldung',
      'src/data/chat/chatSession.ts': 'Sitzungskennung Ihres Chats',
      'src/lib/router/scrollPositions.ts': 'Sitzungsspeicher (sessionStorage)',
    };
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const at = path.join(dir, entry.name);
        return entry.isDirectory() ? sources(at) : /\.tsx?$/.test(entry.name) ? [at] : [];
      });
    // Code, not comments or import paths.
    const usesStorage = (file: string) => /\b(localStorage|sessionStorage)\b/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$|^import .*$/gm, ''));
    const using = sources('src').filter((file) => !file.startsWith(path.join('src', 'content')) && usesStorage(file));
    expect(using.sort()).toEqual(Object.keys(described).sort());
    renderPage(DatenschutzPage);
    const text = mainText();
    for (const words of Object.values(described)) expect(text).toContain(words);
  });

  it('lists every data subject right', () => {
    renderPage(DatenschutzPage);
    const section = screen.getByRole('heading', { level: 2, name: 'Ihre Rechte' }).closest('section')!;
    const rights = within(section).getAllByRole('listitem').map((item) => item.textContent);
    expect(rights).toHaveLength(8);
    const items = rights.join('\n');
    for (const right of ['Auskunft', 'Berichtigung', 'Löschung', 'Einschränkung', 'Datenübertragbarkeit', 'Widerspruch', 'Widerruf einer Einwilligung', 'Beschwerde bei einer Datenschutz-Aufsichtsbehörde']) {
      expect(items).toContain(right);
    }
  });
});

describe('AGB', () => {
  it('has sections I to XIII and XVII, in order, and none of XIV to XVI', () => {
    renderPage(AgbPage);
    expect(headingTexts(2).filter((heading) => /^[IVXL]+\. /.test(heading ?? ''))).toEqual([
      'I. Geltungsbereich',
      'II. Angebot und Vertragsschluss',
      'III. Preise',
      'IV. Kostenvoranschlag',
      'V. Zahlung und Zahlungsverzug',
      'VI. Widerrufsrecht und Rücktritt des Kunden',
      'VII. Lieferung, Montage und Transportschäden',
      'VIII. Eigentumsvorbehalt',
      'IX. Gewährleistung und Mängelrügen',
      'X. Haftung',
      'XI. Schadensersatz bei Nichtabnahme',
      'XII. Rechnungsprüfung',
      'XIII. Aufrechnung und Zurückbehaltung',
      'XVII. Schlussbestimmungen',
    ]);
    const text = mainText();
    for (const missing of ['XIV', 'XV', 'XVI']) expect(text).not.toMatch(new RegExp(`(^|\\s)${missing}\\.\\s`));
  });

  it('contains every figure of SPEC.md section 9, in its sentence', () => {
    renderPage(AgbPage);
    const text = mainText();
    for (const figure of [
      'pauschal 5 % des Netto-Auftragswerts',
      'um mehr als 2 Wochen überschritten',
      'ab der zweiten Mahnung eine Mahngebühr von 10 EUR',
      'Verzugszinsen in Höhe von 2 % über dem Diskontsatz',
      'um bis zu 20 % der Bruttosumme überschreiten',
      'pauschal in Höhe von 25 % des Netto-Vertragswerts',
      'auf 10.000 EUR je Schadensfall begrenzt',
      'Soweit unsere Betriebshaftpflichtversicherung nicht eintritt',
      'Offensichtliche Mängel sind innerhalb von 1 Woche',
      'Transportschäden muss der Kunde uns innerhalb von 3 Tagen',
      'bei beweglichen Sachen nach 3 Monaten und bei Bauleistungen nach 2 Jahren',
      'Einwendungen gegen eine Rechnung sind innerhalb von 2 Wochen',
      'mindestens 1 Woche vor Fälligkeit',
    ]) {
      expect(text).toContain(figure);
    }
  });
});
