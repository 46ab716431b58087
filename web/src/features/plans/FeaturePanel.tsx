import MenuItem from '@mui/material/MenuItem';
import { enqueueSnackbar } from 'notistack';
import { useNavigate, useParams } from 'react-router';
import { errorDetail } from '../../api/errors';
import { useCreateFeature, useFeatures, useUpdateFeature, type Feature } from '../../api/features';
import { FormPanel, type FormPanelSubmitResult } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { revealState } from '../../components/reveal-state';
import { usePlansPaths } from './use-plans-paths';
import { DATATYPE_INFO, FEATURE_DATATYPES, featureDatatypeField } from '../../domain/feature-datatype';
import { featureChanges, featureFields, featureSchema, featureValues, newFeatureInput, type FeatureValues } from './feature-form';
import { plansMessages } from './plans-messages';
import { RoutedPanel } from './RoutedPanel';
import { leavePanel } from '../../components/leave-panel';

/** Back to the plans tab; after a create, with the new record to show (issue 21 item 11). */
function useCloseToPlans(slug: string) {
  const plansPaths = usePlansPaths();
  const navigate = useNavigate();
  return (createdId?: string) => void navigate(plansPaths.plans(slug), leavePanel(createdId ? revealState(createdId) : undefined));
}

/** Spec §8: each feature change is confirmed, with the note that Elements shows it within 90 minutes. */
export function flashFeatureChange(message: string) {
  enqueueSnackbar(message, { variant: 'success' });
  enqueueSnackbar(plansMessages.onElementsSoon, { variant: 'info' });
}

function FeatureFormPanel({
  mode,
  initialValues,
  onClose,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  initialValues: FeatureValues;
  onClose: () => void;
  onSubmit: (values: FeatureValues) => Promise<FormPanelSubmitResult>;
}) {
  const datatype = featureDatatypeField(mode);
  return (
    <FormPanel<FeatureValues>
      title={mode === 'create' ? 'Add Feature' : 'Edit Feature'}
      initialValues={initialValues}
      validationSchema={featureSchema}
      fields={featureFields}
      submitLabel={mode === 'create' ? 'Add Feature' : 'Save Feature'}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField id="feature-name" name="name" label="Name" helperText="e.g. Storage, Connections, Rollback window" required fullWidth autoComplete="off" />
      <FormTextField id="feature-datatype" name="datatype" label="Datatype" select required fullWidth disabled={datatype.disabled} helperText={datatype.helperText ?? 'How each plan’s value is entered and shown; it cannot change later.'}>
        {FEATURE_DATATYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {DATATYPE_INFO[type].label}
          </MenuItem>
        ))}
      </FormTextField>
    </FormPanel>
  );
}

/** `plans/features/new` */
export function NewFeaturePanel({ slug }: { slug: string }) {
  const close = useCloseToPlans(slug);
  const create = useCreateFeature(slug);
  return (
    <FeatureFormPanel
      mode="create"
      initialValues={featureValues()}
      onClose={close}
      onSubmit={async (values) => {
        const created = await create.mutateAsync(newFeatureInput(values));
        flashFeatureChange(plansMessages.featureCreated(created.name));
        close(created.id);
      }}
    />
  );
}

export type RoutedFeature =
  | { state: 'loading' }
  | { state: 'failed'; message: string | undefined; retry: () => void }
  | { state: 'missing' }
  | { state: 'found'; feature: Feature };

/** The feature named by the route's `:featureId`, once the list has loaded. */
export function useRoutedFeature(slug: string): RoutedFeature {
  const { featureId } = useParams();
  const features = useFeatures(slug);
  if (features.isPending) return { state: 'loading' };
  if (features.isError) return { state: 'failed', message: errorDetail(features.error), retry: () => void features.refetch() };
  const feature = features.data.find((candidate) => candidate.id === featureId);
  return feature ? { state: 'found', feature } : { state: 'missing' };
}

/** `plans/features/:featureId/edit`; an unknown feature returns to the plans tab. */
export function EditFeaturePanel({ slug }: { slug: string }) {
  const plansPaths = usePlansPaths();
  const close = useCloseToPlans(slug);
  const update = useUpdateFeature(slug);
  return (
    <RoutedPanel routed={useRoutedFeature(slug)} title="Edit Feature" missingTo={plansPaths.plans(slug)} onClose={close}>
      {({ feature }) => (
        <FeatureFormPanel
          mode="edit"
          initialValues={featureValues(feature)}
          onClose={close}
          onSubmit={async (values) => {
            const changes = featureChanges(feature, values);
            if (Object.keys(changes).length === 0) return { notice: plansMessages.noChanges };
            const saved = await update.mutateAsync({ id: feature.id, changes });
            flashFeatureChange(plansMessages.featureEdited(saved.name));
            close();
            return undefined;
          }}
        />
      )}
    </RoutedPanel>
  );
}
