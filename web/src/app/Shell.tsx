import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { UserAvatar } from '../components/UserAvatar';
import { feedbackMailto, links } from '../domain/links';
import { sizeTokens } from '../theme/tokens';
import { paths } from './paths';
import { forgetAutomaticSignIns } from './sign-in-guard';
import { SkipLink } from './SkipLink';

const PRODUCT_NAME = 'Partner Portal';
export const MAIN_CONTENT_ID = 'main-content';

interface ShellUser {
  name: string;
  email: string;
  /** Shows the header link to the admin area (spec "Shell"). */
  isPlatformAdmin: boolean;
  avatarUrl?: string | null;
}

export interface ShellProps {
  user: ShellUser;
  children: ReactNode;
  /** App-wide banners, shown above the page (e.g. announcements). */
  banners?: ReactNode;
}

export const footerLinks: readonly { label: string; href: string; internal?: boolean }[] = [
  { label: 'Documentation', href: links.documentation },
  { label: 'Partner program', href: links.partnerProgram, internal: true },
  { label: 'Changelog', href: links.changelog, internal: true },
  { label: 'Terms', href: links.terms },
];

const headerLinkSx = {
  color: 'inherit',
  fontWeight: 500,
  px: 1,
  py: 0.5,
  borderRadius: 1,
  // NavLink marks the current section (and sets aria-current="page").
  '&.active': { textDecoration: 'underline', textDecorationThickness: '3px', textUnderlineOffset: '6px' },
} as const;

/**
 * The frame around every signed-in page (spec "Shell"): header with product
 * name, navigation (Admin for platform admins), avatar and log-out; banners;
 * the main landmark; footer links and the feedback address.
 */
export function Shell({ user, children, banners }: ShellProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <AppBar
        position="static"
        color="primary"
        elevation={0}
        sx={{ '& :focus-visible, & .Mui-focusVisible': { outlineColor: 'currentColor' } }}
      >
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Link
            component={RouterLink}
            to={paths.addons}
            color="inherit"
            underline="none"
            sx={{ typography: 'h4', fontWeight: 700, mr: 2, borderRadius: 1 }}
          >
            {PRODUCT_NAME}
          </Link>
          <Box component="nav" aria-label="Main" sx={{ flexGrow: 1 }}>
            <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              <li>
                <Link component={NavLink} to={paths.addons} underline="hover" sx={headerLinkSx}>
                  Add-ons
                </Link>
              </li>
              {user.isPlatformAdmin ? (
                <li>
                  <Link component={NavLink} to={paths.admin} underline="hover" sx={headerLinkSx}>
                    Admin
                  </Link>
                </li>
              ) : null}
            </Stack>
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <UserAvatar name={user.name} src={user.avatarUrl} size={sizeTokens.headerAvatar} label={`Signed in as ${user.name}`} />
            {/* A form POST, not a link: the BFF ends the session only for a request
                that provably comes from the portal (its Origin), so no other site can.
                Logging out comes back to the portal signed out: that 401 must
                redirect to sign-in, even a minute after an automatic one. */}
            <Box
              component="form"
              method="post"
              action={paths.logOut}
              onSubmit={() => forgetAutomaticSignIns()}
              sx={{ m: 0, display: 'flex' }}
            >
              <Link component="button" type="submit" color="inherit" underline="hover" sx={{ font: 'inherit', ...headerLinkSx }}>
                Log out
              </Link>
            </Box>
          </Stack>
        </Toolbar>
      </AppBar>

      {banners ? (
        <Container component="section" aria-label="Announcements" maxWidth={sizeTokens.contentMaxWidth} sx={{ pt: 2 }}>
          <Stack spacing={2}>{banners}</Stack>
        </Container>
      ) : null}

      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth={sizeTokens.contentMaxWidth}
        sx={{ flexGrow: 1, py: 4 }}
      >
        {children}
      </Container>

      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3 }}>
        <Container maxWidth={sizeTokens.contentMaxWidth}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
          >
            <Box component="nav" aria-label="Footer">
              <Stack component="ul" direction="row" sx={{ listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap', gap: 2 }}>
                {footerLinks.map((link) => (
                  <li key={link.label}>
                    {link.internal ? (
                      <Link component={RouterLink} to={link.href} color="text.secondary">
                        {link.label}
                      </Link>
                    ) : (
                      <Link href={link.href} color="text.secondary">
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </Stack>
            </Box>
            <Typography variant="body2" color="text.secondary">
              Questions or ideas? <Link href={feedbackMailto}>Send us feedback</Link>
            </Typography>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
