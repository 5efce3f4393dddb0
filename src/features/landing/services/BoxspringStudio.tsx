import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../../lib/lazyPart';
import { images } from 'virtual:responsive-images';
import { landingText } from '../../../content/landing';
import { replayEarlyClicksWithin } from '../../../lib/earlyClicks';
import { css, cx } from '../../../styled-system/css';
import { buttonBase, buttonLg, buttonShape, solidCognac } from '../../../ui/buttonStyles';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';

// Fetched only when a visitor asks for the details (or points at the button), to keep the first load lean.
const loadDialog = () => import('./BoxspringDialog');
const BoxspringDialog = lazyPart(() => loadDialog().then((module) => ({ default: module.BoxspringDialog })));
const text = landingText.boxspring;
const photoNumbers = Array.from({ length: 9 }, (_, i) => i + 1);

/** The boxspring studio: nine photos and the 'Erfahren Sie mehr' dialog. */
export function BoxspringStudio() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // Code that did not arrive leaves the button as it was (the page's watch says why).
  const load = () => void loadDialog().then(() => setLoaded(true), close);
  const moreButton = useRef<HTMLButtonElement>(null);
  // A tap before the app ran (it loads after the page) opens the dialog now.
  useEffect(() => replayEarlyClicksWithin(moreButton.current), []);
  return (
    <div
      className={css({
        mt: { base: '20', md: '28' },
        display: 'grid',
        gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
        gap: { base: '10', lg: '14' },
        alignItems: 'center',
      })}
    >
      <div>
        <h2 className={css({ fontFamily: 'heading', fontWeight: 'semibold', textStyle: 'xl', lineHeight: 'shorter', fontSize: { base: '4xl', md: '5xl' } })}>{text.title}</h2>
        {text.paragraphs.map((paragraph) => (
          <p key={paragraph} className={css({ mt: '4', color: 'sand.800' })}>
            {paragraph}
          </p>
        ))}
        <button
          type="button"
          aria-haspopup="dialog"
          ref={moreButton}
          data-early-click=""
          // Until the dialog's code has arrived: busy, and it opens then (the click is kept).
          aria-busy={open && !loaded ? true : undefined}
          onPointerEnter={load}
          onFocus={load}
          onClick={() => {
            load();
            setOpen(true);
          }}
          className={cx(buttonBase, buttonShape, buttonLg, solidCognac, css({ mt: '8', '&[aria-busy=true]': { cursor: 'progress', opacity: 0.7 } }))}
        >
          {text.more}
        </button>
      </div>
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '2' })} data-testid="boxspring-photos">
        {photoNumbers.map((number) => {
          const image = images[`uploads/boxspring/${number}`];
          return image ? (
            <ResponsiveImage
              key={number}
              image={image}
              alt={text.photoAlt(number)}
              sizes="(min-width: 1024px) 240px, 33vw"
              style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: '8px' }}
            />
          ) : null;
        })}
      </div>
      {open && (
        <Suspense fallback={null}>
          <BoxspringDialog onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
