import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { leavePageText } from '../../../web/src/components/LeavePageGuard';
import { expectScreenshot } from '../../support/screenshot';
import { body, desktop, pageParameters, publishBackend, PUBLISH_PATH, renderAt } from './publish-story-support';
import { labelled, typeInto } from './publish-steps';

/**
 * The publish form is a whole page, not a panel, and it asks as the panels do
 * (issue 31 item 1): with something typed, a header link (or Back) asks
 * "Leave this page?" and a reload gets the browser's "Leave site?"; an
 * untouched form lets the user go.
 */
const meta = {
  title: 'Features/Buildpacks/Publish form, leaving',
  render: renderAt(PUBLISH_PATH),
  parameters: pageParameters,
  globals: desktop,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const loaded = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('form', { name: 'Publish a buildpack' });
  // The namespace the form fills in itself is no input of the user's.
  await waitFor(() => expect(canvas.getByRole('textbox', { name: labelled('Namespace') })).toHaveValue('partner-acme'));
};

/**
 * The page's `beforeunload` listeners, recorded as the app adds and removes
 * them. A real `beforeunload` cannot be dispatched here: MSW's own listener
 * would take it for the tab closing and stop answering the story's requests.
 */
const unloadListeners = new Set<EventListenerOrEventListenerObject>();
function recordUnloadListeners(): () => void {
  const { addEventListener, removeEventListener } = window;
  window.addEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
    if (listener === null) return;
    if (type === 'beforeunload') unloadListeners.add(listener);
    addEventListener.call(this, type, listener, options);
  } as typeof window.addEventListener;
  window.removeEventListener = function (this: Window, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | EventListenerOptions) {
    if (listener === null) return;
    if (type === 'beforeunload') unloadListeners.delete(listener);
    removeEventListener.call(this, type, listener, options);
  } as typeof window.removeEventListener;
  return () => {
    window.addEventListener = addEventListener;
    window.removeEventListener = removeEventListener;
    unloadListeners.clear();
  };
}

/** What the browser's reload or close would meet: true when the page asks "Leave site?". */
const reloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  for (const listener of unloadListeners) {
    if (typeof listener === 'function') listener.call(window, event);
    else listener.handleEvent(event);
  }
  return event.defaultPrevented;
};

/** A story's `beforeEach`: the backend reset, the unload listeners recorded until the story ends. */
const prepare = (backend: { reset: () => void }) => () => {
  backend.reset();
  return recordUnloadListeners();
};

const headerLink = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main' })).getByRole('link', { name });

const halfFilled = publishBackend();

/** A name typed, then the header's Add-ons link: asked first; Keep editing keeps the input; Leave goes. */
export const HalfFilledAsksBeforeLeaving: Story = {
  parameters: { msw: { handlers: halfFilled.handlers } },
  beforeEach: prepare(halfFilled),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const canvas = within(canvasElement);
    await typeInto(canvasElement, 'Name', 'fresh-buildpack');
    await expect(reloadAsks()).toBe(true);

    await userEvent.click(headerLink(canvasElement, 'Add-ons'));
    const question = await body(canvasElement).findByRole('dialog', { name: leavePageText.title });
    await expect(question).toHaveTextContent(leavePageText.body);
    await expect(within(question).getByRole('button', { name: leavePageText.keepEditing })).toHaveFocus();
    await expectScreenshot(canvasElement.ownerDocument.body);

    await userEvent.click(within(question).getByRole('button', { name: leavePageText.keepEditing }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: leavePageText.title })).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish a buildpack' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: labelled('Name') })).toHaveValue('fresh-buildpack');

    await userEvent.click(headerLink(canvasElement, 'Add-ons'));
    const again = await body(canvasElement).findByRole('dialog', { name: leavePageText.title });
    await userEvent.click(within(again).getByRole('button', { name: leavePageText.discard }));
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Publish a buildpack' })).toBeNull());
    await expect(reloadAsks()).toBe(false);
  },
};

const untouched = publishBackend();

/** Nothing typed (the namespace filled in by the form is not input): the link goes at once, and a reload does not ask. */
export const UntouchedLeavesAtOnce: Story = {
  parameters: { msw: { handlers: untouched.handlers } },
  beforeEach: prepare(untouched),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(reloadAsks()).toBe(false);
    await userEvent.click(headerLink(canvasElement, 'Add-ons'));
    await waitFor(() => expect(within(canvasElement).queryByRole('form', { name: 'Publish a buildpack' })).toBeNull());
    await expect(body(canvasElement).queryByRole('dialog', { name: leavePageText.title })).toBeNull();
  },
};
