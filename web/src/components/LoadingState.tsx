import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface LoadingStateProps {
  /** What is loading, shown and announced. */
  label?: string;
  /** Reserve height so the page does not jump when content arrives. */
  minHeight?: number | string;
}

export function LoadingState({ label = 'Loading…', minHeight }: LoadingStateProps) {
  const labelId = useId();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4, minHeight }}
    >
      <CircularProgress size={28} aria-labelledby={labelId} />
      <Typography id={labelId} color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
