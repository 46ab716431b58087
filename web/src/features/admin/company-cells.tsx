/**
 * Cells the admin Addresses and Users tables share: the company's name linked
 * to its company information, its add-ons each linked with their state, and its map link.
 * The columns' `valueGetter`s (company-columns.ts) give the same facts as
 * plain text for sorting, the quick filter and CSV export.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import type { AdminCompany } from '../../api/admin-companies';
import { StateTag } from '../../components/StateTag';
import { addonPath } from '../../domain/addon-paths';
import { companyLinkPath, safeMapLink } from '../../domain/admin-companies';

/**
 * "Company names link to the add-on" (spec §2): to the company tab reached
 * through it (`companyLinkPath`). Without add-ons there is no company screen
 * to open: plain text, never a link that goes nowhere; the page's intro says why.
 */
export function CompanyNameCell({ company }: { company: AdminCompany }) {
  const path = companyLinkPath(company.addons);
  if (!path) {
    return (
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {company.name}
      </Box>
    );
  }
  return (
    <Link component={RouterLink} to={path} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
      {company.name}
    </Link>
  );
}

/** Each add-on linked to its workspace, one per line, with its state tag (none for GA, spec §4). */
export function AddonsCell({ company }: { company: AdminCompany }) {
  if (company.addons.length === 0) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        None
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={`Add-ons of ${company.name}`} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }}>
      {company.addons.map((addon) => (
        <Box component="li" key={addon.slug} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, py: 0.25 }}>
          <Link component={RouterLink} to={addonPath(addon.slug)} sx={{ overflowWrap: 'anywhere' }}>
            {addon.displayName}
          </Link>
          <StateTag state={addon.state} />
        </Box>
      ))}
    </Box>
  );
}

/** The upstream's map link, only when it is https: (anything else shows nothing, never a link). */
export function MapLinkCell({ company }: { company: AdminCompany }) {
  const href = safeMapLink(company.googleMapsLink);
  if (!href) return null;
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Map of ${company.name} (opens in a new tab)`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      Map
      <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
    </Link>
  );
}
