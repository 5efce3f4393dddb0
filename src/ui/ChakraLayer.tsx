import { useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { returnFocusAfterDisabled } from './returnFocusAfterDisabled';
import { revealTrappedFocus } from './revealTrappedFocus';
import { system } from './theme/system';

/**
 * The interactive and staff layer (DESIGN.md section 2): every part built with Chakra components
 * sits inside one of these, in the chunk that is loaded when the part is first used, so a
 * visitor's first load carries no Chakra. Several may be mounted at once; each only adds the
 * theme's variables, which Panda's stylesheet already declares with the same values.
 */
export function ChakraLayer({ children }: { children: ReactNode }) {
  useEffect(revealTrappedFocus, []);
  useEffect(returnFocusAfterDisabled, []);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
