/**
 * The estimate's limit worked out for the amounts a customer names ('Kostenvoranschlag war 2.000 €,
 * jetzt soll ich 2.500 € zahlen'): what the terms allow without consent, and whether the bill
 * lies within it. The clause itself is AGB IV (2); this only applies its percentage.
 */
import { euro } from './currentOffers.ts';
import { euroAmountsIn } from './priceRange.ts';
import type { ChatFacts } from './facts.ts';

/** The sentence for an estimate and a higher sum named in that order, or '' where the message names no such pair. */
export function estimateOverrunFor(message: string, facts: ChatFacts): string {
  const amounts = euroAmountsIn(message);
  const percent = Number.parseFloat(facts.agb.figures.estimateOverrun.replace(',', '.'));
  if (amounts.length !== 2 || !Number.isFinite(percent)) return '';
  const [estimate, charged] = amounts as [number, number];
  if (!(estimate > 0 && charged > estimate)) return '';
  const limit = Math.round(estimate * (100 + percent)) / 100;
  const verdict = charged > limit ? 'liegen darüber, dafür braucht es Ihre Zustimmung' : 'liegen darin';
  return ` Bei einem Kostenvoranschlag von ${euro(estimate)} sind das höchstens ${euro(limit)}; ${euro(charged)} ${verdict}.`;
}
