import { css, cx } from '../styled-system/css';

/*
 * Chakra's button recipe (theme/recipes/button.js), written out for the plain buttons and links of
 * the navigation and the chat launcher. Each class sets properties none of the others set, so `cx()`
 * of several of them cannot depend on the order of the rules. Hover is Chakra's own condition
 * (only on devices that hover, never on disabled elements): Panda's `_hover` has neither guard.
 * The focus ring is the site's global one (theme/brand.ts), not the recipe's single colour.
 */

/** The recipe's base, without position and radius (the chat launcher sets its own). */
export const buttonBase = css({
  display: 'inline-flex',
  appearance: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  userSelect: 'none',
  // A label wraps where it does not fit (text enlarged to 200 % on a phone); the sizes set a least height.
  whiteSpace: 'normal',
  maxW: 'full',
  textAlign: 'center',
  verticalAlign: 'middle',
  borderWidth: '1px',
  cursor: 'button',
  flexShrink: '0',
  isolation: 'isolate',
  fontWeight: 'medium',
  transitionProperty: 'background-color,border-color,color,fill,stroke,opacity,box-shadow,translate,transform',
  transitionDuration: 'moderate',
  _icon: { flexShrink: '0' },
});

export const buttonShape = css({ position: 'relative', borderRadius: 'l2' });

/** size="sm"; textStyle sm is written as its two values, so the recipe's lineHeight 1.2 cannot win over it. */
export const buttonSm = css({ h: 'auto', minH: '9', minW: '9', py: '1', px: '3.5', fontSize: 'sm', lineHeight: '1.25rem', gap: '2', _icon: { width: '4', height: '4' } });

/** size="lg" */
export const buttonLg = css({ h: 'auto', minH: '11', minW: '11', py: '1', px: '5', fontSize: 'md', lineHeight: '1.5rem', gap: '3', _icon: { width: '5', height: '5' } });

/** IconButton of size="md" (the default): no padding, icon at 1.2em. */
export const iconButtonMd = css({ h: 'auto', minH: '10', minW: '10', px: '0', py: '0', fontSize: 'sm', lineHeight: '1.25rem', gap: '2', _icon: { width: '5', height: '5', fontSize: '1.2em' } });

/** variant="solid" colorPalette="cognac" */
export const solidCognac = css({
  colorPalette: 'cognac',
  bg: 'colorPalette.solid',
  color: 'colorPalette.contrast',
  borderColor: 'transparent',
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'colorPalette.solid/90' } },
});

/** variant="outline" colorPalette="cognac" with the site's cognac.700 text and cognac.600 border. */
export const outlineCognac = css({
  colorPalette: 'cognac',
  color: 'cognac.700',
  borderColor: 'cognac.600',
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'cognac.50' } },
});

/** variant="outline" colorPalette="sand" in light colours, over the dark hero. */
export const outlineOnDark = css({
  colorPalette: 'sand',
  color: 'sand.50',
  borderColor: 'sand.50',
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'whiteAlpha.200' } },
});

/** The recipe's disabled look (layerStyle "disabled"), for buttons that can be disabled or aria-disabled. */
export const buttonDisabled = css({ _disabled: { opacity: '0.5', cursor: 'not-allowed' } });

/** Chakra's Spinner of size="inherit" as a button's Loader draws it: 1em, in the text colour. */
export const buttonSpinner = css({
  display: 'inline-block',
  borderStyle: 'solid',
  borderWidth: '0.125em',
  borderColor: 'currentColor',
  borderBottomColor: 'transparent',
  borderInlineStartColor: 'transparent',
  borderRadius: 'full',
  width: '1em',
  height: '1em',
  animation: 'spin',
  animationDuration: 'slowest',
});

/** The login control's look: outline in the bar, solid in the mobile menu (the same before and after its code loads). */
export function loginButtonClass(size: 'sm' | 'lg', inMenu: boolean): string {
  return cx(buttonBase, buttonShape, buttonDisabled, size === 'sm' ? buttonSm : buttonLg, inMenu ? solidCognac : outlineCognac);
}

/** Chakra's Button variant="outline" colorPalette="sand". */
export const outlineSand = css({
  colorPalette: 'sand',
  color: 'colorPalette.fg',
  // The palette has no border colour: Chakra's outline variant falls back to the theme's default border (gray.200).
  borderColor: 'gray.200',
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'colorPalette.subtle' } },
});

/** variant="ghost" colorPalette="sand" */
export const ghostSand = css({
  colorPalette: 'sand',
  bg: 'transparent',
  color: 'colorPalette.fg',
  borderColor: 'transparent',
  _expanded: { bg: 'colorPalette.subtle' },
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'colorPalette.subtle' } },
});

/** size="md" (the default) of a text button; textStyle sm written as its two values, as in buttonSm. */
export const buttonMd = css({ h: 'auto', minH: '10', minW: '10', py: '1', px: '4', fontSize: 'sm', lineHeight: '1.25rem', gap: '2', _icon: { width: '5', height: '5' } });

/** IconButton of size="sm": no padding, icon at 1.2em. */
export const iconButtonSm = css({ h: 'auto', minH: '9', minW: '9', px: '0', py: '0', fontSize: 'sm', lineHeight: '1.25rem', gap: '2', _icon: { width: '4', height: '4', fontSize: '1.2em' } });

/** variant="outline" colorPalette="red": the remove actions. */
export const outlineRed = css({
  colorPalette: 'red',
  color: 'colorPalette.fg',
  borderColor: 'colorPalette.border',
  '@media (hover: hover)': { '&:is(:hover, [data-hover]):not(:disabled, [data-disabled])': { bg: 'colorPalette.subtle' } },
});
