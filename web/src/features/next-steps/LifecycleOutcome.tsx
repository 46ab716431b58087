import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Addon } from '../../api/addon';
import { SectionCard } from '../../components/SectionCard';
import { addonSectionPath, listingPaths, plansPaths, workspaceSectionSegments } from '../../domain/addon-paths';
import { links } from '../../domain/links';
import { SHUT_DOWN_NOTICE } from '../../domain/shutdown';

/** Spec §2: "The GA view lists resource links." */
export function GaResources({ addon }: { addon: Addon }) {
  const internal = [
    { label: 'Keep the marketplace listing current', to: listingPaths.listing(addon.slug) },
    { label: 'Manage plans and request repricing', to: plansPaths.plans(addon.slug) },
    { label: 'Monthly revenue reports', to: addonSectionPath(addon.slug, workspaceSectionSegments.reports) },
    { label: 'Failed provisioning attempts', to: addonSectionPath(addon.slug, workspaceSectionSegments.logs) },
  ];
  return (
    <SectionCard title="Generally available" description={`${addon.displayName} is available to every customer of the marketplace.`}>
      <Typography variant="subtitle2" component="h3">
        Resources
      </Typography>
      <List dense>
        <ListItem disableGutters>
          <Link href={addon.marketplaceUrl} target="_blank" rel="noreferrer">
            View on Elements (opens in a new tab)
          </Link>
        </ListItem>
        {internal.map((link) => (
          <ListItem key={link.to} disableGutters>
            <Link component={RouterLink} to={link.to}>
              {link.label}
            </Link>
          </ListItem>
        ))}
        <ListItem disableGutters>
          <Link href={links.documentation} target="_blank" rel="noreferrer">
            Add-on partner documentation (opens in a new tab)
          </Link>
        </ListItem>
        <ListItem disableGutters>
          <Link href={links.supportTicket} target="_blank" rel="noreferrer">
            Open a support ticket (opens in a new tab)
          </Link>
        </ListItem>
      </List>
    </SectionCard>
  );
}

/** Spec §2: "The shutdown view says the add-on is shut down and customers can no longer provision new resources." */
export function ShutDownNotice() {
  return (
    <Alert severity="error" variant="outlined">
      {SHUT_DOWN_NOTICE}
    </Alert>
  );
}
