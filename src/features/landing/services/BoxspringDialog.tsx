import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { landingText } from '../../../content/landing';
import { css, cx } from '../../../styled-system/css';
import { buttonBase, buttonMd, buttonShape, iconButtonMd, solidCognac } from '../../../ui/buttonStyles';
import { TextWithPhoneLinks } from '../../../ui/TextWithPhoneLinks';
import { useFocusTrap } from '../../../ui/useFocusTrap';
import { useCloseOnBack } from '../../../lib/router';

const text = landingText.boxspring;

/**
 * Details on the boxspring studio, a native modal `<dialog>` (top layer, the page behind it
 * inert) drawn as Chakra's Dialog with placement="center" was: the element is the positioner
 * (the full viewport, scrolls when the content is taller), the box inside is the content. Focus
 * goes to the first control and stays inside; Escape, a click beside the box and both buttons
 * close it, after the closing animation; focus then returns to the opener. Mounted while open.
 */
export function BoxspringDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [closing, setClosing] = useState(false);
  const pressedBeside = useRef(false);

  const requestClose = useCallback(() => setClosing(true), []);
  // Before showModal() below: it remembers the opener, to focus it again after closing.
  useFocusTrap(dialog, true, requestClose);
  useCloseOnBack(!closing, requestClose);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    element.showModal();
    // The page behind does not scroll (Chakra's scroll lock); the scroll bar's room is kept.
    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;
    return () => {
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      element.close();
    };
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!closing || !element) return;
    let current = true;
    // The content's and the backdrop's closing animations, then the dialog goes.
    void Promise.allSettled(element.getAnimations({ subtree: true }).map((animation) => animation.finished)).then(() => {
      if (!current) return;
      element.close();
      onClose();
    });
    return () => {
      current = false;
    };
  }, [closing, onClose]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-state={closing ? 'closed' : 'open'}
      // The browser's own Escape handling would close at once, without the animation.
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onPointerDown={(event) => {
        pressedBeside.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBeside.current && event.target === event.currentTarget) requestClose();
        pressedBeside.current = false;
      }}
      className={css({
        // Chakra's dialog positioner, scrollBehavior="outside", placement="center".
        display: 'flex',
        width: '100dvw',
        height: '100dvh',
        maxWidth: 'none',
        maxHeight: 'none',
        position: 'fixed',
        left: '0',
        top: '0',
        m: '0',
        p: '0',
        border: 'none',
        bg: 'transparent',
        justifyContent: 'center',
        alignItems: 'center',
        overscrollBehaviorY: 'none',
        overflow: 'auto',
        outlineStyle: 'none',
        _backdrop: {
          bg: 'blackAlpha.500',
          animationName: 'fade-in',
          animationDuration: 'slow',
        },
        '&[data-state=closed]::backdrop': { animationName: 'fade-out', animationDuration: 'moderate' },
        '&:not([open])': { display: 'none' },
      })}
    >
      <div
        data-state={closing ? 'closed' : 'open'}
        className={css({
          // Chakra's dialog content, size="md", motionPreset="scale", with the site's colours and margin.
          display: 'flex',
          flexDirection: 'column',
          position: 'relative',
          width: '100%',
          // It may be narrower than its longest word: at 200 % text 'Probeliegen' widened it past the screen.
          minW: '0',
          borderRadius: 'l3',
          fontSize: 'sm',
          lineHeight: '1.25rem',
          my: 'auto',
          mx: '4',
          maxW: 'lg',
          bg: 'sand.50',
          color: 'sand.900',
          boxShadow: 'lg',
          '&[data-state=open]': { animationName: 'scale-in, fade-in', animationDuration: 'moderate' },
          '&[data-state=closed]': { animationName: 'scale-out, fade-out', animationDuration: 'faster' },
        })}
      >
        <div className={css({ display: 'flex', gap: '2', flex: 0, ps: '6', pe: '14', pt: '6', pb: '4' })}>
          <h2 id={titleId} className={css({ minW: '0', overflowWrap: 'anywhere', fontFamily: 'heading', fontSize: '3xl', lineHeight: 'shorter', fontWeight: 'semibold' })}>
            {text.dialogTitle}
          </h2>
        </div>
        <div className={css({ flex: '1', px: '6', pt: '2', pb: '6' })}>
          {text.dialogParagraphs.map((paragraph) => (
            <p key={paragraph} className={css({ mb: '3' })}>
              <TextWithPhoneLinks text={paragraph} />
            </p>
          ))}
        </div>
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '3', px: '6', pt: '2', pb: '4' })}>
          <button type="button" onClick={requestClose} className={cx(buttonBase, buttonShape, buttonMd, solidCognac)}>
            {text.close}
          </button>
        </div>
        <button
          type="button"
          aria-label={text.close}
          onClick={requestClose}
          className={cx(
            buttonBase,
            iconButtonMd,
            // CloseButton: an IconButton, variant="ghost" in Chakra's default gray, at the top right.
            css({
              position: 'absolute',
              top: '2',
              insetEnd: '2',
              borderRadius: 'l2',
              colorPalette: 'gray',
              bg: 'transparent',
              color: 'colorPalette.fg',
              borderColor: 'transparent',
              _expanded: { bg: 'colorPalette.subtle' },
              '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'colorPalette.subtle' } },
            }),
          )}
        >
          {/* Chakra's CloseIcon. */}
          <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
            <path
              fillRule="evenodd"
              clipRule="evenodd"
              d="M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z"
            />
          </svg>
        </button>
      </div>
    </dialog>
  );
}
