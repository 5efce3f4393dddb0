import { expect, test, type Page } from './support/fixtures';
import { brands } from '../../src/content/brands';
import { landingText } from '../../src/content/landing';
import { holdBack } from './support/network';
import { appRunning, pressEscapeIn, setTextSize } from './support/page-helpers';
import { seriousAxeFindings } from './support/axe';

async function slideIndex(page: Page): Promise<number> {
  return Number(await page.getByTestId('slideshow').getAttribute('data-index'));
}

/** Installs a clock that stands still from the first page load on: only `clock.runFor` moves it. */
async function installFrozenClock(page: Page) {
  const start = new Date('2026-06-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** Brings the running slideshow into view (its interval starts with the app, after the page has loaded). */
async function showSlideshow(page: Page) {
  await appRunning(page);
  await page.getByTestId('slideshow').scrollIntoViewIfNeeded();
  // Move the mouse away so hovering does not pause the slideshow.
  await page.mouse.move(1, 1);
}

test.describe('Impressionen slideshow', () => {
  // Its texts and slides: tests/unit/landing/landingContent.test.tsx.
  test('is 600 px tall', async ({ page }) => {
    await page.goto('/');
    const box = await page.getByTestId('slideshow').boundingBox();
    expect(box?.height).toBe(600);
  });

  test('advances on its own every 5 s and wraps around', async ({ page }) => {
    await installFrozenClock(page);
    await page.goto('/');
    await showSlideshow(page);
    expect(await slideIndex(page)).toBe(0);
    await page.clock.runFor(4900);
    expect(await slideIndex(page)).toBe(0);
    await page.clock.runFor(200);
    await expect.poll(() => slideIndex(page)).toBe(1);
    for (let i = 0; i < 10; i += 1) await page.clock.runFor(5000);
    await expect.poll(() => slideIndex(page)).toBe(0);
  });

  test('pauses while the pointer rests on it', async ({ page }) => {
    await installFrozenClock(page);
    await page.goto('/');
    await showSlideshow(page);
    await page.getByTestId('slideshow').hover();
    await page.clock.runFor(12_000);
    expect(await slideIndex(page)).toBe(0);
    await page.mouse.move(1, 1);
    await page.clock.runFor(5100);
    await expect.poll(() => slideIndex(page)).toBe(1);
  });

  test('moves by the buttons and the dots, wrapping both ways', async ({ page }) => {
    await page.goto('/');
    await showSlideshow(page);
    const slideshow = page.getByTestId('slideshow');
    await slideshow.getByRole('button', { name: 'Vorheriges Bild' }).click();
    await expect.poll(() => slideIndex(page)).toBe(10);
    await slideshow.getByRole('button', { name: 'Nächstes Bild' }).click();
    await expect.poll(() => slideIndex(page)).toBe(0);
    await slideshow.getByRole('button', { name: 'Bild 7 von 11 zeigen' }).click();
    await expect.poll(() => slideIndex(page)).toBe(6);
    const active = slideshow.getByTestId('slide-dot').nth(6);
    await expect(active).toHaveAttribute('aria-current', 'true');
    // The active dot is wider and solid white.
    const dot = async (n: number) =>
      slideshow.getByTestId('slide-dot').nth(n).locator('span').evaluate((element) => ({
        width: element.getBoundingClientRect().width,
        color: getComputedStyle(element).backgroundColor,
      }));
    // Width and colour animate for 0.3 s; wait until they settled.
    await expect.poll(async () => (await dot(6)).color).toBe('rgb(255, 255, 255)');
    await expect.poll(async () => (await dot(6)).width).toBeGreaterThan((await dot(0)).width * 2);
    expect((await dot(0)).color).not.toBe('rgb(255, 255, 255)');
  });

  test('moves by a mouse drag past 10 px, and not by a shorter one', async ({ page }) => {
    await page.goto('/');
    await showSlideshow(page);
    const box = (await page.getByTestId('slideshow').boundingBox())!;
    const y = box.y + 150;
    const x = box.x + box.width / 2;
    const drag = async (dx: number) => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(-8);
    expect(await slideIndex(page)).toBe(0);
    await drag(-60);
    await expect.poll(() => slideIndex(page)).toBe(1);
    await drag(60);
    await expect.poll(() => slideIndex(page)).toBe(0);
    await drag(60);
    await expect.poll(() => slideIndex(page)).toBe(10);
  });
});

test.describe('services', () => {
  test('the flip cards turn over by keyboard', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('flip-card').first();
    await card.scrollIntoViewIfNeeded();
    await card.getByRole('button', { name: 'Mehr erfahren' }).focus();
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-flipped', 'true');
    await card.getByRole('button', { name: 'Zurück' }).focus();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-flipped', 'false');
  });

  test('a card taller than the screen (text at 200 % on a phone) turns to the start of its other side', async ({ page }) => {
    // The back opened at its end, its title and first lines some screens above.
    await setTextSize(page, 32);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await appRunning(page);
    const card = page.getByTestId('flip-card').first();
    const title = card.getByRole('heading', { name: landingText.craft.cards[0].title });
    await card.getByRole('button', { name: landingText.craft.flipHint }).click();
    await expect(card).toHaveAttribute('data-flipped', 'true');
    expect((await card.boundingBox())!.height, 'the card is taller than the screen').toBeGreaterThan(844);
    await expect(title).toBeInViewport();
    await card.getByRole('button', { name: landingText.craft.flipBack }).click();
    await expect(card).toHaveAttribute('data-flipped', 'false');
    await expect(title).toBeInViewport();
    await expect(card.getByRole('button', { name: landingText.craft.flipHint })).toBeInViewport();
  });

  test('turned over at every width, each card shows all its details and its button inside its edges', async ({ page }) => {
    // Three abreast from 768 px, the details of a card 460 px high ran past its top and bottom edges up to about 1000 px.
    await page.goto('/');
    await appRunning(page);
    const cards = page.getByTestId('flip-card');
    await expect(cards).toHaveCount(3);
    for (const width of [390, 768, 820, 900, 1024, 1440]) {
      await page.setViewportSize({ width, height: 1000 });
      for (let index = 0; index < 3; index += 1) {
        const card = cards.nth(index);
        if ((await card.getAttribute('data-flipped')) !== 'true') await card.getByRole('button', { name: landingText.craft.flipHint }).click();
        await expect(card).toHaveAttribute('data-flipped', 'true');
      }
      // Every line of text and the button, against the card's box (the faces clip what runs past it).
      const outside = await cards.evaluateAll((all) =>
        all.flatMap((card, index) => {
          const box = card.getBoundingClientRect();
          const back = card.querySelector('[aria-hidden="false"]')!;
          return [...back.querySelectorAll('h3, p, button')].flatMap((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const rect = element.tagName === 'BUTTON' ? element.getBoundingClientRect() : range.getBoundingClientRect();
            return rect.top < box.top + 8 || rect.bottom > box.bottom - 8 ? [`card ${index + 1} ${element.tagName} ${Math.round(rect.top - box.top)}..${Math.round(rect.bottom - box.top)} of ${Math.round(box.height)}`] : [];
          });
        }),
      );
      expect(outside, `at ${width} px`).toEqual([]);
    }
  });

  test('the boxspring dialog opens and closes by keyboard and names phone booking and the 300 euro fee', async ({ page }) => {
    await page.goto('/');
    const more = page.getByRole('button', { name: 'Erfahren Sie mehr' });
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Probeliegen im Boxspring-Studio' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('telefonisch');
    await expect(dialog).toContainText('300 Euro');
    await pressEscapeIn(dialog);
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();
  });

});

test.describe('with a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap turns a flip card over', async ({ page }) => {
    await page.goto('/');
    const card = page.getByTestId('flip-card').nth(1);
    await card.scrollIntoViewIfNeeded();
    await card.tap({ position: { x: 40, y: 40 } });
    await expect(card).toHaveAttribute('data-flipped', 'true');
  });
});

