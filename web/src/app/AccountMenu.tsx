import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { initialsOf } from '../components/initials';
import { UserAvatar } from '../components/UserAvatar';
import { sizeTokens } from '../theme/tokens';
import { paths } from './paths';
import { rememberLogOut } from './sign-in-guard';

export const ACCOUNT_MENU_ITEMS = { token: 'API token', logOut: 'Log out' } as const;

/** The accessible name of the avatar button; says whose account it is. */
// The initials are what a speech-input user sees on the button when there is no
// photo, so its name contains them too (WCAG 2.5.3 Label in Name).
export const accountMenuLabel = (name: string) => `Account menu for ${name} (${initialsOf(name)})`;

/**
 * The header's avatar opens the signed-in user's menu (issue 21 item 13b):
 * the token screen (spec §2 "token", linked from nowhere before) and Log out.
 * MUI's Menu gives the menu pattern: arrow keys, Esc back to the avatar.
 */
export function AccountMenu({ name, avatarUrl }: { name: string; avatarUrl?: string | null | undefined }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const formId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  return (
    <>
      <ButtonBase
        id={buttonId}
        aria-label={accountMenuLabel(name)}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: '50%' }}
      >
        {/* The avatar's name is part of the button's text, so it is the user's name, which
            the button's name contains (WCAG 2.5.3 Label in Name; "Signed in as …" was not). */}
        <UserAvatar name={name} src={avatarUrl} size={sizeTokens.headerAvatar} label={name} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem component={RouterLink} to={paths.token} onClick={close}>
          {ACCOUNT_MENU_ITEMS.token}
        </MenuItem>
        {/* Submits the form below, which stays in the header while the menu lives in a portal. */}
        <MenuItem component="button" type="submit" form={formId} sx={{ width: '100%', font: 'inherit' }}>
          {ACCOUNT_MENU_ITEMS.logOut}
        </MenuItem>
      </Menu>
      {/*
        A form POST, not a link: the BFF ends the session only for a request
        that provably comes from the portal (its Origin), so no other site can.
        Logging out comes back to the portal signed out: that 401 must
        redirect to sign-in, even a minute after an automatic one.
      */}
      <form id={formId} method="post" action={paths.logOut} onSubmit={() => rememberLogOut()} hidden />
    </>
  );
}
