import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A read-only description list, the way screens show a record's facts: label
 * beside value on wide screens (in a column `labelWidth` px wide), above it on
 * narrow ones.
 */
export function Facts({ children, labelWidth = 200 }: { children: ReactNode; labelWidth?: number }) {
  return (
    <Box component="dl" sx={{ m: 0, '--fact-label-width': `${labelWidth}px` }}>
      {children}
    </Box>
  );
}

/** A fact with no value (null, undefined or '') says "Not set" rather than leaving a gap. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  const missing = children === null || children === undefined || children === '';
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'var(--fact-label-width, 200px) 1fr' }, gap: { xs: 0.5, sm: 2 }, py: 1 }}>
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
