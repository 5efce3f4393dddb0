import type { Ref } from 'react';
import { Input, Textarea, type InputProps, type TextareaProps } from '@chakra-ui/react';

/**
 * The one look of the staff forms' text fields: Chakra's input and textarea recipes (part of the
 * theme already) on white, with the cognac focus ring and a red border when invalid.
 */
const fieldLook = {
  bg: 'white',
  color: 'sand.900',
  borderColor: 'sand.400',
  colorPalette: 'cognac',
  _placeholder: { color: 'sand.600' },
  _invalid: { borderColor: 'red.600' },
} as const;

export function TextInput(props: InputProps & { ref?: Ref<HTMLInputElement> }) {
  return <Input {...fieldLook} {...props} />;
}

export function TextArea(props: TextareaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return <Textarea {...fieldLook} resize="vertical" rows={4} {...props} />;
}
