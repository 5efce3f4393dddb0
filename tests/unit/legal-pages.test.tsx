import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../src/app/AppProviders';
import { Component as AgbPage } from '../../src/features/legal/AgbPage';
import { Component as DatenschutzPage } from '../../src/features/legal/DatenschutzPage';
import { Component as ImpressumPage } from '../../src/features/legal/ImpressumPage';
import './support/jsdom-polyfills';

afterEach(cleanup);

const renderPage = (Page: () => React.JSX.Element) =>
  render(
    <AppProviders>
      <Page />
    </AppProviders>,
  );

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
    const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id !== 'inhalt');
    expect(entries.map((link) => link.getAttribute('href'))).toEqual(sectionHeadings.map((heading) => `#${heading.id}`));
    expect(entries.map((link) => link.textContent)).toEqual(sectionHeadings.map((heading) => heading.textContent));
  });

  it('the Impressum has no table of contents, and no dead link to the closed EU dispute platform', () => {
    renderPage(ImpressumPage);
    expect(screen.queryByRole('navigation', { name: 'Inhalt' })).toBeNull();
    expect(screen.queryByRole('link', { name: /consumers\/odr/ })).toBeNull();
    expect(screen.getByText(/am 20\. Juli 2025 eingestellt/)).toBeTruthy();
  });

  it('the AGB render no section XIV, XV or XVI', () => {
    renderPage(AgbPage);
    const numerals = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.split(' ')[0]);
    for (const missing of ['XIV.', 'XV.', 'XVI.']) expect(numerals).not.toContain(missing);
    expect(numerals.at(-1)).toBe('XVII.');
  });
});
