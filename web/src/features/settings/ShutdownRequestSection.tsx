import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Addon } from '../../api/addon';
import { SectionCard } from '../../components/SectionCard';
import { SHUTDOWN_LABEL } from '../../domain/shutdown';
import { shutdownRequestLink, shutdownRequestText } from '../../domain/shutdown-request';

/** Issue 31 item 5: a partner's Shutdown section says who does it and how to ask; no button that would fail. */
export function ShutdownRequestSection({ addon }: { addon: Addon }) {
  return (
    <SectionCard title={SHUTDOWN_LABEL} description="Shutting an add-on down is done by the platform team.">
      <Typography variant="body2">{shutdownRequestText(addon.slug)}</Typography>
      <Link href={shutdownRequestLink(addon.slug)} target="_blank" rel="noreferrer" sx={{ display: 'inline-block', mt: 1 }}>
        Ask the platform team to shut down {addon.slug} (opens in a new tab)
      </Link>
    </SectionCard>
  );
}
