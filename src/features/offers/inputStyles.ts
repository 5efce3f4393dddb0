import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * The look of a text field, as style props (the theme's input recipe would load with every page;
 * the focus ring comes from the global :focus-visible style).
 */
export const inputStyles: SystemStyleObject = {
  width: '100%',
  minH: '10',
  px: '3',
  py: '2',
  fontSize: 'sm',
  bg: 'white',
  color: 'sand.900',
  borderWidth: '1px',
  borderColor: 'sand.400',
  rounded: 'md',
  _placeholder: { color: 'sand.600' },
  _focusVisible: { borderColor: 'cognac.600' },
  _invalid: { borderColor: 'red.600' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
};
