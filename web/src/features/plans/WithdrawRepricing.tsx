import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useWithdrawRepricing, type Repricing } from '../../api/repricings';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { focusOnceShown } from '../../components/focus-once-shown';
import { formatCents } from '../../domain/money';
import { canWithdrawRepricing } from '../../domain/repricing-outcome';
import { afterWrite } from '../../api/after-write';

export interface WithdrawRepricingProps {
  slug: string;
  planId: string;
  repricing: Repricing;
  /** Where focus goes once the request is withdrawn and its notice has gone (the new request's price field). */
  focusAfter: string;
}

/**
 * The partner takes back a request nobody has started on (issue 31 item 6; a
 * project extension, enforced by the sandbox: new only, the plan's company
 * only). Confirmed first; afterwards the request is in the history as
 * Withdrawn and the form is back.
 */
export function WithdrawRepricing({ slug, planId, repricing, focusAfter }: WithdrawRepricingProps) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useWithdrawRepricing(slug, planId);
  if (!canWithdrawRepricing(repricing.status)) return null;
  const change = `${formatCents(repricing.originalPriceCents)} → ${formatCents(repricing.priceCents)}`;
  return (
    <>
      <Button variant="outlined" color="inherit" size="small" sx={{ mt: 1 }} onClick={() => setConfirming(true)}>
        Withdraw request
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Withdraw this repricing request?"
        confirmLabel="Withdraw request"
        cancelLabel="Keep request"
        destructive
        busy={withdraw.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          // The refetch after the write replaces this notice (unmounting this component): afterWrite keeps the flash.
          afterWrite(withdraw.mutateAsync(repricing.id), () => {
            setConfirming(false);
            enqueueSnackbar(`Repricing request ${change} withdrawn.`, { variant: 'success' });
            // The notice and its button are gone; the form that replaced them takes focus.
            focusOnceShown(focusAfter);
          })
        }
      >
        <Typography>{change}.</Typography>
        <Typography>The platform team will not review it. It stays in the history as Withdrawn, and you can request a new price at once.</Typography>
      </ConfirmDialog>
    </>
  );
}
