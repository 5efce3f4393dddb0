import { useId } from 'react';
import { Box, chakra } from '@chakra-ui/react';

const controlStyle = {
  display: 'block',
  w: 'full',
  px: '3',
  py: '2',
  bg: 'white',
  color: 'sand.900',
  borderWidth: '1px',
  borderColor: 'sand.300',
  rounded: 'md',
  _hover: { borderColor: 'sand.400' },
  _focusVisible: { outline: '2px solid', outlineColor: 'cognac.600', outlineOffset: '1px', borderColor: 'cognac.600' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
} as const;

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

export function TextField({ label, value, onChange, disabled, required, name }: FieldProps) {
  const id = useId();
  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <chakra.input id={id} name={name} type="text" value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} required={required} h="10" {...controlStyle} />
    </Box>
  );
}

export function TextAreaField({ label, value, onChange, disabled, name }: FieldProps) {
  const id = useId();
  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <chakra.textarea id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} rows={4} resize="vertical" {...controlStyle} />
    </Box>
  );
}
