import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { ApiError } from '../../web/src/api/errors';
import { FormPanel, type FormPanelSubmitResult } from '../../web/src/components/FormPanel';
import { FormTextField } from '../../web/src/components/FormTextField';
import { yupText } from '../../web/src/api/yup-rules';
import { expectScreenshot } from '../support/screenshot';
import { FormBehaviour } from '../../web/src/components/FormBehaviour';

interface PlanValues {
  name: string;
  price: string;
}

const planSchema = yup.object({
  // A limited field, as the contract's rules make them (yupText): its limit and counter show from the start.
  name: yupText({ required: true, max: 40 }),
  price: yup.string().trim().required("can't be blank").matches(/^\d+$/, 'must be a whole number of dollars'),
});

type Save = (values: PlanValues) => Promise<FormPanelSubmitResult>;

interface PlanPanelDemoProps {
  /** What the server does with the plan: resolves when saved, throws an ApiError when refused. */
  save: Save;
  initialValues?: PlanValues;
}

/** A plan form as a screen would build it: a button opens the panel, a save closes it. */
function PlanPanelDemo({ save, initialValues = { name: '', price: '' } }: PlanPanelDemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Add Plan
      </Button>
      {open ? (
        <FormPanel<PlanValues>
          title="Add Plan"
          initialValues={initialValues}
          validationSchema={planSchema}
          fields={['name', 'price']}
          submitLabel="Add Plan"
          onClose={() => setOpen(false)}
          onSubmit={async (values) => {
            const result = await save(values);
            if (result) return result;
            setOpen(false);
          }}
        >
          <FormTextField id="plan-name" name="name" label="Name" helperText="As customers see it, e.g. Standard." required fullWidth />
          <FormTextField id="plan-price" name="price" label="Price per month (USD)" required fullWidth />
        </FormPanel>
      ) : null}
    </>
  );
}

/**
 * The one form panel (design.md §4, §5): a Formik form in the slide panel with
 * Cancel and submit, a status alert above the form, and a refused save (422)
 * mapped back onto it: each field's messages on the field, `base` (about the
 * record as a whole) and unknown fields in the alert. Focus moves into the
 * panel when it opens, to the first invalid field after a failed submit, and
 * back to the opener when it closes. Messages are sentences naming the field.
 */
const meta = {
  title: 'Components/FormPanel',
  component: PlanPanelDemo,
  subcomponents: { FormPanel, FormTextField, FormBehaviour },
  args: { save: fn<Save>(async () => undefined) },
} satisfies Meta<typeof PlanPanelDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

async function openPanel(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Plan' }));
  return body(canvasElement).findByRole('dialog', { name: 'Add Plan' });
}

async function panelClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).toBeNull());
}

/** Focus goes into the panel when it opens; with nothing changed, Escape and Cancel close it at once and give focus back to Add Plan. */
export const FocusMovesInAndBack: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Add Plan' });
    let panel = await openPanel(canvasElement);
    await waitFor(() => expect(panel.contains(panel.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await panelClosed(canvasElement);
    await waitFor(() => expect(opener).toHaveFocus());

    panel = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    await panelClosed(canvasElement);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/**
 * Blank or malformed fields are stopped in the browser, each with its message
 * — a sentence naming the field — as its description; nothing is sent, and
 * focus moves to the first invalid field (Name, above the Price just typed),
 * not left on the submit button.
 */
export const CheckedBeforeSending: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    const name = within(panel).getByRole('textbox', { name: /^Name/ });
    const price = within(panel).getByRole('textbox', { name: /^Price per month/ });
    await expect(name).toHaveAccessibleDescription('As customers see it, e.g. Standard. Up to 40 characters. 40 characters left');
    await userEvent.type(price, 'ten');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Plan' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription("Name can't be blank. Up to 40 characters. 40 characters left"));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(price).toHaveAccessibleDescription('Price per month (USD) must be a whole number of dollars.');
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** Past its limit the counter says by how much (never a negative number), and saving is refused with a sentence. */
export const OverTheLimit: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    const name = within(panel).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Standard with every feature switched on too');
    await expect(name).toHaveAccessibleDescription(/Up to 40 characters\. 3 characters too many$/);
    await expect(within(panel).getByText('3 characters too many')).toBeVisible();
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Price per month/ }), '25');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Plan' }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription('Name is too long (at most 40 characters). 3 characters too many');
    await expect(args.save).not.toHaveBeenCalled();
    await expectScreenshot(panel);
  },
};

/**
 * The server refuses the save (422): its message about the name goes on the
 * Name field, its message about the add-on as a whole (`base`) and one about a
 * field the form does not show go in the alert above; every input is kept.
 */
