import EmailIcon from '@mui/icons-material/AlternateEmail';
import PlaceIcon from '@mui/icons-material/Place';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import GroupIcon from '@mui/icons-material/Group';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../components/CardGrid';
import { adminPath, adminScreenSegments, adminScreenTitles } from '../../domain/admin-paths';
import { countSentence } from '../../domain/count-sentence';
import { waitingRepricingsSentence } from '../../domain/repricing-review';
import { useCompaniesWithBetaOrGaAddonCount, useListedCompanyUserCount } from './company-counts';
import { LiveCount, type LiveCountSource } from './LiveCount';
import { useWaitingRepricingCount } from './use-waiting-repricing-count';
import { ReviewQueueSection } from './ReviewQueueSection';

/**
 * A card's live count (issue: "a live count where it helps ('3 repricing
 * requests waiting')"): the hook that counts, e.g. `useWaitingRepricingCount`,
 * and the sentence for a number. Each card calls its own hook, always the same one.
 */
export interface AdminAreaCount {
  useCount: () => LiveCountSource;
  sentence: (count: number) => string;
}

export interface AdminArea {
  title: string;
  to: string;
  description: string;
  icon: ReactNode;
  liveCount?: AdminAreaCount;
}

/** Spec §2 "Admin routes": "admin index: cards leading to repricing, addresses, users and email-lookup." */
export const adminAreas: readonly AdminArea[] = [
  {
    title: adminScreenTitles[adminScreenSegments.repricing],
    to: adminPath(adminScreenSegments.repricing),
    description: 'Review plan repricing requests: current, scheduled and history.',
    icon: <PriceChangeIcon fontSize="inherit" />,
    liveCount: { useCount: useWaitingRepricingCount, sentence: waitingRepricingsSentence },
  },
  {
    title: adminScreenTitles[adminScreenSegments.addresses],
    to: adminPath(adminScreenSegments.addresses),
    description: 'Company addresses, for companies with a beta or GA add-on.',
    icon: <PlaceIcon fontSize="inherit" />,
    liveCount: { useCount: useCompaniesWithBetaOrGaAddonCount, sentence: (count) => countSentence(count, 'company', 'companies', 'with a beta or GA add-on') },
  },
  {
    title: adminScreenTitles[adminScreenSegments.users],
    to: adminPath(adminScreenSegments.users),
    description: 'Company users and their add-ons, for companies with a beta or GA add-on.',
    icon: <GroupIcon fontSize="inherit" />,
    liveCount: { useCount: useListedCompanyUserCount, sentence: (count) => countSentence(count, 'user', 'users', 'at those companies') },
  },
  {
    title: adminScreenTitles[adminScreenSegments.emailLookup],
    to: adminPath(adminScreenSegments.emailLookup),
    description: "Find the add-ons of a user's company by e-mail.",
    icon: <EmailIcon fontSize="inherit" />,
  },
  {
    title: adminScreenTitles[adminScreenSegments.belowObjective],
    to: adminPath(adminScreenSegments.belowObjective),
    description: 'Add-ons whose provisions fall short of their objective, worst first.',
    icon: <TrendingDownIcon fontSize="inherit" />,
  },
];

/** `/admin`: the admin areas, then the queue of what waits for review. */
export function AdminIndexPage() {
  return <AdminIndex areas={adminAreas} />;
}

/** The index with the given areas: the stories show cards with counts through it. */
export function AdminIndex({ areas }: { areas: readonly AdminArea[] }) {
  return (
    <Stack spacing={3}>
      <title>Admin · Partner Portal</title>
      <Typography variant="h1">Admin</Typography>
      <CardGrid label="Admin areas" minColumnWidth={260} items={areas.map((area) => ({ key: area.to, card: <AdminAreaCard area={area} /> }))} />
      <ReviewQueueSection />
    </Stack>
  );
}

function AdminAreaCard({ area }: { area: AdminArea }) {
  return (
    <Card sx={{ position: 'relative', height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <CardContent>
        <Box aria-hidden="true" sx={{ color: 'primary.main', fontSize: 36, lineHeight: 0, mb: 1 }}>
          {area.icon}
        </Box>
        <Typography variant="h3" component="h2" gutterBottom>
          <Link
            component={RouterLink}
            to={area.to}
            color="inherit"
            underline="hover"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {area.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {area.description}
        </Typography>
        {area.liveCount ? <AreaCount liveCount={area.liveCount} /> : null}
      </CardContent>
    </Card>
  );
}

function AreaCount({ liveCount }: { liveCount: AdminAreaCount }) {
  const source = liveCount.useCount();
  return (
    <Box sx={{ mt: 1 }}>
      <LiveCount source={source} sentence={liveCount.sentence} />
    </Box>
  );
}
