import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { Form, Formik } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { errorDetail } from '../../../api/errors';
import { useIntegrationObjective, useSetIntegrationObjective, type IntegrationObjective } from '../../../api/integration-objective';
import { FormBehaviour } from '../../../components/FormBehaviour';
import { FormTextField } from '../../../components/FormTextField';
import { QueryState } from '../../../components/QueryState';
import { SectionCard } from '../../../components/SectionCard';
import { RoleNotice } from '../../../components/RoleNotice';
import { useCompanyPermission } from '../../../components/use-company-permission';
import { errorBudget, type ErrorBudget } from '../../../domain/error-budget';
import { formatCount, formatRate } from '../../../domain/integration-health-change';
import { objectiveFormSchema, percentOf, targetRateOf, type ObjectiveValues } from './objective-form';

const wholePercent = (share: number) => `${Math.round(share * 100)}%`;

/** The budget in one sentence, the state first: the words carry it, the alert's colour only repeats them. */
function budgetSentence(budget: ErrorBudget): { severity: 'success' | 'warning' | 'error' | 'info'; text: string } {
  switch (budget.state) {
    case 'no-calls':
      return { severity: 'info', text: 'No provisions in the window yet, so nothing of the error budget is spent.' };
    case 'exhausted':
      return { severity: 'error', text: `Below the objective: ${formatRate(budget.successRate)} of provisions succeeded, and the error budget is overspent by ${wholePercent(-budget.left)}.` };
    case 'running-out':
      return { severity: 'warning', text: `${wholePercent(budget.left)} of the error budget left. At today's rate it runs out on ${dayjs(budget.runsOutAt).format('D MMMM YYYY')}.` };
    case 'sustainable':
      return { severity: 'success', text: `${wholePercent(budget.left)} of the error budget left. At today's rate it does not run out.` };
  }
}

/**
 * The add-on's objective (issue 34 §1): what share of provisions must succeed
 * over its window, the error budget left and when today's rate would spend
 * it (domain/error-budget.ts), and a form to change it.
 */
export function ObjectiveCard({ slug }: { slug: string }) {
  const objective = useIntegrationObjective(slug);
  return (
    <SectionCard title="Objective" headingLevel="h3">
      <QueryState query={objective} loadingLabel="Loading the objective…" loadingMinHeight={96}>
        {(data) => <ObjectiveBody slug={slug} objective={data} />}
      </QueryState>
    </SectionCard>
  );
}

function ObjectiveBody({ slug, objective }: { slug: string; objective: IntegrationObjective }) {
  // The objective is an operating setting, changed by those who manage credentials (issue 35 §2): others read it and are told who may.
  const permission = useCompanyPermission('manageCredentials');
  const [editing, setEditing] = useState(false);
  const change = useRef<HTMLButtonElement>(null);
  const budget = errorBudget({ targetSuccessRate: objective.targetSuccessRate, windowDays: objective.windowDays }, objective.window, objective.last24Hours, new Date(objective.asOf));
  const sentence = budgetSentence(budget);
  // The form opens with its first field focused, where the keyboard user means to type.
  const open = () => {
    setEditing(true);
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input[name="targetPercent"]')?.focus());
  };
  // Back to the button that opened the form, so the keyboard user is not left at the top of the page:
  // once the button is rendered again (an effect after that commit), not a frame after the close, which a
  // slow render after a save could miss (the focus then fell to the page's body).
  const returnFocus = useRef(false);
  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    change.current?.focus();
  }, [editing]);
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography>
          {formatRate(objective.targetSuccessRate)} of provisions succeed over {objective.windowDays} {objective.windowDays === 1 ? 'day' : 'days'}
          {objective.isSet ? '' : ' (the default)'}. So far {formatCount(objective.window.calls - objective.window.failures)} of {formatCount(objective.window.calls)} succeeded.
        </Typography>
        {editing || !permission.allowed ? null : (
          <Button ref={change} variant="outlined" onClick={open} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
            Change objective
          </Button>
        )}
      </Stack>
      <Alert severity={sentence.severity}>{sentence.text}</Alert>
      <RoleNotice permission={permission} />
      {editing && permission.allowed ? <ObjectiveForm slug={slug} objective={objective} onDone={close} /> : null}
    </Stack>
  );
}

function ObjectiveForm({ slug, objective, onDone }: { slug: string; objective: IntegrationObjective; onDone: () => void }) {
  const formId = useId();
  const save = useSetIntegrationObjective(slug);
  return (
    <Formik<ObjectiveValues>
      initialValues={{ targetPercent: percentOf(objective.targetSuccessRate), windowDays: String(objective.windowDays) }}
      validationSchema={objectiveFormSchema}
      onSubmit={async (values) => {
        try {
          await save.mutateAsync({ targetSuccessRate: targetRateOf(values.targetPercent), windowDays: Number(values.windowDays) });
          enqueueSnackbar('Objective saved.', { variant: 'success' });
          onDone();
        } catch {
          // Shown below the fields (and flashed by the app, as every failed save).
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form id={formId} noValidate aria-label="Change objective">
          <FormBehaviour formId={formId} schema={objectiveFormSchema}>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField name="targetPercent" label="Successful provisions (%)" inputMode="decimal" helperText="From 90 to 99.99, e.g. 99.5." />
                <FormTextField name="windowDays" label="Window (days)" inputMode="numeric" helperText="From 1 to 30." />
              </Stack>
              {save.isError ? <Alert severity="error">{errorDetail(save.error)}</Alert> : null}
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving…' : 'Save objective'}
                </Button>
                <Button onClick={onDone}>Cancel</Button>
              </Stack>
            </Stack>
          </FormBehaviour>
        </Form>
      )}
    </Formik>
  );
}
