import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { business } from '../../../src/content/business';
import { LandingPage } from '../../../src/features/landing/LandingPage';
import '../../support/dom/jsdom-polyfills';

// What the landing page says and shows, as markup: texts, counts, anchors, declared image sizes.
// The browser (tests/e2e/landing.spec.ts) keeps what only it can see: motion, pointer, sizes on
// screen, keyboard and touch.

describe('the landing page', () => {
  // One render for the file: every test only reads it.
  let container: HTMLElement;
  beforeAll(async () => {
    ({ container } = render(
      <AppProviders>
        <LandingPage />
      </AppProviders>,
    ));
    // The sections are lazy Suspense boundaries: wait for the last one.
    await screen.findByTestId('opening-hours', undefined, { timeout: 10_000 });
  });
  afterAll(cleanup);

  it('has every anchor id the menu links to', () => {
    for (const id of ['home', 'impressionen', 'services', 'brands', 'team', 'kontakt']) {
      expect(container.querySelectorAll(`#${id}`), id).toHaveLength(1);
    }
  });

  it('shows the four intro lines, the caption and all 11 slide alt texts', () => {
    const section = within(container.querySelector('#impressionen') as HTMLElement);
    for (const line of ['Räume prägen uns.', 'Zu Hause, bei der Arbeit, im öffentlichen Raum.', 'Licht, Farben, Objekte.', 'Hier beginnt Inspiration.']) {
      expect(section.getByText(line)).toBeTruthy();
    }
    expect(section.getByText(`${business.showroom}, ${business.address.city}`)).toBeTruthy();
    for (let n = 1; n <= 11; n += 1) expect(section.getAllByAltText(`Slide ${n}`, { exact: true })).toHaveLength(1);
  });

  it('shows nine photos of the boxspring studio', () => {
    expect(screen.getByTestId('boxspring-photos').querySelectorAll('img')).toHaveLength(9);
  });

  it('introduces seven team members and the founder', () => {
    expect(screen.getAllByTestId('team-member')).toHaveLength(7);
    expect(screen.getByRole('heading', { level: 2, name: 'Der Gründer' })).toBeTruthy();
  });

  it('gives opening hours, address and contact exactly as the spec says', () => {
    const hours = (screen.getByTestId('opening-hours').textContent ?? '').replace(/\s+/g, ' ');
    expect(hours).toMatch(/Mo – Mi\s*nach Vereinbarung\s*Do – Fr\s*09:30 – 18:00\s*Sa\s*10:00 – 14:00\s*So\s*geschlossen/);
    const contact = container.querySelector('#kontakt') as HTMLElement;
    expect(contact.textContent).toContain(business.address.street);
    expect(contact.textContent).toContain(`${business.address.postalCode} ${business.address.city}`);
    expect(within(contact).getByRole('link', { name: business.contact.email }).getAttribute('href')).toBe(`mailto:${business.contact.email}`);
  });

  it('declares the size of every image, so nothing shifts while it loads', () => {
    const images = [...container.querySelectorAll('main img')];
    expect(images.length).toBeGreaterThan(40);
    const missing = images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML.slice(0, 120));
    expect(missing).toEqual([]);
  });
});
