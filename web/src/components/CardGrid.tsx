import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface CardGridProps {
  /** One entry per card; each becomes a list item. */
  items: readonly { key: string; card: ReactNode }[];
  /** Narrowest a column may get before the grid wraps, in px. */
  minColumnWidth?: number;
  /** Names the list for assistive technology: the id of a visible heading… */
  labelledBy?: string;
  /** …or a label. */
  label?: string;
}

/** A responsive list of cards (a `<ul>`, so screen readers announce how many). */
export function CardGrid({ items, minColumnWidth = 320, labelledBy, label }: CardGridProps) {
  return (
    <Box
      component="ul"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnWidth}px), 1fr))`,
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.key}>
          {item.card}
        </Box>
      ))}
    </Box>
  );
}
