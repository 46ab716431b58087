import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';

/** A link of the sub-navigation: a section's route segment under /addons/{slug}/ and its name. */
export interface WorkspaceNavigationItem {
  path: string;
  label: string;
}

/**
 * Scroll shadows (background-attachment: local): on a phone the seven
 * sections do not fit, and a shadow at the edge that hides more says the
 * row scrolls. The covers scroll with the content; the shadows stay put.
 * CSS variables, so the dark scheme gets its own colours.
 */
const scrollShadows = (theme: Theme) => {
  const cover = theme.vars.palette.background.default;
  const shadow = `color-mix(in srgb, ${theme.vars.palette.text.primary} 18%, transparent)`;
  return {
    background: [
      `linear-gradient(to right, ${cover} 30%, transparent)`,
      `linear-gradient(to left, ${cover} 30%, transparent) 100% 0`,
      `radial-gradient(farthest-side at 0 50%, ${shadow}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${shadow}, transparent) 100% 0`,
    ].join(', '),
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
};

/** Real links (one tab stop each), the current one marked with aria-current and kept in view. */
export function WorkspaceNavigation({ sections }: { sections: readonly WorkspaceNavigationItem[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // A role-gated section's tab joins the row once the current user is known
  // (AddonWorkspaceRoute): measure again then, or the current tab stays where it was pushed.
  const shown = sections.map((section) => section.path).join(' ');

  // On a phone the current section may sit past the right edge (Settings,
  // Logs): bring it to the middle of the row, without moving the page.
  useLayoutEffect(() => {
    const row = list.current;
    if (!row) return;
    const centre = () => {
      const current = row.querySelector<HTMLElement>('[aria-current="page"]');
      if (current) row.scrollLeft = current.offsetLeft + current.offsetWidth / 2 - row.clientWidth / 2;
    };
    centre();
    // The links are measured before the web font may have arrived; once it has, they are wider:
    // centre again, or the current section sits off-centre (and differently from one load to the next).
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) centre();
    });
    return () => {
      live = false;
    };
  }, [pathname, shown]);

  return (
    <Box component="nav" aria-label="Add-on sections" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box
        component="ul"
        ref={list}
        sx={(theme) => ({
          display: 'flex',
          gap: 1,
          listStyle: 'none',
          m: 0,
          p: 0,
          position: 'relative',
          overflowX: 'auto',
          ...scrollShadows(theme),
        })}
      >
        {sections.map((section) => (
          <Box component="li" key={section.path} sx={{ flexShrink: 0 }}>
            <Link
              component={NavLink}
              to={section.path}
              underline="none"
              sx={{
                display: 'block',
                px: 2,
                py: 1.5,
                fontWeight: 500,
                whiteSpace: 'nowrap',
                color: 'text.secondary',
                borderBottom: 3,
                borderColor: 'transparent',
                '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
                '&:hover': { color: 'text.primary' },
              }}
            >
              {section.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
