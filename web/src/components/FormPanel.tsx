import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikConfig, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import { isApiError } from '../api/errors';
import { markShownOnAForm } from '../api/flash-messages';
import { formProblems, type ServerFieldNames } from '../api/form-errors';
import { useDiscardChanges } from './DiscardChanges';
import { FormBehaviour } from './FormBehaviour';
import { SlidePanel, type SlidePanelProps } from './SlidePanel';

/** What a panel says above its form: a notice (nothing was sent), or what a refused save said about the record as a whole. */
export interface FormPanelStatus {
  severity: 'info' | 'error';
  message: string;
}

/** A submit that sent nothing may say why, e.g. "Nothing has changed". */
export type FormPanelSubmitResult = { notice: string } | undefined | void;

/** What custom actions need to submit the panel's form from outside it. */
export interface FormPanelActionsContext {
  formId: string;
  isSubmitting: boolean;
  /** Cancel: asks 'Discard changes?' first when the form has changes. */
  close: () => void;
}

export interface FormPanelProps<Values extends FormikValues> {
  title: string;
  width?: SlidePanelProps['width'];
  initialValues: Values;
  validationSchema?: FormikConfig<Values>['validationSchema'];
  /** The form's fields a refused save (422) may name: their messages go on them, every other one above the form. */
  fields: readonly (keyof Values & string)[];
  /** Server fields the form shows under another name, e.g. `{ buttons: 'repository' }`. */
  serverFieldNames?: ServerFieldNames<keyof Values & string>;
  /**
   * Saves, and closes the panel when it is saved. Throws when the save fails:
   * a refused save (422) is shown on the form, any other API error has been
   * flashed by the app; either way the panel stays open with every input kept.
   */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<FormPanelSubmitResult>;
  onClose: () => void;
  submitLabel: string;
  /** The submit button while it waits. */
  submittingLabel?: string;
  /** Instead of Cancel and the submit button, e.g. the steps of a review before saving. */
  actions?: (form: FormPanelActionsContext) => ReactNode;
  children: ReactNode;
}

function StatusAlert({ status }: { status: FormPanelStatus | undefined }) {
  if (!status) return null;
  return (
    <Alert severity={status.severity} role={status.severity === 'error' ? 'alert' : 'status'}>
      {status.message}
    </Alert>
  );
}

/**
 * The one form panel (design.md §4, §5): a Formik form in the slide panel,
 * with Cancel and a submit button that says while it saves, the panel's
 * status above the form, and a refused save mapped back onto the form — each
 * field's messages on it, `base` and the rest in an alert above (never
 * dropped). The slide panel moves focus into itself when it opens, keeps it
 * there, closes on Escape and gives focus back to what opened it. Cancel,
 * Escape, the backdrop, the close button — and, for a routed panel, Back or any
 * change of address — ask 'Discard changes?' first while the form has changes.
 */
export function FormPanel<Values extends FormikValues>({
  title,
  width,
  initialValues,
  validationSchema,
  fields,
  serverFieldNames,
  onSubmit,
  onClose,
  submitLabel,
  submittingLabel = 'Saving…',
  actions,
  children,
}: FormPanelProps<Values>) {
  const formId = useId();
  const discard = useDiscardChanges(onClose);

  async function submit(values: Values, helpers: FormikHelpers<Values>) {
    helpers.setStatus(undefined);
    try {
      const result = await discard.saving(() => onSubmit(values, helpers));
      if (result) helpers.setStatus({ severity: 'info', message: result.notice } satisfies FormPanelStatus);
    } catch (error) {
      // Not an API error: a bug, which must not pass for a refused save.
      if (!isApiError(error)) throw error;
      const problems = formProblems(error, fields, serverFieldNames);
      if (!problems) return;
      markShownOnAForm(error);
      helpers.setErrors(problems.fields as FormikErrors<Values>);
      if (problems.other.length > 0) helpers.setStatus({ severity: 'error', message: problems.other.join(' ') } satisfies FormPanelStatus);
    }
  }

  return (
    <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
      {({ isSubmitting, status, dirty }) => (
        <SlidePanel
          title={title}
          width={width}
          onClose={() => discard.requestClose(dirty)}
          actions={
            actions ? (
              actions({ formId, isSubmitting, close: () => discard.requestClose(dirty) })
            ) : (
              <>
                <Button onClick={() => discard.requestClose(dirty)}>Cancel</Button>
                <Button type="submit" form={formId} variant="contained" disabled={isSubmitting}>
                  {isSubmitting ? submittingLabel : submitLabel}
                </Button>
              </>
            )
          }
        >
          <Form id={formId} noValidate>
            <FormBehaviour formId={formId} schema={validationSchema}>
              <Stack spacing={3}>
                <StatusAlert status={status as FormPanelStatus | undefined} />
                {children}
              </Stack>
            </FormBehaviour>
            {discard.guard(dirty)}
          </Form>
        </SlidePanel>
      )}
    </Formik>
  );
}
