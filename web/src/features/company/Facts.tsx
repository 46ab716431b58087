import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A read-only description list: label beside value on wide screens, above it on narrow ones. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {children}
    </Box>
  );
}

/** A fact with no value (null, undefined or '') says "Not set" rather than leaving a gap. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const missing = children === null || children === undefined || children === '';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' }, gap: { xs: 0.5, sm: 2 }, py: 1 }}>
      <Typography component="dt" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {missing ? <NotSet /> : children}
      </Box>
    </Box>
  );
}

export function NotSet() {
  return (
    <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
      Not set
    </Typography>
  );
}
