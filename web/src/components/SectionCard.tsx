import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** A short line under the title saying what the section is for. */
  description?: ReactNode;
  /** Buttons or links beside the title (Edit, Add). */
  action?: ReactNode;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** A titled section of a screen, as a landmark named by its heading. */
export function SectionCard({ title, description, action, children, headingLevel = 'h2' }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} variant="h3" component={headingLevel}>
            {title}
          </Typography>
          {description ? (
            <Typography variant="body2" color="text.secondary" component="div">
              {description}
            </Typography>
          ) : null}
        </Stack>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
