import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ADMIN_PATH, adminPath, adminScreenTitles } from '../domain/admin-paths';
import type { CompanyPermissionUser } from '../domain/company-permission';
import { adminScreens } from './admin-screens';
import { openSections } from './open-sections';

// Its own chunk, loaded on first use: the entry bundle stays within budget.
const CommandPalette = lazy(() => import('../features/command-palette/CommandPalette'));

/** Ctrl+K, or ⌘K on a Mac: the shortcut the palette answers everywhere. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

const onApple = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

/**
 * The header's way into the command palette (issue 25 item 3): the global
 * Ctrl+K / ⌘K shortcut (registered once, here, for the whole signed-in app)
 * and a visible Search button for mouse and touch. Remembers what had focus,
 * and gives it back when the palette is dismissed.
 */
export function CommandPaletteLauncher({ isAdmin, compact }: { isAdmin: boolean; compact: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  // Stable (refs and state setters only), so the shortcut is registered once.
  const show = useCallback(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) returnFocusTo.current = active;
    setLoaded(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (its search bar) gives way to the portal's.
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const restoreFocus = useRef(false);
  const close = (navigated: boolean) => {
    restoreFocus.current = !navigated;
    setOpen(false);
  };
  // After the closing render, once the dialog's focus trap has let go (it would pull focus straight back).
  useEffect(() => {
    if (open) return;
    const previous = returnFocusTo.current;
    returnFocusTo.current = null;
    if (restoreFocus.current && previous?.isConnected) previous.focus();
    restoreFocus.current = false;
  }, [open]);

  // The tabs' own rule (audience and company role), so "Reports" is not offered to a Developer. Applied by the
  // palette once opened, to the user it loads then: the header does not wait for, or fetch, the current user.
  const sections = useCallback(
    (user: CompanyPermissionUser | undefined) => openSections({ platformAdmin: isAdmin }, user).map(({ label, path }) => ({ label, path })),
    [isAdmin],
  );
  const admin = useMemo(
    () =>
      isAdmin
        ? [
            { label: 'Admin', path: ADMIN_PATH },
            ...adminScreens.flatMap((screen) => (screen.path === 'index' ? [] : [{ label: adminScreenTitles[screen.path], path: adminPath(screen.path) }])),
          ]
        : undefined,
    [isAdmin],
  );

  const shortcut = onApple() ? '⌘K' : 'Ctrl K';
  return (
    <>
      {compact ? (
        <IconButton color="inherit" aria-label="Search" aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog" onClick={show}>
          <SearchIcon />
        </IconButton>
      ) : (
        <Button color="inherit" variant="outlined" startIcon={<SearchIcon />} aria-keyshortcuts="Control+K Meta+K" aria-haspopup="dialog" onClick={show} sx={{ whiteSpace: 'nowrap' }}>
          Search
          <Box component="kbd" aria-hidden sx={{ ml: 1, font: 'inherit' }}>
            {shortcut}
          </Box>
        </Button>
      )}
      {loaded ? (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={close} isAdmin={isAdmin} sections={sections} adminScreens={admin} />
        </Suspense>
      ) : null}
    </>
  );
}
