import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ObjectiveCard } from '../../../web/src/features/integration/health/ObjectiveCard';
import { freezeClockAt } from '../../support/clock';
import { expectScreenshot } from '../../support/screenshot';
import { flashesDismissed, loadingStory, refusedStory } from './answer-states';
import { apiPath, desktop, fixedHealth, healthWire, mobile, objectiveWire, PARTS_NOW, SLUG } from './integration-parts-support';
import { asPartner } from './partner-answers';

/**
 * The add-on's objective (issue 34 §1): the share of provisions that must
 * succeed over the window, the error budget left and when today's rate would
 * spend it, in words (the alert's colour only repeats them); the form to
 * change it, opened and closed from the keyboard with the focus where the user
 * is; loading and refused.
 */
const meta = {
  component: ObjectiveCard,
  title: 'Features/Integration/Parts/Objective card',
  globals: desktop,
  beforeEach: freezeClockAt(PARTS_NOW),
  args: { slug: SLUG },
  parameters: { msw: { handlers: asPartner(...fixedHealth(healthWire, objectiveWire(200))) } },
} satisfies Meta<typeof ObjectiveCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Objective' });
const sentence = async (canvasElement: HTMLElement) => within(card(canvasElement)).findByRole('alert');

/** The default objective, 200 of 100,000 failed: 80 % of the budget left, and today's rate does not spend it. */
export const Sustainable: Story = {
  play: async ({ canvasElement }) => {
    await expect(await sentence(canvasElement)).toHaveTextContent("80% of the error budget left. At today's rate it does not run out.");
    await expect(card(canvasElement)).toHaveTextContent('99% of provisions succeed over 28 days (the default). So far 99,800 of 100,000 succeeded.');
    await expectScreenshot(canvasElement);
  },
};

export const SustainablePhone: Story = { ...Sustainable, globals: mobile };

/** 900 of 100,000 failed and 2 % failing today: 10 % left, and the day it runs out. */
export const RunningOut: Story = {
  parameters: { msw: { handlers: asPartner(...fixedHealth(healthWire, objectiveWire(900, true, 80))) } },
  play: async ({ canvasElement }) => {
    await expect(await sentence(canvasElement)).toHaveTextContent(/^10% of the error budget left\. At today's rate it runs out on \d+ \w+ 2026\.$/);
    await expect(card(canvasElement)).not.toHaveTextContent('(the default)');
    await expectScreenshot(canvasElement);
  },
};

/** 1,500 of 100,000 failed: below the objective, the budget overspent by half. */
export const Exhausted: Story = {
  parameters: { msw: { handlers: asPartner(...fixedHealth(healthWire, objectiveWire(1_500, true))) } },
  play: async ({ canvasElement }) => {
    await expect(await sentence(canvasElement)).toHaveTextContent('Below the objective: 98.5% of provisions succeeded, and the error budget is overspent by 50%.');
    await expectScreenshot(canvasElement);
  },
};

export const ExhaustedPhone: Story = { ...Exhausted, globals: mobile };

/** The form from the keyboard: Enter opens it on its first field; Cancel puts the focus back on "Change objective". */
export const ChangeFromKeyboard: Story = {
  play: async ({ canvasElement }) => {
    await sentence(canvasElement);
    // Offered once the caller's role is known to allow it (issue 35 §2).
    const change = await within(card(canvasElement)).findByRole('button', { name: 'Change objective' });
    change.focus();
    await userEvent.keyboard('{Enter}');
    const form = await within(card(canvasElement)).findByRole('form', { name: 'Change objective' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Successful provisions (%)' })).toHaveFocus());
    await expect(within(form).getByRole('textbox', { name: 'Successful provisions (%)' })).toHaveValue('99');
    await expect(within(form).getByRole('textbox', { name: 'Window (days)' })).toHaveValue('28');
    await expectScreenshot(canvasElement);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(card(canvasElement)).getByRole('button', { name: 'Change objective' })).toHaveFocus());
    await expect(within(card(canvasElement)).queryByRole('form')).toBeNull();
  },
};

export const ChangeFromKeyboardPhone: Story = { ...ChangeFromKeyboard, globals: mobile };

/** The server refuses the save: its message under the fields, the form kept open with what was typed. */
export const SaveRefused: Story = {
  parameters: {
    msw: {
      handlers: asPartner(
        http.put(apiPath('/integration/objective'), () => HttpResponse.json({ id: 'unavailable', message: 'Objectives cannot be changed while the call history is rebuilt.' }, { status: 503 })),
        ...fixedHealth(healthWire, objectiveWire(200)),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    await sentence(canvasElement);
    await userEvent.click(await within(card(canvasElement)).findByRole('button', { name: 'Change objective' }));
    const target = await within(card(canvasElement)).findByRole('textbox', { name: 'Successful provisions (%)' });
    await userEvent.clear(target);
    await userEvent.type(target, '99.9');
    await userEvent.click(within(card(canvasElement)).getByRole('button', { name: 'Save objective' }));
    const form = within(card(canvasElement)).getByRole('form', { name: 'Change objective' });
    await expect(await within(form).findByText('Objectives cannot be changed while the call history is rebuilt.')).toBeVisible();
    await expect(target).toHaveValue('99.9');
    await flashesDismissed(canvasElement);
    await expectScreenshot(canvasElement);
  },
};

export const Loading: Story = loadingStory({ path: apiPath('/integration/objective'), behind: asPartner(), says: 'Loading the objective…', pictured: true });

export const LoadFailed: Story = refusedStory(apiPath('/integration/objective'), asPartner());

export const LoadFailedPhone: Story = { ...LoadFailed, globals: mobile };
