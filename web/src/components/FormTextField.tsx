import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
  /** The Formik value it edits. */
  name: string;
  /** Help shown below the field until there is an error to show instead. */
  helperText?: ReactNode;
};

/**
 * A text field bound to a Formik value. Its error shows once the field was
 * left or the form submitted (not while someone is still typing a first
 * time), in place of the help text, so it is also the field's description.
 */
export function FormTextField({ name, helperText, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.touched || submitCount > 0 ? meta.error : undefined;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
    />
  );
}
