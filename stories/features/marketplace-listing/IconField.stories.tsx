import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconField } from '../../../web/src/features/marketplace-listing/IconField';
import { gifNamedPng, pngFile } from '../../support/image-files';

/** Icon upload (spec §5): PNG, exactly 70×70, checked from the file's bytes before anything is sent. */
const meta = {
  title: 'Features/Marketplace listing/Icon field',
  component: IconField,
  args: { src: null, onChosen: fn(), onProblem: fn() },
} satisfies Meta<typeof IconField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (element: HTMLElement) => element.querySelector('input[type="file"]') as HTMLInputElement;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('accept', 'image/png');
    await expect(canvas.getByText(/PNG, exactly 70×70 pixels/)).toBeVisible();
  },
};

/** A 70×70 PNG is taken, as a data URL for the PATCH. */
export const RightFile: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), pngFile('icon.png', 70, 70));
    await waitFor(() => expect(args.onChosen).toHaveBeenCalledWith(expect.stringMatching(/^data:image\/png;base64,/)));
    await expect(args.onProblem).not.toHaveBeenCalled();
  },
};

/** A 140×140 PNG, and a GIF named .png: each refused, naming what it actually is. */
export const WrongFiles: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), pngFile('icon.png', 140, 140));
    await waitFor(() => expect(args.onProblem).toHaveBeenCalledWith('The icon must be exactly 70×70 pixels; this one is 140×140.'));
    await userEvent.upload(input(canvasElement), gifNamedPng('icon.png'));
    await waitFor(() => expect(args.onProblem).toHaveBeenCalledWith('The icon must be a PNG image; this is a GIF image.'));
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'The icon must be exactly 70×70 pixels; this one is 140×140.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('this one is 140×140');
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};
