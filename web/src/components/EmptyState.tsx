import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Buttons and links inviting the next step. */
  actions?: ReactNode;
  /** Decorative illustration or icon (hidden from assistive technology). */
  icon?: ReactNode;
  /** The heading level that fits the page outline. */
  headingLevel?: 'h1' | 'h2' | 'h3' | 'h4';
}

/** The one empty state of the portal (design.md §5). */
export function EmptyState({ title, description, actions, icon, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 3, sm: 6 }, py: 5, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 560, mx: 'auto' }}>
        {icon ? (
          <Box aria-hidden="true" sx={{ color: 'primary.main', fontSize: 48, lineHeight: 0 }}>
            {icon}
          </Box>
        ) : null}
        <Typography variant="h3" component={headingLevel}>
          {title}
        </Typography>
        {description ? (
          <Typography component="div" color="text.secondary">
            {description}
          </Typography>
        ) : null}
        {actions ? (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
          >
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
