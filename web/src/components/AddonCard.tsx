import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { addonPath } from '../domain/addon-paths';
import type { AddonState } from '../domain/addon-state';
import { AddonIcon } from './AddonIcon';
import { StateTag } from './StateTag';

/** What a card shows of an add-on (a subset of the add-on summary). */
export interface AddonCardAddon {
  slug: string;
  displayName: string;
  summary: string;
  state: AddonState;
  iconUrl: string | null;
}

export interface AddonCardProps {
  addon: AddonCardAddon;
  /** The heading level of the add-on's name, to fit the page outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Where the card leads; defaults to `/addons/{slug}`. */
  to?: string;
}

/**
 * One add-on: icon (70×70, placeholder without one), display name, state tag
 * and summary. The whole card is clickable through the name's link (one tab
 * stop, named by the add-on).
 */
export function AddonCard({ addon, headingLevel = 'h2', to = addonPath(addon.slug) }: AddonCardProps) {
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        transition: (theme) => theme.transitions.create(['border-color', 'box-shadow']),
        '&:hover': { borderColor: 'primary.main' },
        '&:has(a:focus-visible)': { borderColor: 'primary.main' },
      }}
    >
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <AddonIcon src={addon.iconUrl} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography variant="h4" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
              <Link
                component={RouterLink}
                to={to}
                color="inherit"
                underline="hover"
                sx={{
                  // Stretch the link over the card so the whole card is clickable.
                  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                }}
              >
                {addon.displayName}
              </Link>
            </Typography>
            <StateTag state={addon.state} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {addon.summary}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
