import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { fieldSentence } from '../api/field-messages';

export interface CheckboxOption {
  value: string;
  label: ReactNode;
  /** A line under the label saying what choosing it means. */
  description?: ReactNode;
}

export interface FormCheckboxGroupProps {
  /** The Formik value it edits: the chosen options' values. */
  name: string;
  /** The group's legend, and the name its errors are said with. */
  label: string;
  options: readonly CheckboxOption[];
  /** Help shown below the group until there is an error to show instead. */
  helperText: string;
  required?: boolean;
}

/**
 * A group of checkboxes bound to a Formik list, the FormTextField of a
 * multiple choice: its error (none chosen, or the server's) shows once the
 * group was left or the form submitted, as a sentence naming the group, in
 * place of the help text, which is the group's description.
 */
export function FormCheckboxGroup({ name, label, options, helperText, required }: FormCheckboxGroupProps) {
  const [field, meta] = useField<string[]>(name);
  const { submitCount } = useFormikContext();
  const helpId = useId();
  const shown = meta.touched || submitCount > 0 ? meta.error : undefined;
  const error = typeof shown === 'string' ? fieldSentence(label, shown) : undefined;
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={helpId} required={required}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {options.map((option) => {
          const described = option.description !== undefined;
          return (
            <FormControlLabel
              key={option.value}
              // A described option aligns its box with the label's first line, not the middle of both.
              sx={described ? { alignItems: 'flex-start', mt: 0.5 } : undefined}
              control={
                <Checkbox
                  name={name}
                  value={option.value}
                  checked={field.value.includes(option.value)}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  sx={described ? { pt: 0.25 } : undefined}
                />
              }
              label={
                described ? (
                  <>
                    {option.label}
                    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                      {option.description}
                    </Typography>
                  </>
                ) : (
                  option.label
                )
              }
            />
          );
        })}
      </FormGroup>
      <FormHelperText id={helpId}>{error ?? helperText}</FormHelperText>
    </FormControl>
  );
}
