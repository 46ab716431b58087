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
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { DragHandle, MoveButton, SortableList, useSortableItem } from '../../components/SortableList';
import { useSavedOrder } from '../../components/use-saved-order';
import { plansPaths } from '../../domain/addon-paths';
import { DATATYPE_INFO } from '../../domain/feature-datatype';
import { listPreview } from '../../domain/list-preview';
import { plansMessages } from './plans-messages';

/**
 * Features (spec §2 Plans): reorderable by drag, keyboard or the move
 * buttons; the first 6 with 'View all N features' / 'Collapse features';
 * Add Feature, edit and delete as sub-routes.
 */
export function FeaturesSection({ slug }: { slug: string }) {
  const features = useFeatures(slug);
  const addButton = (
    <Button component={RouterLink} to={plansPaths.newFeature(slug)} variant="outlined" startIcon={<AddIcon />}>
      Add Feature
    </Button>
  );
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
            <FeatureList slug={slug} features={list} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function FeatureList({ slug, features }: { slug: string; features: readonly Feature[] }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, toggleLabel } = listPreview(features, 'features', expanded);
  const reorder = useReorderFeatures(slug).mutateAsync;
  // Collapsed, only the first rows can move, among themselves; the hidden ones keep their places after them.
  const hidden = features.slice(shown.length).map((feature) => feature.id);
  const order = useSavedOrder(shown, 'name', (ids) => reorder([...ids, ...hidden]), plansMessages.featureReordered);
  return (
    <Stack spacing={1}>
      <SortableList {...order} noun="feature" layout="list">
        <Box component="ol" aria-label="Features" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {shown.map((feature) => (
            <FeatureRow key={feature.id} slug={slug} feature={feature} />
          ))}
        </Box>
      </SortableList>
      {toggleLabel ? (
        <Box>
          <Button onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
            {toggleLabel}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function FeatureRow({ slug, feature }: { slug: string; feature: Feature }) {
  const { attachNode, style, isDragging, handle, moveBack, moveForward } = useSortableItem(feature.id);
  return (
    <Box
      component="li"
      ref={attachNode}
      style={style}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'auto minmax(0, 1fr)', sm: 'auto minmax(0, 1fr) auto' },
        columnGap: 1.5,
        alignItems: 'center',
        p: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 6 : 0,
      }}
    >
      <DragHandle {...handle} label={`Reorder ${feature.name}`} />
      <Box sx={{ py: 0.5, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {feature.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {DATATYPE_INFO[feature.datatype].label}
        </Typography>
      </Box>
      <Stack direction="row" sx={{ gridColumn: { xs: 2, sm: 'auto' }, alignItems: 'center', justifySelf: { xs: 'start', sm: 'end' } }}>
        <MoveButton {...moveBack} label={`Move ${feature.name} up`} />
        <MoveButton {...moveForward} label={`Move ${feature.name} down`} />
        <IconButton component={RouterLink} to={plansPaths.editFeature(slug, feature.id)} aria-label={`Edit ${feature.name}`}>
          <EditIcon />
        </IconButton>
        <IconButton component={RouterLink} to={plansPaths.deleteFeature(slug, feature.id)} aria-label={`Delete ${feature.name}`}>
          <DeleteIcon />
        </IconButton>
      </Stack>
    </Box>
  );
}
