import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';

export interface BannerProps {
  severity: 'info' | 'warning' | 'error' | 'success';
  title?: string;
  children: ReactNode;
  /** A link after the message, e.g. to the agreement the banner is about. */
  link?: { label: string; href: string } | undefined;
  /** Controls on the right (e.g. a dismiss button). */
  action?: ReactNode;
  /**
   * Banners are present when the page loads: a polite `status` by default, so
   * they are not shouted. Use `alert` only for something that just happened.
   */
  role?: 'status' | 'alert' | 'note';
}

/** Every banner of the portal (terms, API version, legacy end of life, …). */
export function Banner({ severity, title, children, link, action, role = 'status' }: BannerProps) {
  return (
    <Alert severity={severity} role={role} action={action}>
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      <Box component="span" sx={{ display: 'block' }}>
        {children}
      </Box>
      {link ? (
        <Link href={link.href} color="inherit" sx={{ display: 'inline-block', mt: 1, fontWeight: 500 }}>
          {link.label}
        </Link>
      ) : null}
    </Alert>
  );
}
