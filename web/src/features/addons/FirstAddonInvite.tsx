import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/EmptyState';
import { OWN_COMPANY_PATH } from '../../domain/company-screen-paths';
import { links } from '../../domain/links';

/**
 * The steps to a first add-on (issue 21: Get Started left for an article
 * without saying how an add-on is made). Add-ons are not created in the
 * portal: the platform CLI pushes a manifest, and the add-on then shows
 * here in alpha (spec §4 states), where its listing, plans and approvals are
 * done.
 */
const STEPS = [
  {
    title: 'Describe your add-on in a manifest',
    text: 'Generate an addon-manifest.json with the platform CLI and fill in its name, plans and the URLs of your provisioning API.',
  },
  {
    title: 'Push the manifest with the CLI',
    text: 'This creates the add-on for your company, in alpha. The Get Started guide has the commands.',
  },
  {
    title: 'Finish it here',
    text: 'The add-on appears on this page. Open it to complete its marketplace listing and plans, then follow Next Steps to request the approvals for beta and GA.',
  },
] as const;

/** The add-ons list's empty state (spec §2): an invitation to contribute a first add-on, and how. */
export function FirstAddonInvite({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <EmptyState
      headingLevel={headingLevel}
      icon={<RocketLaunchIcon fontSize="inherit" />}
      title="Contribute your first add-on"
      description={
        <>
          <Typography component="p" color="text.secondary">
            Your company has no add-ons yet. Build one and offer it to every developer in the marketplace:
          </Typography>
          <Box component="ol" aria-label="Steps to your first add-on" sx={{ textAlign: 'left', pl: 3, mt: 2, mb: 0, '& > li + li': { mt: 1.5 } }}>
            {STEPS.map((step) => (
              <li key={step.title}>
                <Typography component="span" sx={{ display: 'block', color: 'text.primary', fontWeight: 500 }}>
                  {step.title}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {step.text}
                </Typography>
              </li>
            ))}
          </Box>
        </>
      }
      actions={
        <>
          <Button variant="contained" size="large" href={links.gettingStarted}>
            Get Started
          </Button>
          <Link component={RouterLink} to={links.partnerProgram}>
            About the partner program
          </Link>
          <Link href={links.documentation}>Read the documentation</Link>
          {/* Issue 31 item 5: with no add-on, the company's information and users are reached here. */}
          <Link component={RouterLink} to={OWN_COMPANY_PATH}>
            Your company's information and users
          </Link>
        </>
      }
    />
  );
}
