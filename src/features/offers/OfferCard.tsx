import { memo, type ReactNode } from 'react';
import type { Offer } from '../../data/rows';
import { offersText } from '../../content/offers';
import { formatEuro } from '../../lib/germanFormat';
import { OfferCarousel } from './OfferCarousel';
import { shownPrices } from './offerMath';
import { offerCardClasses as classes } from './offerCardClasses.buildtime';
import { offerHeadingId } from './offerCardsHtml';
import { UnpublishedMark } from '../../ui/UnpublishedMark';

interface OfferCardProps {
  offer: Offer;
  /** Staff controls (move, edit, delete), when signed in as staff. */
  actions?: ReactNode;
  /** One of the first cards: its first image loads at once. */
  priority?: boolean;
  /** Shown to a visitor with a staff edit this device has not sent yet. */
  unpublished?: boolean;
}

/**
 * One offer: images, name, discount, manufacturer, info text and prices (SPEC.md section 2).
 * The early script paints a visitor's first cards before the app with the same markup
 * (offerCardsHtml.ts; a test holds the two equal), which this component then hydrates.
 */
// Memoized: the page re-renders as its pull's state and Dexie's answers come in; a visitor's cards,
// whose rows keep their objects when unchanged (useMirroredQuery), are not rendered again.
export const OfferCard = memo(function OfferCard({ offer, actions, priority = false, unpublished = false }: OfferCardProps) {
  const headingId = offerHeadingId(offer);
  const prices = shownPrices(offer);
  return (
    <article aria-labelledby={headingId} data-testid="offer-card" className={classes.card}>
      <OfferCarousel name={offer.name} images={offer.images} priority={priority} />
      <div className={classes.body}>
        <div className={classes.headRow}>
          <h2 id={headingId} className={classes.heading}>
            {offer.name}
          </h2>
          {prices.discount !== null && (
            <span className={classes.discount} data-testid="offer-discount">
              <span aria-hidden="true">{offersText.discount(prices.discount)}</span>
              <span className={classes.srOnly}>{offersText.discountLabel(prices.discount)}</span>
            </span>
          )}
        </div>
        {unpublished && <UnpublishedMark />}
        {offer.manufacturer && <p className={classes.manufacturer}>{offer.manufacturer}</p>}
        {offer.info && (
          <div tabIndex={0} role="region" aria-label={offersText.infoLabel(offer.name)} className={classes.info}>
            {offer.info}
          </div>
        )}
        <div className={classes.prices}>
          {prices.original !== null && (
            <s className={classes.originalPrice} data-testid="offer-original-price">
              <abbr title={offersText.originalPrice}>{offersText.uvp}</abbr> {formatEuro(prices.original)}
            </s>
          )}
          <p className={classes.salePrice} data-testid="offer-sale-price">
            <span className={classes.srOnly}>{offersText.salePrice}: </span>
            {prices.sale !== null ? formatEuro(prices.sale) : offersText.priceOnRequest}
          </p>
        </div>
        {actions}
      </div>
    </article>
  );
});
