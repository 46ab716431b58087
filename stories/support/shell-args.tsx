import Typography from '@mui/material/Typography';
import type { ShellProps } from '../../web/src/app/Shell';

/** The frame as Priya (partner@acme.test) sees it around a placeholder page: for stories about the header. */
export const partnerShellArgs = {
  user: { name: 'Priya Raman', email: 'partner@acme.test', isPlatformAdmin: false },
  children: (
    <Typography variant="h1" gutterBottom>
      Page content
    </Typography>
  ),
} satisfies ShellProps;
