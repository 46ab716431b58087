import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { signInUrl } from '../api/sign-in-url';
import { feedbackMailto, links } from '../domain/links';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { sizeTokens } from '../theme/tokens';
import { AccountMenu } from './AccountMenu';
import { CommandPaletteLauncher } from './CommandPaletteLauncher';
import { HeaderMenu, type HeaderLink } from './HeaderMenu';
import { OWN_COMPANY_PATH } from '../domain/company-screen-paths';
import { paths } from './paths';
import { rememberLogOut } from './sign-in-guard';
import { SkipLink } from './SkipLink';
import { ThemeSwitch } from './ThemeSwitch';

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
  /**
   * Who is signed in; `null` for an anonymous visitor of a public page (the
   * header offers Sign in), `undefined` while a public page is still asking.
   */
  user: ShellUser | null | undefined;
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

/** Where an anonymous visitor can go without signing in (spec §2 "Public routes"). */
const publicNavLinks: readonly HeaderLink[] = [
  { label: 'Partner program', to: links.partnerProgram },
  { label: 'Changelog', to: links.changelog },
];

function NavItem({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <Link component={NavLink} to={to} underline="hover" sx={headerLinkSx}>
        {label}
      </Link>
    </li>
  );
}

/** Starts sign-in at the BFF (a full page load), coming back to this page afterwards. */
function SignInButton() {
  const location = useLocation();
  return (
    <Button href={signInUrl(location.pathname + location.search)} variant="outlined" color="inherit" sx={{ fontWeight: 600 }}>
      Sign in
    </Button>
  );
}

function LogOutForm() {
  return (
    // A form POST, not a link: the BFF ends the session only for a request
    // that provably comes from the portal (its Origin), so no other site can.
    // Logging out comes back to the portal signed out: that 401 must
    // redirect to sign-in, even a minute after an automatic one.
    <Box component="form" method="post" action={paths.logOut} onSubmit={() => rememberLogOut()} sx={{ m: 0, display: 'flex' }}>
      <Link component="button" type="submit" color="inherit" underline="hover" sx={{ font: 'inherit', ...headerLinkSx }}>
        Log out
      </Link>
    </Box>
  );
}

/**
 * The header: product name, navigation (Add-ons, Buildpacks, Company for
 * partners, and Admin for platform admins), the avatar (opening the account menu: API token, Log out) and
 * log-out for a signed-in user; for an anonymous visitor
 * of a public page, the public pages and a Sign in button.
 */
function SiteHeader({ user }: Pick<ShellProps, 'user'>) {
  // Below `sm` the links (and Log out) go into one Menu button, so the header stays one row at 390 px.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const navLinks: HeaderLink[] = [
    ...(user === null ? publicNavLinks : []),
    ...(user
      ? [
          { label: 'Add-ons', to: paths.addons },
          { label: 'Buildpacks', to: paths.buildpacks },
        ]
      : []),
    // A partner's own company, reachable with no add-on (issue 31 item 5); platform
    // admins have no company of their own and reach companies from the admin area.
    ...(user && !user.isPlatformAdmin ? [{ label: 'Company', to: OWN_COMPANY_PATH }] : []),
    ...(user?.isPlatformAdmin ? [{ label: 'Admin', to: paths.admin }] : []),
  ];
  return (
    <AppBar
      position="static"
      color="primary"
      elevation={0}
      sx={{ '& :focus-visible, & .Mui-focusVisible': { outlineColor: 'currentColor' } }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'nowrap', sm: 'wrap' }, py: 1 }}>
        <Link
          component={RouterLink}
          // Anonymous visitors stay on the public side: the add-ons list would ask them to sign in.
          to={user === null ? links.partnerProgram : paths.addons}
          color="inherit"
          underline="none"
          sx={{ typography: 'h4', fontWeight: 700, mr: { xs: 0, sm: 2 }, borderRadius: 1, whiteSpace: 'nowrap' }}
        >
          {PRODUCT_NAME}
        </Link>
        <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, display: 'flex', justifyContent: phone ? 'flex-end' : 'flex-start' }}>
          {phone ? (
            <HeaderMenu links={navLinks} withLogOut={Boolean(user)} />
          ) : (
            <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {navLinks.map((link) => (
                <NavItem key={link.to} {...link} />
              ))}
            </Stack>
          )}
        </Box>
        {user ? (
          // Five controls share a 390 px row on a phone: tighter there, so the avatar is not pushed off the edge.
          <Stack direction="row" spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: 'center' }}>
            <CommandPaletteLauncher isAdmin={user.isPlatformAdmin} compact={phone} />
            <ThemeSwitch />
            <NotificationBell />
            <AccountMenu name={user.name} avatarUrl={user.avatarUrl} />
            {phone ? null : <LogOutForm />}
          </Stack>
        ) : null}
        {user === null ? <SignInButton /> : null}
      </Toolbar>
    </AppBar>
  );
}

/** The footer of every page, signed in or public (spec §1): links and the feedback address. */
function SiteFooter() {
  return (
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
  );
}

/**
 * The frame around every page (spec "Shell"): the header, banners, the main
 * landmark and the footer. Signed-in pages and the public pages share it, so
 * a signed-in visitor of a public page sees their usual header.
 */
export function Shell({ user, children, banners }: ShellProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader user={user} />

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

      <SiteFooter />
    </Box>
  );
}
