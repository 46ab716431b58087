import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { RepricingReviewRow, RepricingTransition } from '../../api/repricings';
import { REPRICING_STATUS_LABELS, type RepricingStatus } from '../../domain/repricing';
import { repricingOutcomeNote, repricingStatusLabel } from '../../domain/repricing-outcome';
import { repricingMoveHint, repricingMoveTargets } from '../../domain/repricing-review';

export interface RepricingStatusMenuProps {
  row: RepricingReviewRow;
  onMove: (row: RepricingReviewRow, transition: RepricingTransition) => void;
  /** The grid's roving tab index for the cell (-1 unless the cell has focus), so Tab leaves the grid. */
  tabIndex?: 0 | -1;
}

/**
 * A request's status, and for a request still open (current or scheduled)
 * the menu that moves it (spec §4: to new, in_progress, approved or rejected;
 * each entry says the tab it goes to). A finished request's status is plain
 * text with why it ended (a rejection's reason, what an error means): it moves
 * no more.
 */
export function RepricingStatusMenu({ row, onMove, tabIndex }: RepricingStatusMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const label = REPRICING_STATUS_LABELS[row.status as RepricingStatus];
  const targets = repricingMoveTargets(row.status);
  if (targets.length === 0) {
    const note = repricingOutcomeNote(row);
    return (
      <Stack sx={{ py: 0.5, minWidth: 0 }}>
        <Typography variant="body2">{repricingStatusLabel(row)}</Typography>
        {note ? (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {note}
          </Typography>
        ) : null}
      </Stack>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        tabIndex={tabIndex}
        // Starts with the visible text (WCAG 2.5.3), then says which request it moves.
        aria-label={`${label}: change the status of the ${row.addonDisplayName} ${row.planName} repricing`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // On a phone a long status ('Partially Complete') wraps rather than widen the column.
        sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, textAlign: 'left', lineHeight: 1.3 }}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': `Move the ${row.addonDisplayName} ${row.planName} repricing to` } }}
      >
        <ListSubheader>Move to</ListSubheader>
        {targets.map((target) => (
          <MenuItem
            key={target}
            onClick={() => {
              close();
              onMove(row, target);
            }}
          >
            <ListItemText primary={REPRICING_STATUS_LABELS[target]} secondary={repricingMoveHint(target)} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
