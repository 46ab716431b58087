import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface SlidePanelProps {
  title: string;
  open?: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (Save, Cancel). */
  actions?: ReactNode;
  /** Wider panels hold a form beside a preview. */
  width?: 'narrow' | 'wide';
}

/**
 * The one slide panel of the portal (design.md §5): a modal MUI Drawer from the
 * right, named by its title, with a labelled close button. The Drawer traps
 * focus while open, closes on Escape and gives focus back when it closes.
 */
export function SlidePanel({ title, open = true, onClose, children, actions, width = 'narrow' }: SlidePanelProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: width === 'wide' ? 'min(1100px, 96vw)' : 480 }, display: 'flex' },
        } as object,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 3, py: 2, gap: 1 }}>
        <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1, fontSize: '1.375rem' }}>
          {title}
        </Typography>
        <IconButton aria-label="Close panel" onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 3 }}>{children}</Box>
      {actions ? (
        <>
          <Divider />
          <Stack direction="row" spacing={2} sx={{ px: 3, py: 2, justifyContent: 'flex-end' }}>
            {actions}
          </Stack>
        </>
      ) : null}
    </Drawer>
  );
}
