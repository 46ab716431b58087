import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectScreenshot } from '../../support/screenshot';
import { desktop, mobile, pageParameters, renderAt, storyBackend } from '../company/company-story-support';
import { replacedStoryToken, seedInvitation, storyToken } from '../company/invitation-story-support';
import { AcceptInvitationPage } from '../../../web/src/features/invitations/AcceptInvitationPage';

/**
 * `/invitations/:token` (issue 35 §3), told from owner@solo.test's side, who
 * holds the link: a pending invitation says "Join Acme Data as Finance" with
 * Accept; an expired, revoked, used or replaced link, one for another account
 * and an unknown one each say their own sentence with a way on.
 */
const meta = {
  component: AcceptInvitationPage,
  title: 'Features/Invitations/Accept invitation',
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const solo = 'owner@solo.test';
const backend = (seed: Parameters<typeof seedInvitation>[1], days = 6) => storyBackend('solo', { seed: (store) => seedInvitation(store, seed, days) });
const at = (id: string) => renderAt(`/invitations/${storyToken(id)}`);
const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

const valid = backend({ id: 'inv-valid', email: solo });

/** A pending invitation for the signed-in account: what it is for, when it expires, Accept. */
export const Valid: Story = {
  render: at('inv-valid'),
  parameters: { msw: { handlers: valid.handlers } },
  beforeEach: valid.reset,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Join Acme Data as Finance');
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`Acme Data invited ${solo} to join as Finance. The invitation expires in 6 days.`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
    await expectScreenshot(canvas.getByRole('main'));
  },
};

const validPhone = backend({ id: 'inv-valid', email: solo });

export const ValidOnAPhone: Story = {
  render: at('inv-valid'),
  globals: mobile,
  parameters: { msw: { handlers: validPhone.handlers } },
  beforeEach: validPhone.reset,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Join Acme Data as Finance');
    await expectScreenshot(within(canvasElement).getByRole('main'));
  },
};

const refusedJoin = backend({ id: 'inv-valid', email: solo });

/** Accepting while already in another company: the server's sentence shows under the buttons, as an alert. */
export const AcceptRefused: Story = {
  render: at('inv-valid'),
  parameters: { msw: { handlers: refusedJoin.handlers } },
  beforeEach: refusedJoin.reset,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Join Acme Data as Finance');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Accept' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your account already belongs to another company; an Owner there must remove you before you can join.',
    );
    await expect(refusedJoin.writes('POST', `/api/v3/invitations/${storyToken('inv-valid')}/accept`)).toHaveLength(1);
  },
};

const wrong = backend({ id: 'inv-other', email: 'someone.else@example.test' });

/** A link for another address: which one, which account is signed in, and how to switch; Accept is disabled. */
export const WrongAccount: Story = {
  render: at('inv-other'),
  parameters: { msw: { handlers: wrong.handlers } },
  beforeEach: wrong.reset,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Join Acme Data as Finance');
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        `This invitation is for someone.else@example.test, but you are signed in as ${solo}. Sign out and sign in as someone.else@example.test to accept it. Log out from the account menu, then open this link again.`,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeDisabled();
    await expectScreenshot(canvas.getByRole('main'));
  },
};

function closedStory(id: string, seed: Parameters<typeof seedInvitation>[1], days: number, sentence: string, way: string, globals: typeof desktop | typeof mobile = desktop): Story {
  const story = backend(seed, days);
  return {
    render: renderAt(`/invitations/${id === 'replaced' ? replacedStoryToken(seed.id) : storyToken(seed.id)}`),
    globals,
    parameters: { msw: { handlers: story.handlers } },
    beforeEach: story.reset,
    play: async ({ canvasElement }) => {
      await heading(canvasElement, 'Invitation to Acme Data');
      const canvas = within(canvasElement);
      await expect(canvas.getByText(sentence)).toBeVisible();
      await expect(canvas.getByRole('link', { name: way })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull();
      await expectScreenshot(canvas.getByRole('main'));
    },
  };
}

const EXPIRED = 'This invitation to Acme Data has expired. Ask an Owner of Acme Data to send it again.';

/** Seven days passed. */
export const Expired = closedStory('expired', { id: 'inv-expired', email: solo }, -1, EXPIRED, 'Go to your add-ons');
export const ExpiredOnAPhone = closedStory('expired', { id: 'inv-expired', email: solo }, -1, EXPIRED, 'Go to your add-ons', mobile);

/** An Owner withdrew it. */
export const Revoked = closedStory(
  'revoked',
  { id: 'inv-revoked', email: solo, status: 'revoked' },
  6,
  'This invitation to Acme Data was withdrawn by an Owner of the company. Ask them if you still need access.',
  'Go to your add-ons',
);

/** Already accepted: the way on is the company. */
export const AlreadyUsed = closedStory(
  'used',
  { id: 'inv-used', email: solo, status: 'accepted' },
  6,
  'This invitation to Acme Data has already been used. Open the company from the portal instead.',
  'Open your company',
);

/** The link of an e-mail a resend replaced. */
export const Replaced = closedStory(
  'replaced',
  { id: 'inv-resent', email: solo },
  6,
  'This link was replaced by a newer invitation e-mail to Acme Data. Open the link in the latest e-mail.',
  'Go to your add-ons',
);

const unknown = storyBackend('solo');

/** A link that matches nothing (cut short, made up). */
export const UnknownLink: Story = {
  render: renderAt('/invitations/nothing.here'),
  parameters: { msw: { handlers: unknown.handlers } },
  beforeEach: unknown.reset,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Invitation not found');
    await expect(within(canvasElement).getByText('This invitation link is not valid. Check that you opened the whole link from the e-mail.')).toBeVisible();
  },
};