export const RefusedByTheServer: Story = {
  args: {
    save: fn<Save>(async () => {
      throw new ApiError({
        status: 422,
        fieldErrors: {
          name: ['is already taken by another plan'],
          base: ['The add-on is shut down, so its plans cannot change.'],
          currency: ['is not offered in this region'],
        },
      });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    const name = within(panel).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Standard');
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Price per month/ }), '25');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Plan' }));

    const alert = await within(panel).findByRole('alert');
    await expect(alert).toHaveTextContent('The add-on is shut down, so its plans cannot change. Currency is not offered in this region.');
    await expect(name).toHaveAccessibleDescription('Name is already taken by another plan. Up to 40 characters. 32 characters left');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // Focus leaves the submit button for the field the server refused.
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Standard');
    await expect(within(panel).getByRole('button', { name: 'Add Plan' })).toBeEnabled();
    await expect(args.save).toHaveBeenCalledWith({ name: 'Standard', price: '25' });
    await expectScreenshot(panel);
  },
};

/** A submit that sends nothing says why, politely, above the form; the panel stays. */
export const NothingToSave: Story = {
  args: {
    initialValues: { name: 'Standard', price: '25' },
    save: fn<Save>(async () => ({ notice: 'Nothing has changed, so there is nothing to save.' })),
  },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Plan' }));
    const notice = await within(panel).findByRole('status');
    await expect(notice).toHaveTextContent('Nothing has changed, so there is nothing to save.');
    await expect(within(panel).queryByRole('alert')).toBeNull();
  },
};

/** While the save runs the button says so and cannot be pressed again; once saved the panel closes and focus returns. */
export const Saving: Story = {
  args: { save: fn<Save>(() => new Promise((resolve) => setTimeout(() => resolve(undefined), 600))) },
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Standard');
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Price per month/ }), '25');
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Plan' }));
    await expect(await within(panel).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await panelClosed(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Add Plan' })).toHaveFocus());
    await expect(args.save).toHaveBeenCalledTimes(1);
  },
};

async function discardQuestion(canvasElement: HTMLElement): Promise<HTMLElement> {
  const question = await body(canvasElement).findByRole('dialog', { name: 'Discard changes?' });
  await waitFor(() => expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus());
  return question;
}

async function questionGone(canvasElement: HTMLElement) {
  await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Discard changes?' })).toBeNull());
}

/**
 * A panel with changes asks 'Discard changes?' before Escape closes it; focus
 * starts on Keep editing, and Escape on the question goes back to the panel
 * with the typed name kept and focus where it was.
 */
export const ChangedThenEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    const name = within(panel).getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, 'Standard');
    await userEvent.keyboard('{Escape}');
    const question = await discardQuestion(canvasElement);
    await expect(question).toHaveTextContent('What you changed in this panel has not been saved.');
    await expectScreenshot(question);
    await userEvent.keyboard('{Escape}');
    await questionGone(canvasElement);
    await expect(body(canvasElement).getByRole('dialog', { name: 'Add Plan' })).toBeVisible();
    await expect(name).toHaveValue('Standard');
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** Cancel on a panel with changes asks too; Keep editing goes back with every input kept. */
export const ChangedThenKeepEditing: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Standard');
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Price per month/ }), '25');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    const question = await discardQuestion(canvasElement);
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await questionGone(canvasElement);
    await expect(within(panel).getByRole('textbox', { name: /^Name/ })).toHaveValue('Standard');
    await expect(within(panel).getByRole('textbox', { name: /^Price per month/ })).toHaveValue('25');
  },
};

/** Discard closes the panel, changes and all, and focus goes back to what opened it; nothing is saved. */
export const ChangedThenDiscard: Story = {
  play: async ({ canvasElement, args }) => {
    const panel = await openPanel(canvasElement);
    await userEvent.type(within(panel).getByRole('textbox', { name: /^Name/ }), 'Standard');
    await userEvent.click(within(panel).getByRole('button', { name: 'Close panel' }));
    const question = await discardQuestion(canvasElement);
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await panelClosed(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Add Plan' })).toHaveFocus());
    await expect(args.save).not.toHaveBeenCalled();
  },
};

/** A panel whose text was changed back to what it was has nothing to lose: it closes at once, without a question. */
export const ChangedBackClosesAtOnce: Story = {
  args: { initialValues: { name: 'Standard', price: '25' } },
  play: async ({ canvasElement }) => {
    const panel = await openPanel(canvasElement);
    const price = within(panel).getByRole('textbox', { name: /^Price per month/ });
    await userEvent.type(price, '0');
    await userEvent.type(price, '{Backspace}');
    await expect(price).toHaveValue('25');
    await userEvent.keyboard('{Escape}');
    await panelClosed(canvasElement);
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  },
};
