import Button from '@mui/material/Button';
import { useSearchParams } from 'react-router';
import type { Addon } from '../../api/addon';
import { SectionCard } from '../../components/SectionCard';
import { SHUTDOWN_FLAG } from '../../domain/addon-paths';
import { ShutdownDialog } from './ShutdownDialog';

/**
 * Shutdown (platform admins, until the add-on is shut down): the button opens
 * the typed-slug confirmation, and so does `?shutdown=1`, the settings tab's
 * link here. The flag is the dialog's state, so Back closes it.
 */
export function ShutdownSection({ addon }: { addon: Addon }) {
  const [search, setSearch] = useSearchParams();
  const open = search.get(SHUTDOWN_FLAG) === '1';
  const setOpen = (next: boolean) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(SHUTDOWN_FLAG, '1');
        else updated.delete(SHUTDOWN_FLAG);
        return updated;
      },
      { replace: !next },
    );
  return (
    <SectionCard
      title="Shut down add-on"
      description="Stops new provisioning for every customer. Existing resources keep running until their owners remove them. This cannot be undone here."
      action={
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          Shut down
        </Button>
      }
    >
      {open ? <ShutdownDialog addon={addon} onClose={() => setOpen(false)} /> : null}
    </SectionCard>
  );
}
