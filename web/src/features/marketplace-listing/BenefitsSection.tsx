import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useBenefits, useReorderBenefits, type Benefit } from '../../api/benefits';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { SortableList } from '../../components/SortableList';
import { SortableRow } from '../../components/SortableRow';
import { useSavedOrder } from '../../components/use-saved-order';
import { listingPaths } from '../../domain/addon-paths';
import { listingMessages } from './listing-messages';

/** Navigation state for returning to the listing after a benefit was deleted. */
export const focusAfterDelete = { focus: 'benefits-after-delete' } as const;

function isFocusAfterDelete(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'focus' in state && state.focus === focusAfterDelete.focus;
}

/**
 * Benefits (spec §2): title and description, in the order Elements shows them;
 * reordered by dragging (pointer or keyboard) or with the move buttons, added
 * and edited in a panel, deleted after a confirmation (all sub-routes).
 */
/** `changeable` is false once the add-on is shut down: no Add Benefit, and the rows cannot be moved, edited or deleted. */
export function BenefitsSection({ slug, changeable = true }: { slug: string; changeable?: boolean }) {
  const benefits = useBenefits(slug);
  const addButtonId = useId();
  const location = useLocation();
  useEffect(() => {
    // Back from deleting a benefit: its row is gone, so focus goes to Add Benefit rather than nowhere.
    if (isFocusAfterDelete(location.state)) document.getElementById(addButtonId)?.focus();
  }, [location, addButtonId]);

  const addButton = changeable ? (
    <Button id={addButtonId} component={RouterLink} to={listingPaths.newBenefit(slug)} variant="outlined" startIcon={<AddIcon />}>
      Add Benefit
    </Button>
  ) : undefined;
  const empty = benefits.isSuccess && benefits.data.length === 0;

  return (
    <SectionCard
      title="Benefits"
      description="Why customers choose this add-on: a short title and a sentence or two each, in the order Elements shows them."
      action={empty ? undefined : addButton}
    >
      <QueryState query={benefits} loadingLabel="Loading benefits…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              headingLevel="h3"
              title="No benefits yet"
              description="List what sets the add-on apart, e.g. “Automatic failover” with a sentence on how it works."
              actions={addButton}
            />
          ) : (
            <BenefitList slug={slug} benefits={list} changeable={changeable} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function BenefitList({ slug, benefits, changeable }: { slug: string; benefits: readonly Benefit[]; changeable: boolean }) {
  const order = useSavedOrder(benefits, 'title', useReorderBenefits(slug).mutateAsync, listingMessages.benefitReordered);

  return (
    <SortableList {...order} noun="benefit" layout="list" readOnly={!changeable}>
      <Box component="ol" aria-label="Benefits" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {benefits.map((benefit) => (
          <BenefitRow key={benefit.id} slug={slug} benefit={benefit} />
        ))}
      </Box>
    </SortableList>
  );
}

function BenefitRow({ slug, benefit }: { slug: string; benefit: Benefit }) {
  return (
    <SortableRow
      id={benefit.id}
      title={benefit.title}
      details={
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {benefit.description}
        </Typography>
      }
      actions={
        <>
          <IconButton component={RouterLink} to={listingPaths.editBenefit(slug, benefit.id)} aria-label={`Edit ${benefit.title}`}>
            <EditIcon />
          </IconButton>
          <IconButton component={RouterLink} to={listingPaths.deleteBenefit(slug, benefit.id)} aria-label={`Delete ${benefit.title}`}>
            <DeleteIcon />
          </IconButton>
        </>
      }
    />
  );
}
