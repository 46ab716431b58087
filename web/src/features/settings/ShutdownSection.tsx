import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { Addon } from '../../api/addon';
import { SectionCard } from '../../components/SectionCard';
import { SHUTDOWN_FLAG, settingsPaths } from '../../domain/addon-paths';
import { SHUTDOWN_LABEL } from '../../domain/shutdown';
import { ShutdownDialog } from './ShutdownDialog';

/**
 * Shut down add-on (spec §2: platform admins, hidden once shut down). The
 * button opens the typed-slug confirmation over Settings itself (`?shutdown=1`):
 * the flag is the dialog's state, so Back closes it and Cancel leaves the user
 * where they were.
 */
export function ShutdownSection({ addon }: { addon: Addon }) {
  const [search, setSearch] = useSearchParams();
  const open = search.get(SHUTDOWN_FLAG) === '1';
  const close = () =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete(SHUTDOWN_FLAG);
        return updated;
      },
      { replace: true },
    );
  return (
    <SectionCard
      title={SHUTDOWN_LABEL}
      description="Stops new provisioning for every customer. Existing resources keep running until their owners remove them. This cannot be undone from the portal; you will be asked to type the add-on's slug."
      action={
        <Button component={RouterLink} to={settingsPaths.shutdown(addon.slug)} variant="outlined" color="error">
          {SHUTDOWN_LABEL}
        </Button>
      }
    >
      {open ? <ShutdownDialog addon={addon} onClose={close} /> : null}
    </SectionCard>
  );
}
