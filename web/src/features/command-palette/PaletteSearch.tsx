import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import useAutocomplete from '@mui/material/useAutocomplete';
import { useForkRef } from '@mui/material/utils';
import { visuallyHidden } from '@mui/utils';
import { useId, useMemo, useState, type ComponentProps, type Ref } from 'react';
import { buildPaletteIndex, paletteTargets, resultsSentence, type PaletteAddon, type PaletteOptions, type PaletteTarget } from '../../domain/command-palette';

/**
 * The field takes focus as the dialog opens (a palette is for typing). Set as
 * the input mounts, before the dialog's focus trap looks: focus is already
 * inside, so the trap leaves it there.
 */
const focusWhenShown = (input: HTMLInputElement | null) => input?.focus();

const BareInput = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  padding: theme.spacing(0.5, 0),
  background: 'transparent',
  color: (theme.vars ?? theme).palette.text.primary,
  ...theme.typography.body1,
}));

/** The combobox's input: a plain <input> (useAutocomplete needs the element itself), focused as it appears. */
function PaletteInput({ ref, ...props }: ComponentProps<'input'> & { ref?: Ref<HTMLInputElement> }) {
  const handleRef = useForkRef(ref, focusWhenShown);
  return <BareInput ref={handleRef} {...props} />;
}

export interface PaletteSearchProps extends PaletteOptions {
  addons: readonly PaletteAddon[];
  loading: boolean;
  isAdmin: boolean;
  /** The list may grow to the screen's height (a full-screen dialog on a phone). */
  fullHeight: boolean;
  onChoose: (target: PaletteTarget) => void;
  onDismiss: () => void;
}

export const FIELD_LABEL = 'Add-on name or slug, or a screen';

/**
 * The palette's combobox. MUI's `useAutocomplete` gives the ARIA combobox
 * pattern (listbox, arrow keys, aria-activedescendant); matching is the
 * domain's (`paletteTargets`), and a polite status announces how many
 * results each keystroke leaves. Mounted with the dialog's content, so the
 * query starts empty each time the palette opens.
 */
export function PaletteSearch({ addons, loading, isAdmin, fullHeight, sections, adminScreens, screens, onChoose, onDismiss }: PaletteSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const index = useMemo(() => buildPaletteIndex(addons), [addons]);
  const targets = useMemo(() => paletteTargets(index, query, { sections, adminScreens, screens }), [index, query, sections, adminScreens, screens]);

  const { getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps } = useAutocomplete<PaletteTarget, false, false, false>({
    id,
    componentName: 'CommandPalette',
    options: targets,
    // Already matched and ranked by the domain.
    filterOptions: (options) => options,
    getOptionLabel: (target) => target.label,
    isOptionEqualToValue: (option, value) => option.key === value.key,
    inputValue: query,
    onInputChange: (_event, value, reason) => {
      if (reason === 'input') setQuery(value);
    },
    value: null,
    onChange: (_event, target) => {
      if (target) onChoose(target);
    },
    open: true,
    onClose: (_event, reason) => {
      if (reason === 'escape') onDismiss();
    },
    autoHighlight: true,
    clearOnBlur: false,
    handleHomeEndKeys: false,
  });

  return (
    <>
      <Box
        {...getRootProps()}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 2,
          py: 1.5,
          borderBottom: 2,
          borderColor: 'divider',
          // The field's focus indicator: the row's underline turns to the focus colour.
          '&:focus-within': { borderColor: 'focusRing' },
        }}
      >
        <SearchIcon aria-hidden />
        <Box component="label" {...getInputLabelProps()} sx={visuallyHidden}>
          {FIELD_LABEL}
        </Box>
        <PaletteInput {...getInputProps()} placeholder={isAdmin ? 'Add-on, screen, admin screen or e-mail…' : 'Add-on name or slug, or a screen…'} />
        {/* Touch users have no Esc key, and a full-screen dialog no backdrop to tap. */}
        <IconButton aria-label="Close" edge="end" onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box role="status" aria-live="polite" sx={{ px: 2, pt: 1, typography: 'body2', color: 'text.secondary' }}>
        {loading ? 'Loading add-ons…' : resultsSentence(targets.length, query.trim() !== '')}
      </Box>
      <Box
        component="ul"
        {...getListboxProps()}
        aria-labelledby={undefined}
        aria-label="Results"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 1,
          maxHeight: fullHeight ? 'none' : '50vh',
          overflowY: 'auto',
          '& [role="option"]': { px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer', display: 'flex', justifyContent: 'space-between', gap: 2 },
          '& [role="option"].Mui-focused': { bgcolor: 'action.selected' },
        }}
      >
        {targets.map((target, position) => {
          const { key, ...optionProps } = getOptionProps({ option: target, index: position });
          return (
            <li key={key} {...optionProps}>
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {target.label}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                {target.detail}
              </Typography>
            </li>
          );
        })}
      </Box>
    </>
  );
}
