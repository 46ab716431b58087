import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { CardGrid } from '../../components/CardGrid';
import { SectionCard } from '../../components/SectionCard';
import { resourceGroups, type ResourceGroup, type ResourceLink } from '../../domain/provider-resources';

function ResourceItem({ link }: { link: ResourceLink }) {
  return (
    <Stack component="li" spacing={0.25}>
      {link.internal ? (
        <Link component={RouterLink} to={link.href} sx={{ fontWeight: 500 }}>
          {link.label}
        </Link>
      ) : (
        <Link href={link.href} sx={{ fontWeight: 500 }}>
          {link.label}
        </Link>
      )}
      <Typography variant="body2" color="text.secondary">
        {link.description}
      </Typography>
    </Stack>
  );
}

function ResourceGroupCard({ group }: { group: ResourceGroup }) {
  return (
    <SectionCard title={group.title} headingLevel="h3">
      <Stack component="ul" spacing={2} aria-label={group.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.links.map((link) => (
          <ResourceItem key={link.href} link={link} />
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The provider home's resource centre (spec §1): four groups of links. */
export function ResourceCentre() {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack spacing={0.5}>
        <Typography id={headingId} variant="h2">
          Resource centre
        </Typography>
        <Typography color="text.secondary">Everything you need from your first question to your add-on’s general availability.</Typography>
      </Stack>
      <CardGrid
        label="Resource groups"
        minColumnWidth={440}
        items={resourceGroups.map((group) => ({ key: group.title, card: <ResourceGroupCard group={group} /> }))}
      />
    </Stack>
  );
}
