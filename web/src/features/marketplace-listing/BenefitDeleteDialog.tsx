import { enqueueSnackbar } from 'notistack';
import { Navigate, useNavigate } from 'react-router';
import { useDeleteBenefit } from '../../api/benefits';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { listingPaths } from '../../domain/addon-paths';
import { useRoutedBenefit } from './BenefitPanel';
import { focusAfterDelete } from './BenefitsSection';
import { listingMessages } from './listing-messages';
import { leavePanel } from '../../components/leave-panel';

/**
 * `benefits/:benefitId/delete` (spec §2 "a delete confirmation"); an unknown
 * benefit returns to the listing.
 */
export function BenefitDeleteDialog({ slug }: { slug: string }) {
  const navigate = useNavigate();
  const remove = useDeleteBenefit(slug);
  const routed = useRoutedBenefit(slug);
  const close = () => void navigate(listingPaths.listing(slug), leavePanel());

  if (routed.state !== 'found') {
    // Still loading, or just deleted (it leaves the list before this route is left): nothing to show.
    if (routed.state === 'loading' || remove.isPending || remove.isSuccess) return null;
    return <Navigate to={listingPaths.listing(slug)} replace />;
  }
  const { benefit } = routed;

  async function confirm() {
    try {
      await remove.mutateAsync(benefit.id);
      enqueueSnackbar(listingMessages.benefitDeleted, { variant: 'success' });
      void navigate(listingPaths.listing(slug), leavePanel(focusAfterDelete));
    } catch {
      // The app has flashed the error; the dialog stays so the user can try again or cancel.
    }
  }

  return (
    <ConfirmDialog
      title="Delete Benefit"
      confirmLabel="Delete"
      destructive
      busy={remove.isPending}
      onCancel={close}
      onConfirm={() => void confirm()}
    >
      Delete the benefit <strong>{benefit.title}</strong> from the listing? This cannot be undone.
    </ConfirmDialog>
  );
}
