import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { animationsSettled } from './page-helpers';

const RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function violations(page: Page) {
  // Colours as they stay (a loaded run measured the chat dialog's input while it faded in).
  await animationsSettled(page);
  return (await new AxeBuilder({ page }).withTags(RULE_SETS).analyze()).violations;
}

const targets = (violation: Awaited<ReturnType<typeof violations>>[number]) => violation.nodes.map((node) => node.target.join(' ')).join(', ');

/** Every axe finding on the page (WCAG 2.1 A and AA, best practices), as `impact id: help (elements)`. */
export async function axeFindings(page: Page): Promise<string[]> {
  return (await violations(page)).map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${targets(violation)})`);
}

/** The serious and critical axe findings on the page, as `id: help (elements)`. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  return (await violations(page))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${targets(violation)})`);
}
