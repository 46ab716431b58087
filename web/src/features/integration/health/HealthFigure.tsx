import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FigureChange } from '../../../domain/integration-health-change';

const TONE_COLOURS = { better: 'success.main', worse: 'error.main', neutral: 'text.secondary' } as const;
const ARROWS = { up: ArrowUpwardIcon, down: ArrowDownwardIcon, same: RemoveIcon, none: null } as const;

/**
 * One figure of an action (calls, success rate, a latency) with its change
 * against the previous period under it: the words say it, the colour and the
 * arrow only repeat them.
 */
export function HealthFigure({ label, value, change }: { label: string; value: string; change: FigureChange }) {
  const Arrow = ARROWS[change.direction];
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="h4" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, color: TONE_COLOURS[change.tone], display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
        {Arrow ? <Arrow aria-hidden="true" sx={{ fontSize: '1rem', mt: '0.15em', flexShrink: 0 }} /> : null}
        <span>{change.text}</span>
      </Typography>
    </Box>
  );
}
