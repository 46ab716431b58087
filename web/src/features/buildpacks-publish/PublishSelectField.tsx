import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { fieldSentence } from '../../api/field-messages';

export interface PublishSelectFieldProps {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  helperText?: ReactNode;
  /** Besides storing the value, e.g. the owner also fills the namespace. */
  onChosen?: (value: string) => void;
  disabled?: boolean;
}

/** A select bound to a Formik value; its error reads as a sentence, shown as FormTextField shows one. */
export function PublishSelectField({ id, name, label, options, helperText, onChosen, disabled }: PublishSelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const shown = meta.touched || submitCount > 0 ? meta.error : undefined;
  const error = shown ? fieldSentence(label, shown) : undefined;
  return (
    <TextField
      id={id}
      select
      required
      label={label}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        void helpers.setValue(event.target.value);
        onChosen?.(event.target.value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      disabled={disabled}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
