import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useVisitor } from '../../api/visitor';
import { CardGrid } from '../../components/CardGrid';
import { ADDONS_PATH } from '../../domain/addon-paths';
import { links } from '../../domain/links';
import { joinProviderProgramUrl } from '../../domain/provider-resources';
import { ResourceCentre } from './ResourceCentre';

const HEADING = 'Bring your service to every developer on the platform';

const partnerKinds: readonly { title: string; text: string }[] = [
  {
    title: 'Data services',
    text: 'Managed databases, caches, queues and search that developers attach to an app in one command.',
  },
  {
    title: 'Developer tools',
    text: 'Monitoring, logging, error tracking, CI and security tools that watch over apps in production.',
  },
  {
    title: 'APIs and SaaS',
    text: 'E-mail, messaging, payments, media and AI services that apps call from their code.',
  },
];

const reasons: readonly { title: string; text: string }[] = [
  {
    title: 'Reach developers where they build',
    text: 'Your add-on is listed in the marketplace and installed from the dashboard or the CLI, right beside the apps that need it.',
  },
  {
    title: 'Billing handled for you',
    text: 'Customers pay for your plans on their platform invoice. You receive a monthly payout with a report of every install.',
  },
  {
    title: 'Provisioning built in',
    text: 'The Add-on Partner API creates, changes and removes resources automatically, and signs customers in to your dashboard.',
  },
  {
    title: 'Launch at your own pace',
    text: 'Start in alpha with invited users, open a public beta, then go GA after a review with our partner team.',
  },
];

function TitledText({ title, text }: { title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography variant="h4" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}

function PitchSection({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack spacing={0.5}>
        <Typography id={headingId} variant="h2">
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
          {intro}
        </Typography>
      </Stack>
      {children}
    </Stack>
  );
}

/**
 * The pitch's main button. A visitor is asked to join; a signed-in partner
 * already has, and is offered the way into the portal instead (issue 31 item
 * 13). Until /bff/visitor answers (or if it fails) the visitor is taken for
 * anonymous, as the header does.
 */
function JoinOrEnter() {
  const visitor = useVisitor();
  if (visitor.data?.signedIn) {
    return (
      <Button component={RouterLink} to={ADDONS_PATH} variant="contained" size="large">
        Go to your add-ons
      </Button>
    );
  }
  return (
    <Button href={joinProviderProgramUrl} variant="contained" size="large">
      Join Provider Program
    </Button>
  );
}

/**
 * /provider/home (spec §1, §2 "Public routes"): the partner programme pitch
 * with Join Provider Program, who partners are, why partner, and the resource
 * centre. Public: readable without signing in.
 */
export function ProviderHomePage() {
  return (
    <Stack spacing={6}>
      <title>{`Provider Program · Partner Portal`}</title>
      <Box sx={{ pt: { xs: 1, sm: 3 } }}>
        <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700 }}>
          Provider Program
        </Typography>
        <Typography variant="h1" sx={{ maxWidth: '22ch', fontSize: { sm: '2.5rem' }, mb: 2 }}>
          {HEADING}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ maxWidth: '62ch', fontSize: '1.125rem', mb: 3 }}>
          Partners offer their services as add-ons in the platform’s marketplace. Developers find them, attach them
          to their apps in seconds and pay on the invoice they already get. You build the service; we bring the
          customers, the billing and the provisioning.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
          <JoinOrEnter />
          <Button component={RouterLink} to={links.changelog} variant="outlined" size="large">
            See what partners shipped
          </Button>
        </Stack>
      </Box>

      <PitchSection
        title="Who partners are"
        intro="Companies of every size, from two-person start-ups to public companies, that run a service developers use every day."
      >
        <CardGrid
          label="Kinds of partners"
          minColumnWidth={320}
          items={partnerKinds.map((kind) => ({ key: kind.title, card: <TitledText {...kind} /> }))}
        />
      </PitchSection>

      <PitchSection title="Why partner" intro="The marketplace does the work around your service, so your team can work on the service itself.">
        <CardGrid
          label="Reasons to partner"
          minColumnWidth={240}
          items={reasons.map((reason) => ({ key: reason.title, card: <TitledText {...reason} /> }))}
        />
      </PitchSection>

      <ResourceCentre />
    </Stack>
  );
}
