import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ChangelogEntry } from '../../api/changelog';
import { AddonIcon } from '../../components/AddonIcon';
import { stateTagFor } from '../../domain/addon-state';
import { changelogAsOf, changelogBadgeLabel } from '../../domain/changelog';

/** Smaller than the listing's 70 px so a phone keeps room for the name and summary. */
const ICON_SIZE = 56;

function StateBadge({ state }: Pick<ChangelogEntry, 'state'>) {
  // Alpha, Beta and Shutdown in their tag colours (spec §4); GA, which has no tag colour, outlined.
  const tag = stateTagFor(state);
  return (
    <Chip
      label={changelogBadgeLabel(state)}
      size="small"
      variant={tag ? 'filled' : 'outlined'}
      color={tag ? tag.paletteKey : 'default'}
      data-state={state}
    />
  );
}

/**
 * One changelog entry (spec §2): icon, display name linking to the add-on's
 * marketplace page, state badge, summary and 'as of' date. The whole row is
 * clickable through the name's link: one tab stop, named by the add-on.
 */
export function ChangelogEntryRow({ entry }: { entry: ChangelogEntry }) {
  return (
    <Box
      sx={{
        position: 'relative',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: { xs: 2, sm: 2.5 },
        borderRadius: 1,
        '&:hover, &:has(a:focus-visible)': { bgcolor: 'action.hover' },
      }}
    >
      <AddonIcon src={entry.iconUrl} size={ICON_SIZE} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            <Link
              href={entry.marketplaceUrl}
              color="inherit"
              underline="hover"
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
            >
              {entry.displayName}
            </Link>
          </Typography>
          <StateBadge state={entry.state} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {entry.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          <time dateTime={entry.updatedAt}>{changelogAsOf(entry)}</time>
        </Typography>
      </Box>
    </Box>
  );
}
