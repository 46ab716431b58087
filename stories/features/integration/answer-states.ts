/**
 * The two answers every fetching part of the integration console is shown
 * with besides its data: one that never comes (loading) and one the server
 * refuses (the error with Try again). Each part's Loading and LoadFailed
 * stories are these with the part's own path and spinner text, so they are
 * made here once and a change to how a refusal is checked or pictured (the
 * flash dismissed first) reaches every part alike.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { flashesShown } from '../../support/flashes';
import { expectScreenshot } from '../../support/screenshot';

/** A GET on `path` that never answers (the loading state). */
export const neverAnswers = (path: string): HttpHandler =>
  http.get(path, async () => {
    await delay('infinite');
    return new HttpResponse(null);
  });

export const REBUILDING = 'The call history is being rebuilt. Try again in a minute.';
/** A GET on `path` refused with the server's own message (the error state). */
export const unavailable = (path: string): HttpHandler => http.get(path, () => HttpResponse.json({ id: 'unavailable', message: REBUILDING }, { status: 503 }));

/**
 * Dismisses the app-wide flash a failed request raises (it is the app's, not
 * the part's), so the picture shows the part's own error, not the flash over it.
 */
export async function flashesDismissed(canvasElement: HTMLElement): Promise<void> {
  const document = canvasElement.ownerDocument;
  await waitFor(() => expect(flashesShown(document).length).toBeGreaterThan(0));
  for (const flash of flashesShown(document)) {
    const dismiss = [...flash.querySelectorAll('button')].find((button) => button.getAttribute('aria-label') === 'Dismiss notification' || button.textContent === 'Dismiss notification');
    if (dismiss) await userEvent.click(dismiss);
  }
  await waitFor(() => expect(flashesShown(document)).toHaveLength(0));
}

/** What the makers return: a story's MSW answers and its play (assignable to any part's `StoryObj`). */
export type AnswerStory = {
  parameters: { msw: { handlers: HttpHandler[] } };
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
};

type Loading = {
  /** The GET that never answers (an MSW path, `:params` allowed). */
  path: string;
  /** Every other answer, after it (MSW takes the first handler that matches). */
  behind: HttpHandler[];
  /** The part's spinner text, which must be shown. */
  says: string;
  /** What else the part shows while it waits (checked before the picture). */
  also?: (canvasElement: HTMLElement) => Promise<unknown>;
  /** Whether the story is pictured: only those that had a reference image are, so none is added or lost. */
  pictured: boolean;
};

/** The part while `path` never answers: its spinner text shown. */
export function loadingStory({ path, behind, says, also, pictured }: Loading): AnswerStory {
  return {
    parameters: { msw: { handlers: [neverAnswers(path), ...behind] } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(says)).toBeVisible();
      await also?.(canvasElement);
      if (pictured) await expectScreenshot(canvasElement);
    },
  };
}

/**
 * The part when `path` is refused: the server's message in the part's alert
 * with Try again, pictured once the app's own flash is dismissed.
 */
export function refusedStory(path: string, behind: HttpHandler[]): AnswerStory {
  return {
    parameters: { msw: { handlers: [unavailable(path), ...behind] } },
    play: async ({ canvasElement }) => {
      const retry = await within(canvasElement).findByRole('button', { name: 'Try again' });
      await expect(retry.closest('[role="alert"]')).toHaveTextContent(REBUILDING);
      await flashesDismissed(canvasElement);
      await expectScreenshot(canvasElement);
    },
  };
}
