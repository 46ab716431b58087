import Dialog from '@mui/material/Dialog';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { visuallyHidden } from '@mui/utils';
import { useId, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAllAddons, useCompanyAddons } from '../../api/addon-lists';
import { useCurrentUser } from '../../api/current-user';
import type { PaletteOptions } from '../../domain/command-palette';
import type { CompanyPermissionUser } from '../../domain/company-permission';
import { portalScreensFor } from '../../domain/portal-screens';
import { PaletteSearch } from './PaletteSearch';

export interface CommandPaletteProps {
  open: boolean;
  /** `navigated`: the user chose a place (focus goes to the new page), else they dismissed it (focus goes back). */
  onClose: (navigated: boolean) => void;
  /** Platform admins search every add-on; partners their company's. */
  isAdmin: boolean;
  /** The workspace sections this user may open (the tabs' own rule, given by the app). */
  sections: (user: CompanyPermissionUser | undefined) => PaletteOptions['sections'];
  /** Given to platform admins only: the admin screens (and with them the e-mail lookup). */
  adminScreens?: PaletteOptions['adminScreens'];
}

export const PALETTE_TITLE = 'Go to an add-on or screen';

/** Partners' add-ons are their company's; admins', every company's (the all-add-ons list). */
function usePaletteAddons(isAdmin: boolean) {
  const user = useCurrentUser();
  const company = useCompanyAddons(isAdmin ? undefined : user.data?.company?.id);
  const all = useAllAddons({ enabled: isAdmin });
  return isAdmin ? all : company;
}

const NO_ADDONS: readonly never[] = [];

/**
 * The command palette (issue 25 item 3): a dialog holding one combobox
 * (PaletteSearch), loaded as its own chunk on first use. Choosing a place
 * navigates there; Esc or a click outside dismisses it.
 */
export function CommandPalette({ open, onClose, isAdmin, sections, adminScreens }: CommandPaletteProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const titleId = useId();
  const addons = usePaletteAddons(isAdmin);
  // What the role may not see is not offered (issue 35 §2): "users" finds the company for those who may see its users.
  const user = useCurrentUser();
  const screens = useMemo(() => portalScreensFor(user.data), [user.data]);
  const userSections = useMemo(() => sections(user.data), [sections, user.data]);
  return (
    <Dialog
      open={open}
      onClose={() => onClose(false)}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // Closing after a choice hands focus to the new page; after Esc the launcher returns it.
      disableRestoreFocus
      slotProps={{ paper: { sx: phone ? undefined : { alignSelf: 'flex-start', mt: '10vh' } } }}
    >
      <Typography id={titleId} component="h2" sx={visuallyHidden}>
        {PALETTE_TITLE}
      </Typography>
      <PaletteSearch
        addons={addons.data ?? NO_ADDONS}
        loading={addons.isLoading}
        isAdmin={isAdmin}
        fullHeight={phone}
        sections={userSections}
        adminScreens={adminScreens}
        screens={screens}
        onDismiss={() => onClose(false)}
        onChoose={(target) => {
          onClose(true);
          void navigate(target.to);
        }}
      />
    </Dialog>
  );
}

export default CommandPalette;