test.describe('team and contact', () => {
  // Who is shown, and the opening hours and contact: tests/unit/landing/landingContent.test.tsx.
  test('portraits are 192 x 192', async ({ page }) => {
    await page.goto('/');
    const members = page.getByTestId('team-member');
    await members.first().scrollIntoViewIfNeeded();
    const size = await members.first().locator('img').evaluate((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height]);
    expect(size).toEqual([192, 192]);
  });

});

test.describe('brands', () => {
  test('shows 17 logos twice, moving 1 px every 30 ms and wrapping where the second copy begins', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByTestId('brand-strip');
    await expect(strip.getByTestId('brand')).toHaveCount(34);
    expect(brands).toHaveLength(17);
    // The strip's frame stands still (the strip itself never does, for Playwright's stability check).
    await strip.locator('..').scrollIntoViewIfNeeded();
    // The strip's animation, stopped at a given time: how far it has moved left.
    const offsetAt = (ms: number) =>
      strip.evaluate((element, time) => {
        const [animation] = element.getAnimations();
        if (!animation) return null;
        animation.pause();
        animation.currentTime = time;
        return -new DOMMatrix(getComputedStyle(element).transform).m41;
      }, ms);
    expect(await offsetAt(300)).toBeCloseTo(10, 1);
    expect(await offsetAt(3000)).toBeCloseTo(100, 1);
    // Just before the wrap the second copy's first logo stands where the first one began.
    const copyStart = await strip.getByTestId('brand').nth(17).evaluate((element) => (element as HTMLElement).offsetLeft - (element.parentElement!.firstElementChild as HTMLElement).offsetLeft);
    const duration = await strip.evaluate((element) => Number(element.getAnimations()[0]!.effect!.getComputedTiming().duration));
    expect(duration).toBeCloseTo(copyStart * 30, 0);
    expect(await offsetAt(duration - 1)).toBeCloseTo(copyStart, 0);
  });

  test('the strip pauses under the pointer, and its button stops it for keyboard and touch (WCAG 2.2.2)', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByTestId('brand-strip');
    await strip.locator('..').scrollIntoViewIfNeeded();
    const playState = () => strip.evaluate((element) => getComputedStyle(element).animationPlayState);
    await page.mouse.move(1, 1);
    expect(await playState()).toBe('running');
    await strip.locator('..').hover();
    await expect.poll(playState).toBe('paused');

    await page.mouse.move(1, 1);
    await expect.poll(playState).toBe('running');
    await page.getByRole('button', { name: landingText.brands.pause }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(playState).toBe('paused');
    const resume = page.getByRole('button', { name: landingText.brands.resume });
    await expect(resume).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(playState).toBe('running');
  });

  test('a hovered logo turns to colour and shows its name', async ({ page }) => {
    await page.goto('/');
    const brand = page.getByTestId('brand').first();
    // Pointing at the strip's frame pauses it, so the logo holds still to be pointed at.
    await page.getByTestId('brand-strip').locator('..').hover();
    const name = brand.locator('[data-name]');
    await expect(name).toHaveText(brands[0]!.name);
    expect(await name.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
    await brand.hover();
    await expect.poll(() => name.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
    await expect.poll(() => brand.locator('img').evaluate((element) => getComputedStyle(element).filter)).toBe('none');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the strip stands still', async ({ page }) => {
      await page.goto('/');
      const strip = page.getByTestId('brand-strip');
      await strip.locator('..').scrollIntoViewIfNeeded();
      expect(await strip.evaluate((element) => element.getAnimations().length)).toBe(0);
      expect(await strip.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41)).toBe(0);
      // Nothing moves, so there is nothing to stop.
      await expect(page.getByRole('button', { name: landingText.brands.pause })).toBeHidden();
    });

    test('the logos stand once in a strip the keyboard scrolls, and axe finds nothing serious', async ({ page }) => {
      await page.goto('/');
      const region = page.getByRole('region', { name: landingText.brands.stripLabel });
      await region.scrollIntoViewIfNeeded();
      await expect(page.getByTestId('brand').filter({ visible: true })).toHaveCount(brands.length);
      await region.focus();
      await expect(region).toBeFocused();
      expect(await region.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('solid');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  });
});

test.describe('hero', () => {
  test('moves at half the scroll speed and darkens after 100 px', async ({ page }) => {
    await page.goto('/');
    const overlay = page.getByTestId('hero-overlay');
    await expect(overlay).toHaveAttribute('data-darkened', 'false');
    await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }));
    await expect(overlay).toHaveAttribute('data-darkened', 'true');
    await expect
      .poll(() => page.getByTestId('hero-parallax').evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42))
      .toBe(200);
  });
});

