import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { links } from '../../domain/links';

/** The add-ons list's empty state (spec §2): an invitation to contribute a first add-on. */
export function FirstAddonInvite({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<RocketLaunchIcon fontSize="inherit" />}
      title="Contribute your first add-on"
      description="Your company has no add-ons yet. Build one and offer it to every developer in the marketplace."
      actions={
        <>
          <Button variant="contained" size="large" href={links.gettingStarted}>
            Get Started
          </Button>
          <Link component={RouterLink} to={links.partnerProgram}>
            About the partner program
          </Link>
          <Link href={links.documentation}>Read the documentation</Link>
        </>
      }
    />
  );
}
