import { useId, type ReactNode } from 'react';
import { css } from '../../styled-system/css';
import type { Offer } from '../../data/rows';
import { offersText } from '../../content/offers';
import { formatEuro } from '../../lib/germanFormat';
import { OfferCarousel } from './OfferCarousel';

interface OfferCardProps {
  offer: Offer;
  /** Staff controls (move, edit, delete), when signed in as staff. */
  actions?: ReactNode;
  /** One of the first cards: its first image loads at once. */
  priority?: boolean;
}

/** One offer: images, name, discount, manufacturer, info text and prices (SPEC.md section 2). */
export function OfferCard({ offer, actions, priority = false }: OfferCardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-testid="offer-card"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        // As high as the row (the grid stretches its items), so the price rows of a row line up.
        h: 'full',
        bg: 'white',
        borderWidth: '1px',
        borderColor: 'sand.200',
        rounded: 'xl',
        overflow: 'hidden',
        boxShadow: '0 8px 24px rgba(43, 38, 34, 0.06)',
      })}
    >
      <OfferCarousel name={offer.name} images={offer.images} priority={priority} />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', p: '5', flex: '1' })}>
        <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3' })}>
          {/* Chakra's Heading (size xl) with its font size and line height replaced. */}
          <h2 id={headingId} className={css({ fontFamily: 'heading', fontWeight: 'semibold', fontSize: '2xl', lineHeight: 'short' })}>
            {offer.name}
          </h2>
          {offer.discount > 0 && (
            <span
              className={css({ flexShrink: 0, bg: 'red.600', color: 'white', fontWeight: 'bold', fontSize: 'sm', px: '2.5', py: '0.5', rounded: 'full' })}
              data-testid="offer-discount"
            >
              <span aria-hidden="true">{offersText.discount(offer.discount)}</span>
              <span className={css({ srOnly: true })}>{offersText.discountLabel(offer.discount)}</span>
            </span>
          )}
        </div>
        {offer.manufacturer && (
          <p className={css({ color: 'sand.700', fontSize: 'sm', fontWeight: 'medium', textTransform: 'uppercase', letterSpacing: '0.06em' })}>{offer.manufacturer}</p>
        )}
        {offer.info && (
          <div
            tabIndex={0}
            role="region"
            aria-label={offersText.infoLabel(offer.name)}
            className={css({ maxH: '32', overflowY: 'auto', pr: '2', color: 'sand.800', fontSize: 'sm', whiteSpace: 'pre-line', rounded: 'sm' })}
          >
            {offer.info}
          </div>
        )}
        <div className={css({ display: 'flex', mt: 'auto', pt: '2', alignItems: 'baseline', gap: '3', flexWrap: 'wrap' })}>
          <s className={css({ color: 'sand.600', fontSize: 'md' })} data-testid="offer-original-price">
            <abbr title={offersText.originalPrice}>{offersText.uvp}</abbr> {formatEuro(offer.original_price)}
          </s>
          <p className={css({ color: 'red.700', fontSize: '2xl', fontWeight: 'bold' })} data-testid="offer-sale-price">
            <span className={css({ srOnly: true })}>{offersText.salePrice}: </span>
            {formatEuro(offer.sale_price)}
          </p>
        </div>
        {actions}
      </div>
    </article>
  );
}