test.describe('on a phone, while the body font loads', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 823 } });

  // Until Inter arrives, text is set in a local font resized to Inter's metrics
  // (src/ui/theme/fontFallbacks.ts); with the system font the hero's text took 29 px more.
  test("Inter's arrival moves nothing: the hero's heading and text keep their place", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/inter-[^/]*\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    // The held font holds the load event back: the page is looked at once it shows.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const hero = heading.locator('..');
    const before = { heading: await heading.boundingBox(), hero: await hero.boundingBox() };
    expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(false);

    release();
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const after = { heading: await heading.boundingBox(), hero: await hero.boundingBox() };
    expect(Math.abs(after.heading!.y - before.heading!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.hero!.y - before.hero!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(after.hero!.height - before.hero!.height)).toBeLessThanOrEqual(2);
  });
});

test.describe('taps and swipes before the app runs (it loads after the page) are kept', () => {
  test("'Erfahren Sie mehr' of the boxspring studio opens its dialog, a flip card turns, the slideshow goes back", async ({ page }) => {
    const release = await holdBack(page, '**/assets/index-*.js');
    await page.goto('/#services', { waitUntil: 'commit' });
    await page.getByRole('button', { name: landingText.boxspring.more }).click();
    const card = page.getByTestId('flip-card').first();
    await card.click();
    await page.getByTestId('slideshow').getByRole('button', { name: landingText.impressionen.previous }).click();
    release();
    await expect(page.getByRole('dialog', { name: landingText.boxspring.dialogTitle })).toBeVisible({ timeout: 15_000 });
    await expect(card).toHaveAttribute('data-flipped', 'true');
    // Back from the first slide wraps to the last: no automatic advance gets there.
    await expect.poll(() => slideIndex(page)).toBe(10);
  });

  test('a swipe to the left on the slideshow moves it to the next slide', async ({ page }) => {
    // No automatic advance can get there instead.
    await installFrozenClock(page);
    const release = await holdBack(page, '**/assets/index-*.js');
    await page.goto('/#impressionen', { waitUntil: 'commit' });
    const slideshow = page.getByTestId('slideshow');
    await slideshow.scrollIntoViewIfNeeded();
    const box = (await slideshow.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + 150);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + 150, { steps: 5 });
    await page.mouse.up();
    // Away from the slideshow, so that hovering does not hold its automatic advance.
    await page.mouse.move(1, 1);
    release();
    await appRunning(page);
    await expect.poll(() => slideIndex(page)).toBe(1);
  });
});
