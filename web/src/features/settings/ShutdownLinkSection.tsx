import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../components/SectionCard';
import { nextStepsPaths } from '../../domain/addon-paths';

/**
 * Shutdown Add-on (spec §2: platform admins, hidden once shut down). The
 * typed-slug confirmation and the state change live on next-steps (issue 11);
 * this leads there with the confirmation open.
 */
export function ShutdownLinkSection({ slug }: { slug: string }) {
  return (
    <SectionCard
      title="Shutdown Add-on"
      description="Stops new provisioning for every customer. It cannot be undone from the portal; you will be asked to type the add-on's slug."
      action={
        <Button component={RouterLink} to={nextStepsPaths.shutdown(slug)} variant="outlined" color="error">
          Shut down…
        </Button>
      }
    >
      {null}
    </SectionCard>
  );
}
