import { useId, type ReactNode } from 'react';
import { chakra, Stack } from '@chakra-ui/react';

/** What a field's control needs to be labelled, described and marked invalid. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  /** A German message from the input model; the control is then invalid and described by it. */
  error?: string | null;
  /** A hint under the control, always read with it. */
  help?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled form field of the staff forms: label, control, help text and error text. The error
 * is tied to the control by aria-describedby (read out when the control gets focus; the forms move
 * focus to the first bad field) and announced when it appears.
 */
export function FormField({ label, error, help, children }: FormFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium" color="sand.800">
        {label}
      </chakra.label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {help && (
        <chakra.p id={helpId} fontSize="sm" color="sand.600">
          {help}
        </chakra.p>
      )}
      {error && (
        <chakra.p id={errorId} role="alert" fontSize="sm" color="red.700" data-testid="field-error">
          {error}
        </chakra.p>
      )}
    </Stack>
  );
}
