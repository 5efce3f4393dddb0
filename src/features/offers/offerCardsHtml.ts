import type { Offer } from '../../data/rows';
import { renderUrl } from '../../data/early';
import { offersText } from '../../content/offers';
import { formatEuro } from '../../lib/germanFormat';
import { element, texts } from '../../ui/reactMarkup';
import { offerCardClasses as classes } from './offerCardClasses.buildtime';
import { CARD_IMAGE_WIDTH, DEFAULT_IMAGE_HEIGHT, shownPrices } from './offerMath';

/*
 * A visitor's offer cards as HTML, for the early script: it paints the first view of /sale from
 * the early read's rows before the app has loaded. The markup is the React cards' (OfferGrid,
 * OfferCard, OfferCarousel) as react-dom/server writes it, text separators included, so the app
 * hydrates these very elements; tests/unit/offers/offerCardsHtml.test.tsx holds the two equal.
 */

/**
 * The cards whose first image loads at once, with high priority: the first only. On a phone it is
 * the only one in view, and the early paint puts every card in the page long before the app, so
 * more eager images would share the phone's bandwidth with the first (bench, /sale median of 5:
 * performance 66 → 77, TBT 554 → 119 ms). Lazy images in view would still load right after
 * layout: the early paint holds them back until the first is on screen (src/lib/heldImages.ts).
 */
export const PRIORITY_CARDS = 1;

export const offerHeadingId = (offer: Pick<Offer, 'id'>) => `offer-${offer.id}-name`;

const CHEVRON = (path: string) =>
  `<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${path}"></path></svg>`;

function slide(url: string, alt: string, hidden: boolean, eager: boolean): string {
  const src = renderUrl(url, { width: CARD_IMAGE_WIDTH });
  const image = element('img', {
    src,
    alt,
    // Spelled as react-dom/server writes them (HTML reads attribute names case-insensitively).
    srcSet: `${src} 1x, ${renderUrl(url, { width: CARD_IMAGE_WIDTH * 2 })} 2x`,
    loading: eager ? 'eager' : 'lazy',
    fetchPriority: eager ? 'high' : undefined,
    decoding: 'async',
    draggable: 'false',
    class: classes.image,
  });
  return element('div', { class: classes.slide, 'aria-hidden': hidden ? 'true' : undefined }, image);
}

function carousel(offer: Offer, priority: boolean): string {
  const { name, images } = offer;
  const count = images.length;
  if (count === 0) return element('div', { class: classes.noImage, style: `height:${DEFAULT_IMAGE_HEIGHT}px` }, texts(offersText.noImage));
  const slides = images.map((url, index) => slide(url, offersText.imageAlt(name, index, count), index !== 0, priority && index === 0)).join('');
  let controls = '';
  if (count > 1) {
    const arrow = (label: string, className: string, path: string) => element('button', { type: 'button', 'aria-label': label, 'data-early-click': '', class: className }, CHEVRON(path));
    const dots = images
      .map((_, index) =>
        element(
          'button',
          { type: 'button', 'aria-label': offersText.showImage(index, count), 'aria-current': index === 0 ? 'true' : undefined, 'data-early-click': '', class: classes.dotButton },
          element('span', { class: index === 0 ? classes.dotCurrent : classes.dotOther }),
        ),
      )
      .join('');
    controls = arrow(offersText.previousImage, classes.arrowLeft, 'M15 18l-6-6 6-6') + arrow(offersText.nextImage, classes.arrowRight, 'M9 18l6-6-6-6') + element('div', { class: classes.dots }, dots);
  }
  return element(
    'div',
    { role: 'group', 'aria-roledescription': 'carousel', 'aria-label': offersText.imagesOf(name), class: classes.carousel, style: `height:${DEFAULT_IMAGE_HEIGHT}px`, 'data-testid': 'offer-carousel', 'data-on-dark': '', 'data-early-swipe': count > 1 ? '' : undefined },
    element('div', { class: classes.track, style: 'transform:translateX(-0%)' }, slides) + controls,
  );
}

function card(offer: Offer, priority: boolean): string {
  const headingId = offerHeadingId(offer);
  const shown = shownPrices(offer);
  const discount =
    shown.discount !== null
      ? element(
          'span',
          { class: classes.discount, 'data-testid': 'offer-discount' },
          element('span', { 'aria-hidden': 'true' }, texts(offersText.discount(shown.discount))) + element('span', { class: classes.srOnly }, texts(offersText.discountLabel(shown.discount))),
        )
      : '';
  const head = element('div', { class: classes.headRow }, element('h2', { id: headingId, class: classes.heading }, texts(offer.name)) + discount);
  const manufacturer = offer.manufacturer ? element('p', { class: classes.manufacturer }, texts(offer.manufacturer)) : '';
  const info = offer.info ? element('div', { tabindex: 0, role: 'region', 'aria-label': offersText.infoLabel(offer.name), class: classes.info }, texts(offer.info)) : '';
  const prices = element(
    'div',
    { class: classes.prices },
    (shown.original !== null ? element('s', { class: classes.originalPrice, 'data-testid': 'offer-original-price' }, element('abbr', { title: offersText.originalPrice }, texts(offersText.uvp)) + texts(' ', formatEuro(shown.original))) : '') +
      element('p', { class: classes.salePrice, 'data-testid': 'offer-sale-price' }, element('span', { class: classes.srOnly }, texts(offersText.salePrice, ': ')) + texts(shown.sale !== null ? formatEuro(shown.sale) : offersText.priceOnRequest)),
  );
  return element(
    'article',
    { 'aria-labelledby': headingId, 'data-testid': 'offer-card', class: classes.card },
    carousel(offer, priority) + element('div', { class: classes.body }, head + manufacturer + info + prices),
  );
}

/** The list of cards as OfferGrid renders it for a visitor. */
export function offerCardsHtml(offers: Offer[]): string {
  const items = offers.map((offer, index) => element('li', {}, card(offer, index < PRIORITY_CARDS))).join('');
  return element('ul', { class: `${classes.grid} ${classes.list}`, 'data-testid': 'offer-grid' }, items);
}
