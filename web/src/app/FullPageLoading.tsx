import Box from '@mui/material/Box';
import { LoadingState } from '../components/LoadingState';

/** Before the shell can be drawn (session unknown, route code loading). */
export function FullPageLoading({ label = 'Loading the Partner Portal…' }: { label?: string }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <LoadingState label={label} />
    </Box>
  );
}
