import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { fieldSentence, humanFieldName } from '../api/field-messages';
import { characterCount } from '../api/field-rules';
import { maxCharactersOf } from '../api/yup-rules';
import { characterCounter, characterLimitHint, limitedFieldHelp } from '../domain/character-counter';
import { useFormSchema } from './FormBehaviour';

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
 * Errors — the schema's and the server's alike — are read as sentences that
 * name the field by its label (`fieldSentence`). A field the schema limits
 * says its limit from the start and counts, never below zero.
 */
export function FormTextField({ name, helperText, label, ...props }: FormTextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const max = maxCharactersOf(useFormSchema(), name);
  const shownError = meta.touched || submitCount > 0 ? meta.error : undefined;
  const error = shownError ? fieldSentence(typeof label === 'string' ? label : humanFieldName(name), shownError) : undefined;
  const counter = max === undefined ? undefined : characterCounter(characterCount(field.value ?? ''), max);
  const help = error ?? helperText;
  return (
    <TextField
      {...props}
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(error) || Boolean(counter?.over)}
      helperText={
        counter && max !== undefined ? (
          <Stack component="span" direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <span>
              {typeof help === 'string' || help === null || help === undefined ? (
                limitedFieldHelp(help, max)
              ) : (
                <>
                  {help} {characterLimitHint(max)}
                </>
              )}
            </span>
            <span style={{ flexShrink: 0 }}>{counter.label}</span>
          </Stack>
        ) : (
          help
        )
      }
    />
  );
}
