import { useFormikContext } from 'formik';
import { Navigate, useNavigate } from 'react-router';
import * as yup from 'yup';
import { addonTextRules, useUpdateAddon } from '../../api/addon';
import { yupText } from '../../api/yup-rules';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { usePlansPaths } from './use-plans-paths';
import { customPlansTextButtonLabel, offersCustomPlans } from '../../domain/custom-plans-text';
import { CustomPlansPreview, flashCustomPlansSaved } from './CustomPlansSection';
import type { PlansContext } from './plans-context';
import { plansMessages } from './plans-messages';
import { leavePanel } from '../../components/leave-panel';

interface CustomPlansValues {
  customPlansText: string;
}

const schema = yup.object({ customPlansText: yupText(addonTextRules.customPlansText) });

/**
 * The preview beside the text. The counter of spec §5 (red past 300, saving
 * blocked) is the field's own (FormTextField counts every limited field).
 */
function Preview() {
  const { values } = useFormikContext<CustomPlansValues>();
  return <CustomPlansPreview text={values.customPlansText} />;
}

/** `plans/custom-plans-edit`; an add-on not flagged in goes back to the plans tab. */
export function CustomPlansPanel({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const navigate = useNavigate();
  const update = useUpdateAddon(context.addon.slug);
  const { addon } = context;
  const close = () => void navigate(plansPaths.plans(addon.slug), leavePanel());
  if (!offersCustomPlans(addon.slug)) return <Navigate to={plansPaths.plans(addon.slug)} replace />;
  const initial = addon.customPlansText ?? '';
  return (
    <FormPanel<CustomPlansValues>
      title={customPlansTextButtonLabel(initial) === 'Edit Copy' ? 'Edit Custom Plans Copy' : 'Add Custom Plans Text'}
      initialValues={{ customPlansText: initial }}
      validationSchema={schema}
      fields={['customPlansText']}
      submitLabel="Save"
      onClose={close}
      onSubmit={async (values) => {
        const text = values.customPlansText.trim();
        if (text === initial.trim()) return { notice: plansMessages.noChanges };
        await update.mutateAsync({ customPlansText: text === '' ? null : text });
        flashCustomPlansSaved();
        close();
        return undefined;
      }}
    >
      <FormTextField
        id="custom-plans-text"
        name="customPlansText"
        label="Custom plans text"
        multiline
        rows={5}
        fullWidth
      />
      <Preview />
    </FormPanel>
  );
}
