import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { paths } from './paths';
import { rememberLogOut } from './sign-in-guard';

export interface HeaderLink {
  label: string;
  to: string;
}

/**
 * The header's navigation on a phone (issue 21 item 6: at 390 px the header
 * wrapped to two rows): one Menu button holding the links and, for a
 * signed-in user, Log out, so the header stays one row.
 */
export function HeaderMenu({ links, withLogOut }: { links: readonly HeaderLink[]; withLogOut: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  if (links.length === 0 && !withLogOut) return null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {links.map((link) => (
          <MenuItem key={link.to} component={NavLink} to={link.to} onClick={close}>
            {link.label}
          </MenuItem>
        ))}
        {withLogOut ? (
          // The same form POST as the wide header's Log out (see LogOutForm in Shell.tsx).
          <Box component="form" method="post" action={paths.logOut} onSubmit={() => rememberLogOut()} sx={{ m: 0 }}>
            <MenuItem component="button" type="submit" sx={{ width: '100%', font: 'inherit' }}>
              Log out
            </MenuItem>
          </Box>
        ) : null}
      </Menu>
    </>
  );
}
