import { expect, test, type Locator, type Page } from '@playwright/test';
import { business } from '../../src/content/business';

/** The visible text of the page content, with every kind of white space as one plain space. */
async function mainText(page: Page): Promise<string> {
  const text = await page.getByRole('main').innerText();
  return text.replace(/\s+/g, ' ');
}

const h2 = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
const h3 = (page: Page, name: string | RegExp) => page.getByRole('main').getByRole('heading', { level: 3, name, exact: true });

/** Resolves once the page has stopped scrolling (a smooth scroll has come to rest). */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const check = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 10) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Asserts a heading reached by an in-page jump comes to rest just below the fixed bar: not hidden
 * under it, and not somewhere further down.
 */
async function expectClearOfTopBar(page: Page, heading: Locator) {
  const barBottom = await page.getByTestId('nav-bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  const top = () => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  // Wait until the jump has arrived, then until the smooth scroll has stopped.
  await expect.poll(top, { timeout: 5_000 }).toBeLessThan(barBottom + 80);
  await scrollSettled(page);
  const rest = await top();
  expect(rest).toBeGreaterThanOrEqual(Math.ceil(barBottom));
  expect(rest).toBeLessThan(barBottom + 80);
  await expect(heading).toBeInViewport();
}

test.describe('Impressum', () => {
  test('shows every company fact of business.ts and the required sections', async ({ page }) => {
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
    for (const heading of [
      'Angaben gemäß § 5 DDG',
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
      await expect(h2(page, heading)).toBeVisible();
    }

    const text = await mainText(page);
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
      expect(text, fact).toContain(fact);
    }
    expect(text).toContain('Wir sind nicht bereit oder verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.');
  });

  test('links the e-mail address and the phone number; says the EU dispute platform closed, without a dead link', async ({ page }) => {
    await page.goto('/impressum');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: business.contact.email })).toHaveAttribute('href', `mailto:${business.contact.email}`);
    await expect(main.getByRole('link', { name: business.contact.phoneDisplay })).toHaveAttribute('href', 'tel:+496543210987');

    await expect(main.locator('a[href*="ec.europa.eu"]')).toHaveCount(0);
    await expect(main.getByText(/OS-Plattform\) wurde am 20\. Juli 2025 eingestellt/)).toBeVisible();
  });
});

test.describe('Datenschutzerklärung', () => {
  test('has every required section', async ({ page }) => {
    await page.goto('/datenschutz');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
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
      await expect(h2(page, heading)).toBeVisible();
    }
    for (const heading of [
      'Lokaler Speicher (localStorage)',
      'Datenbank im Browser (IndexedDB)',
      'Cache-Speicher des Service Workers (Cache Storage)',
      'So löschen Sie diese Daten',
    ]) {
      await expect(h3(page, heading)).toBeVisible();
    }
  });

  test('states truthfully what the site does and stores', async ({ page }) => {
    await page.goto('/datenschutz');
    const text = await mainText(page);
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
      'Anmeldesitzung',
      'Offline-Kopie der Angebote, Alben und Galerie-Bilder sowie Ihres eigenen Chatverlaufs',
      'in den Einstellungen Ihres Browsers löschen',
      // Fonts.
      'keine Verbindung zu Google Fonts',
    ]) {
      expect(text, statement).toContain(statement);
    }
  });

  test('lists every data subject right', async ({ page }) => {
    await page.goto('/datenschutz');
    const section = page.getByRole('main').locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Ihre Rechte' }) });
    const rights = section.getByRole('listitem');
    await expect(rights).toHaveCount(8);
    const items = (await rights.allInnerTexts()).join('\n');
    for (const right of ['Auskunft', 'Berichtigung', 'Löschung', 'Einschränkung', 'Datenübertragbarkeit', 'Widerspruch', 'Widerruf einer Einwilligung', 'Beschwerde bei einer Datenschutz-Aufsichtsbehörde']) {
      expect(items, right).toContain(right);
    }
  });

  test('the claim holds: visiting the site sets no cookie', async ({ page, context }) => {
    for (const path of ['/', '/datenschutz', '/impressum', '/agb']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });
});

const agbSections = [
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
];

test.describe('AGB', () => {
  test('has sections I to XIII and XVII, in order, and none of XIV to XVI', async ({ page }) => {
    await page.goto('/agb');
    await expect(page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' })).toBeVisible();
    const numbered = page.getByRole('main').getByRole('heading', { level: 2, name: /^[IVXL]+\. / });
    await expect(numbered).toHaveText(agbSections);
    for (const missing of ['XIV.', 'XV.', 'XVI.']) {
      await expect(page.getByRole('main').getByText(new RegExp(`(^|\\s)${missing.replace('.', '\\.')}\\s`))).toHaveCount(0);
    }
  });

  test('contains every figure of SPEC.md section 9', async ({ page }) => {
    await page.goto('/agb');
    const text = await mainText(page);
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
      expect(text, figure).toContain(figure);
    }
  });
});

test.describe('table of contents', () => {
  for (const [path, label, id] of [
    ['/datenschutz', 'Speicherdauer', 'speicherdauer'],
    ['/datenschutz', 'KI-Chat-Assistent „Künstlerische Intelligenz“', 'chat'],
    ['/agb', 'XVII. Schlussbestimmungen', 'schlussbestimmungen'],
    ['/agb', 'IX. Gewährleistung und Mängelrügen', 'gewaehrleistung'],
  ] as const) {
    test(`on ${path}, '${label}' jumps to its section, clear of the top bar`, async ({ page }) => {
      await page.goto(path);
      const toc = page.getByRole('navigation', { name: 'Inhalt' });
      await toc.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#${id}$`));
      await expectClearOfTopBar(page, h2(page, label));
    });
  }

  test('every entry points at a section heading on the page', async ({ page }) => {
    for (const path of ['/datenschutz', '/agb']) {
      await page.goto(path);
      const links = page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link');
      const entries = await links.evaluateAll((anchors) => anchors.map((anchor) => [anchor.getAttribute('href'), anchor.textContent]));
      expect(entries.length).toBeGreaterThan(8);
      for (const [href, label] of entries) {
        const target = page.locator(`h2${href}`);
        await expect(target, `${path} ${href}`).toHaveText(label!);
      }
    }
  });

  test('the Impressum is short and has none', async ({ page }) => {
    await page.goto('/impressum');
    await expect(page.getByRole('heading', { level: 2, name: 'Urheberrecht' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Inhalt' })).toHaveCount(0);
  });

  test('a link with a section anchor opens the page at that section', async ({ page }) => {
    await page.goto('/agb#haftung');
    await expectClearOfTopBar(page, h2(page, 'X. Haftung'));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a jump still lands below the top bar', async ({ page }) => {
      await page.goto('/datenschutz');
      await page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link', { name: 'Ihre Rechte', exact: true }).click();
      await expect(page).toHaveURL(/#rechte$/);
      await expectClearOfTopBar(page, h2(page, 'Ihre Rechte'));
    });
  });
});
