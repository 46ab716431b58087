import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useFeatures, type Feature } from '../../api/features';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { DATATYPE_INFO } from '../../domain/feature-datatype';
import { listPreview } from '../../domain/list-preview';

/** Spec §2: the add-on's features in position order, the first 6 with a View all / Collapse toggle. */
export function FeaturesSection({ slug }: { slug: string }) {
  const features = useFeatures(slug);
  return (
    <SectionCard title="Features" description="What the add-on's plans offer; each plan gives every feature a value.">
      <QueryState query={features} loadingLabel="Loading features…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState headingLevel="h3" title="No features yet" description="Add a feature, e.g. “Storage” in bytes, then give each plan a value." />
          ) : (
            <FeatureList features={list} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function FeatureList({ features }: { features: readonly Feature[] }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, toggleLabel } = listPreview(features, 'features', expanded);
  return (
    <>
      <List aria-label="Features" disablePadding>
        {shown.map((feature) => (
          <ListItem key={feature.id} divider>
            <ListItemText primary={feature.name} secondary={DATATYPE_INFO[feature.datatype].label} />
          </ListItem>
        ))}
      </List>
      {toggleLabel ? (
        <Button onClick={() => setExpanded(!expanded)} aria-expanded={expanded} sx={{ mt: 1 }}>
          {toggleLabel}
        </Button>
      ) : null}
    </>
  );
}
