import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useFeatures, useReorderFeatures, type Feature } from '../../api/features';
import { EmptyState } from '../../components/EmptyState';
import { PreviewToggle } from '../../components/PreviewToggle';
import { QueryState } from '../../components/QueryState';
import { useRevealedId } from '../../components/reveal-state';
import { SectionCard } from '../../components/SectionCard';
import { SortableList } from '../../components/SortableList';
import { SortableRow } from '../../components/SortableRow';
import { useSavedOrder } from '../../components/use-saved-order';
import { usePlansPaths } from './use-plans-paths';
import { DATATYPE_INFO } from '../../domain/feature-datatype';
import { listPreview, PREVIEW_LENGTH } from '../../domain/list-preview';
import { revealPlacement } from '../../domain/list-reveal';
import { plansMessages } from './plans-messages';

/**
 * Features (spec §2 Plans): reorderable by drag, keyboard or the move
 * buttons; the first 6 with 'View all N features' / 'Collapse features';
 * Add Feature, edit and delete as sub-routes.
 */
/** `changeable` is false once the add-on is shut down: no Add Feature, and the rows cannot be moved, edited or deleted. */
export function FeaturesSection({ slug, changeable = true }: { slug: string; changeable?: boolean }) {
  const plansPaths = usePlansPaths();
  const features = useFeatures(slug);
  const addButton = changeable ? (
    <Button component={RouterLink} to={plansPaths.newFeature(slug)} variant="outlined" startIcon={<AddIcon />}>
      Add Feature
    </Button>
  ) : undefined;
  const empty = features.isSuccess && features.data.length === 0;
  return (
    <SectionCard
      title="Features"
      description="What the add-on's plans offer, in the order Elements lists them; each plan gives every feature a value."
      action={empty ? undefined : addButton}
    >
      <QueryState query={features} loadingLabel="Loading features…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState headingLevel="h3" title="No features yet" description="Add a feature, e.g. “Storage” in bytes, then give each plan a value." actions={addButton} />
          ) : (
            <FeatureList slug={slug} features={list} changeable={changeable} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function FeatureList({ slug, features, changeable }: { slug: string; features: readonly Feature[]; changeable: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const revealed = useRevealedId();
  // A feature just added past the first six: the list opens so it can be seen (issue 21 item 11),
  // once it is listed; adjusted while rendering, so the row paints expanded at once.
  const [revealHandled, setRevealHandled] = useState<string | null>(null);
  if (revealed && revealed !== revealHandled) {
    const placement = revealPlacement(
      features.findIndex((feature) => feature.id === revealed),
      PREVIEW_LENGTH,
    );
    if (placement) {
      setRevealHandled(revealed);
      if (placement.expand) setExpanded(true);
    }
  }
  const { shown, toggleLabel } = listPreview(features, 'features', expanded);
  const reorder = useReorderFeatures(slug).mutateAsync;
  // Collapsed, only the first rows can move, among themselves; the hidden ones keep their places after them.
  const hidden = features.slice(shown.length).map((feature) => feature.id);
  const order = useSavedOrder(shown, 'name', (ids) => reorder([...ids, ...hidden]), plansMessages.featureReordered);
  return (
    <Stack spacing={1}>
      <SortableList {...order} noun="feature" layout="list" readOnly={!changeable}>
        <Box component="ol" aria-label="Features" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shown.map((feature) => (
            <FeatureRow key={feature.id} slug={slug} feature={feature} highlighted={feature.id === revealed} />
          ))}
        </Box>
      </SortableList>
      <PreviewToggle label={toggleLabel} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
    </Stack>
  );
}

function FeatureRow({ slug, feature, highlighted }: { slug: string; feature: Feature; highlighted: boolean }) {
  const plansPaths = usePlansPaths();
  return (
    <SortableRow
      id={feature.id}
      highlighted={highlighted}
      title={feature.name}
      details={
        <Typography variant="body2" color="text.secondary">
          {DATATYPE_INFO[feature.datatype].name}
        </Typography>
      }
      actions={
        <>
          <IconButton component={RouterLink} to={plansPaths.editFeature(slug, feature.id)} aria-label={`Edit ${feature.name}`}>
            <EditIcon />
          </IconButton>
          <IconButton component={RouterLink} to={plansPaths.deleteFeature(slug, feature.id)} aria-label={`Delete ${feature.name}`}>
            <DeleteIcon />
          </IconButton>
        </>
      }
    />
  );
}
