import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useChangelog, type ChangelogEntry } from '../../api/changelog';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { CHANGELOG_SIZE, changelogMonths, type ChangelogMonth } from '../../domain/changelog';
import { ChangelogEntryRow } from './ChangelogEntryRow';

const HEADING = 'Add-ons changelog';

function MonthSection({ month }: { month: ChangelogMonth<ChangelogEntry> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {month.label}
      </Typography>
      <Paper variant="outlined" component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0.5 }}>
        {month.entries.map((entry) => (
          <Box component="li" key={entry.slug} sx={{ '& + &': { borderTop: 1, borderColor: 'divider' } }}>
            <ChangelogEntryRow entry={entry} />
          </Box>
        ))}
      </Paper>
    </section>
  );
}

/**
 * /changelog (spec §2 "Public routes"): the 20 most recently updated add-ons,
 * grouped by month, each linking to its marketplace page. Public: readable
 * without signing in (the changelog is a public partner API endpoint).
 */
export function ChangelogPage() {
  const changelog = useChangelog();
  return (
    <Stack spacing={4}>
      <title>{`${HEADING} · Partner Portal`}</title>
      <Stack spacing={1}>
        <Typography variant="h1">{HEADING}</Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
          What’s new on the marketplace: the {CHANGELOG_SIZE} most recently updated add-ons, newest first, with the state
          each one is in. Select an add-on to open its marketplace page.
        </Typography>
      </Stack>
      <QueryState query={changelog} loadingLabel="Loading the changelog…" loadingMinHeight={400}>
        {(entries) => {
          const months = changelogMonths(entries);
          if (months.length === 0) {
            return <EmptyState title="No add-on has been updated yet" description="Add-ons appear here as soon as they change." />;
          }
          return (
            <Stack spacing={4}>
              {months.map((month) => (
                <MonthSection key={month.key} month={month} />
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
