import type { ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import type { Offer } from '../../data/rows';
import { OfferCard } from './OfferCard';
import { offerCardClasses as classes } from './offerCardClasses.buildtime';
import { PRIORITY_CARDS } from './offerCardsHtml';

/** The offers as cards in a grid; `actions` gives a card its staff controls, `unpublished` the offers a visitor sees with an edit not yet sent. */
export function OfferGrid({ offers, actions, unpublished }: { offers: Offer[]; actions?: (offer: Offer) => ReactNode; unpublished?: ReadonlySet<string> }) {
  return (
    <ul className={cx(classes.grid, classes.list)} data-testid="offer-grid">
      {offers.map((offer, index) => (
        <li key={offer.id}>
          <OfferCard offer={offer} priority={index < PRIORITY_CARDS} actions={actions?.(offer)} unpublished={unpublished?.has(offer.id) ?? false} />
        </li>
      ))}
    </ul>
  );
}
