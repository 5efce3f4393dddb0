import type { ReactNode } from 'react';
import { cx } from '../../styled-system/css';
import type { Offer } from '../../data/rows';
import { OfferCard } from './OfferCard';
import { offerCardClasses as classes } from './offerCardClasses.buildtime';
import { PRIORITY_CARDS } from './offerCardsHtml';

/** The offers as cards in a grid; `actions` gives a card its staff controls. */
export function OfferGrid({ offers, actions }: { offers: Offer[]; actions?: (offer: Offer) => ReactNode }) {
  return (
    <ul className={cx(classes.grid, classes.list)} data-testid="offer-grid">
      {offers.map((offer, index) => (
        <li key={offer.id}>
          <OfferCard offer={offer} priority={index < PRIORITY_CARDS} actions={actions?.(offer)} />
        </li>
      ))}
    </ul>
  );
}
