import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form, Formik } from 'formik';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import type { ApiTokenScope } from '../../web/src/api/api-tokens';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '../../web/src/api/webhooks';
import { FormCheckboxGroup, type FormCheckboxGroupProps } from '../../web/src/components/FormCheckboxGroup';
import { SCOPE_DESCRIPTIONS, SCOPE_LABELS } from '../../web/src/domain/api-token-scopes';
import { expectScreenshot } from '../support/screenshot';

interface ChoiceFormProps extends Omit<FormCheckboxGroupProps, 'name'> {
  /** What the schema says when nothing is chosen, as the screens' forms say it. */
  noneChosen: string;
  chosen?: string[];
  onSave: (chosen: string[]) => void;
}

/** The group in a form of its own, as the register-endpoint and new-token panels use it: a list that must not be empty. */
function ChoiceForm({ label, options, helperText, required, noneChosen, chosen = [], onSave }: ChoiceFormProps) {
  return (
    <Formik
      initialValues={{ choices: chosen }}
      validationSchema={yup.object({ choices: yup.array(yup.string().required()).min(1, noneChosen) })}
      onSubmit={(values) => onSave(values.choices)}
    >
      <Stack component={Form} noValidate spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560 }}>
        <FormCheckboxGroup name="choices" label={label} options={options} helperText={helperText} required={required} />
        <Button type="submit" variant="contained">
          Save
        </Button>
      </Stack>
    </Formik>
  );
}

/** Webhook events: plain labels. */
const EVENT_OPTIONS = WEBHOOK_EVENTS.map((event) => ({ value: event, label: WEBHOOK_EVENT_LABELS[event] }));
/** Token scopes: each with a line saying what choosing it means. */
const SCOPES: ApiTokenScope[] = ['read_listing', 'read_reports', 'write_listing', 'manage_plans'];
const SCOPE_OPTIONS = SCOPES.map((scope) => ({ value: scope, label: SCOPE_LABELS[scope], description: SCOPE_DESCRIPTIONS[scope] }));

const EVENTS_HELP = 'Each chosen event is sent to this address as it happens.';
const phone = { viewport: { value: 'mobile', isRotated: false } } as const;

/**
 * A multiple choice bound to a Formik list (the FormTextField of checkboxes):
 * a fieldset named by its legend, described by its help until there is an
 * error, then by the error — a sentence naming what to choose — once the
 * group was left or the form submitted. It has no disabled options: the
 * screens offer only what may be chosen (a token's scopes are the role's).
 */
const meta = {
  title: 'Components/FormCheckboxGroup',
  component: ChoiceForm,
  subcomponents: { FormCheckboxGroup },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { label: 'Events', options: EVENT_OPTIONS, helperText: EVENTS_HELP, noneChosen: 'Choose at least one event', onSave: fn() },
} satisfies Meta<typeof ChoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string | RegExp = 'Events') => within(canvasElement).getByRole('group', { name });

/** Save, clicked: the picture is of the group, so Save's focus ring (and its pulsing ripple) is left out of it. */
async function save(canvasElement: HTMLElement) {
  const button = within(canvasElement).getByRole('button', { name: 'Save' });
  await userEvent.click(button);
  button.blur();
}

/** Saved with nothing chosen: the help gives way to the error, which describes the group; nothing is saved. */
export const NoneChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const events = group(canvasElement);
    await expect(events).toHaveAccessibleDescription(EVENTS_HELP);
    await expect(within(events).getAllByRole('checkbox')).toHaveLength(WEBHOOK_EVENTS.length);
    await save(canvasElement);
    await waitFor(() => expect(events).toHaveAccessibleDescription('Choose at least one event.'));
    await expect(within(canvasElement).queryByText(EVENTS_HELP)).toBeNull();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expectScreenshot(canvasElement);
  },
};

export const NoneChosenPhone: Story = { ...NoneChosen, globals: phone };

/** Required, described options, two already chosen: saved as they are, the help still shown. */
export const SomeChosen: Story = {
  args: {
    label: 'Scopes',
    options: SCOPE_OPTIONS,
    helperText: 'What the token may do; your role decides which scopes you can give it.',
    required: true,
    noneChosen: 'Choose at least one scope',
    chosen: ['read_listing', 'read_reports'],
  },
  play: async ({ canvasElement, args }) => {
    const scopes = group(canvasElement, /^Scopes/);
    // Each box is named by its label and its description, as both are inside the label.
    await expect(within(scopes).getByRole('checkbox', { name: /^Read listing/ })).toBeChecked();
    await expect(within(scopes).getByRole('checkbox', { name: /^Read reports/ })).toBeChecked();
    await expect(within(scopes).getByRole('checkbox', { name: /^Write listing/ })).not.toBeChecked();
    await save(canvasElement);
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(['read_listing', 'read_reports']));
    await expect(scopes).toHaveAccessibleDescription(args.helperText);
    await expectScreenshot(canvasElement);
  },
};

export const SomeChosenPhone: Story = { ...SomeChosen, globals: phone };

/**
 * From the keyboard: Tab reaches each box, Space checks and unchecks it.
 * Leaving the group with nothing chosen shows the error; choosing one takes
 * it away again, and Enter on Save saves the choice.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const events = group(canvasElement);
    const [provisioned, deprovisioned] = within(events).getAllByRole('checkbox');
    await userEvent.tab();
    await expect(provisioned).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(provisioned).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(provisioned).not.toBeChecked();
    await userEvent.tab();
    await expect(deprovisioned).toHaveFocus();
    await waitFor(() => expect(events).toHaveAccessibleDescription('Choose at least one event.'));
    await userEvent.keyboard(' ');
    await expect(deprovisioned).toBeChecked();
    await waitFor(() => expect(events).toHaveAccessibleDescription(EVENTS_HELP));
    for (let step = 2; step < WEBHOOK_EVENTS.length; step += 1) await userEvent.tab();
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(['resource.deprovisioned']));
  },
};
