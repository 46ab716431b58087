import { useFormikContext } from 'formik';
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';

const FormSchema = createContext<unknown>(undefined);

/** The Yup schema of the form around a field, so the field can show its limit (`maxCharactersOf`). */
export const useFormSchema = () => useContext(FormSchema);

/** What can take focus as a field: not the hidden native input MUI keeps beside a select. */
const INVALID_FIELD = '[aria-invalid="true"]:not([aria-hidden="true"]):not([type="hidden"])';

/**
 * After a submit that left errors — the browser's own checks or a refused
 * save (422) — focus moves to the first invalid field in the order of the
 * form, scrolled into view: the user lands where the problem is and hears it
 * (its message is its description), instead of staying on the submit button
 * while the first error sits off-screen (issue 21 item 10).
 */
export function useFocusFirstInvalid(formId: string) {
  const { submitCount, isSubmitting } = useFormikContext();
  const handled = useRef(submitCount);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    // After the paint that marks the fields invalid (Formik sets errors and the count in separate renders).
    requestAnimationFrame(() => {
      const first = document.getElementById(formId)?.querySelector<HTMLElement>(INVALID_FIELD);
      if (!first) return;
      first.scrollIntoView({ block: 'center' });
      first.focus({ preventScroll: true });
    });
  }, [submitCount, isSubmitting, formId]);
}

/**
 * What every Formik form of the portal does beyond Formik: it moves focus to
 * the first invalid field after a failed submit, and lets its fields read the
 * schema's limits. Rendered inside the `<Form id={formId}>` (FormPanel, the
 * e-mail lookup).
 */
export function FormBehaviour({ formId, schema, children }: { formId: string; schema: unknown; children: ReactNode }) {
  useFocusFirstInvalid(formId);
  return <FormSchema.Provider value={schema}>{children}</FormSchema.Provider>;
}
