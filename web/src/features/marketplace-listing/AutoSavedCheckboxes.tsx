import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';

interface CheckboxOption<V extends string> {
  value: V;
  label: string;
  /** Shown but not changeable (Cedar, spec §5), with the reason as its description. */
  fixedReason?: string;
}

export interface AutoSavedCheckboxesProps<V extends string> {
  legend: string;
  options: readonly CheckboxOption<V>[];
  /** What the server has. */
  saved: readonly V[];
  save: (values: V[]) => Promise<unknown>;
  successMessage: string;
}

/** Spec §9: listing edits are saved after a debounce, so quick clicks make one save. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * A group of checkboxes that saves itself shortly after the last change. A
 * refused save puts the boxes back to what the server has (the error itself
 * is flashed by the app).
 */
export function AutoSavedCheckboxes<V extends string>({ legend, options, saved, save, successMessage }: AutoSavedCheckboxesProps<V>) {
  // Unsaved clicks; `null` shows what the server has (after a save, or a refused one).
  const [draft, setDraft] = useState<readonly V[] | null>(null);
  const [saving, setSaving] = useState(false);
  const statusId = useId();
  const checked = draft ?? saved;

  const saveSoon = useDebouncedCallback(async (values: V[]) => {
    setSaving(true);
    try {
      await save(values);
      enqueueSnackbar(successMessage, { variant: 'success' });
    } catch {
      // The app flashes the error.
    } finally {
      // A click made while this save ran has its own save coming: keep showing it.
      if (!saveSoon.isPending()) setDraft(null);
      setSaving(false);
    }
  }, AUTOSAVE_DELAY_MS, { flushOnExit: true }); // leaving the page still saves the last click

  function toggle(value: V, on: boolean) {
    const next = options.map((option) => option.value).filter((candidate) => (candidate === value ? on : checked.includes(candidate)));
    setDraft(next);
    void saveSoon(next);
  }

  return (
    <FormControl component="fieldset" aria-describedby={statusId}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 3 }}>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            disabled={option.fixedReason !== undefined}
            control={
              <Checkbox
                checked={checked.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                slotProps={{ input: option.fixedReason ? { 'aria-description': option.fixedReason } as object : {} }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText id={statusId} role="status" sx={{ mx: 0 }}>
        {saving || saveSoon.isPending() ? 'Saving…' : 'Changes are saved automatically.'}
      </FormHelperText>
    </FormControl>
  );
}
