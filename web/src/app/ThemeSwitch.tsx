import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import Check from '@mui/icons-material/Check';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useId, useState } from 'react';

export type ThemeMode = 'light' | 'dark' | 'system';

/** The three choices, in the order the menu offers them (issue 25 item 4). */
export const THEME_MODES: readonly { mode: ThemeMode; label: string }[] = [
  { mode: 'light', label: 'Light' },
  { mode: 'dark', label: 'Dark' },
  { mode: 'system', label: 'System' },
];

const icons = { light: LightModeIcon, dark: DarkModeIcon, system: SettingsBrightnessIcon } as const;

/** The button's accessible name says what is chosen now, so a screen reader hears it before opening. */
export const themeSwitchLabel = (mode: ThemeMode) =>
  `Colour scheme: ${THEME_MODES.find((choice) => choice.mode === mode)?.label ?? 'System'}`;

/**
 * The header's colour-scheme switch: one icon button (fits the 390 px header)
 * opening a menu of three radio items. MUI's `useColorScheme` applies the
 * choice and remembers it in this browser's localStorage (AppProviders), and
 * index.html's init script applies it before the first paint.
 */
export function ThemeSwitch() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const current: ThemeMode = mode ?? 'system';
  const Icon = icons[current];
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        id={buttonId}
        color="inherit"
        aria-label={themeSwitchLabel(current)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Icon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': 'Colour scheme' } }}
      >
        {THEME_MODES.map((choice) => {
          const checked = choice.mode === current;
          const ChoiceIcon = icons[choice.mode];
          return (
            <MenuItem
              key={choice.mode}
              role="menuitemradio"
              aria-checked={checked}
              selected={checked}
              onClick={() => {
                setMode(choice.mode);
                close();
              }}
            >
              <ListItemIcon>
                <ChoiceIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText>{choice.label}</ListItemText>
              {/* The tick repeats aria-checked for sighted users; colour alone would not do. */}
              <Check fontSize="small" sx={{ ml: 2, visibility: checked ? 'visible' : 'hidden' }} aria-hidden />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
