import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

export type SearchFieldProps = Omit<TextFieldProps, 'type' | 'onChange' | 'value'> & {
  value: string;
  /** The text as typed, on every keystroke (filtering is the caller's, on what it holds). */
  onSearch: (text: string) => void;
};

/**
 * A list's search box: `type="search"` (Esc clears it; screen readers call it
 * a search field), the magnifier as decoration, and what it searches by in the
 * helper text, so every list filters the same way.
 */
export function SearchField({ value, onSearch, slotProps, ...props }: SearchFieldProps) {
  return (
    <TextField
      {...props}
      type="search"
      value={value}
      onChange={(event) => onSearch(event.target.value)}
      slotProps={{
        ...slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
