import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileField } from '../../web/src/components/FileField';
import { pngFile } from '../support/image-files';
import { expectScreenshot } from '../support/screenshot';

/**
 * Choosing a file: a plain button opens a hidden file input, and the help and
 * any error describe the button, so keyboard and screen-reader users never
 * meet the browser's own file control.
 */
const meta = {
  title: 'Components/FileField',
  component: FileField,
  args: {
    label: 'Logo',
    buttonLabel: 'Choose logo…',
    inputLabel: 'Logo file',
    accept: 'image/png',
    help: 'PNG, at most 1 MB.',
    onFile: fn(),
  },
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText('Logo file') as HTMLInputElement;

/** The button carries the help as its description; the input offers only the accepted types. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose logo…' })).toHaveAccessibleDescription('PNG, at most 1 MB.');
    await expect(input(canvasElement)).toHaveAttribute('accept', 'image/png');
    await expect(input(canvasElement)).not.toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A chosen file is handed over, and the input is cleared so the same file can be chosen again after a fix. */
export const ChoosesAFile: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.upload(input(canvasElement), pngFile('logo.png', 64, 64));
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(1));
    await expect(args.onFile.mock.calls[0]?.[0]).toMatchObject({ name: 'logo.png', type: 'image/png' });
    await expect(input(canvasElement).value).toBe('');
    await userEvent.upload(input(canvasElement), pngFile('logo.png', 64, 64));
    await waitFor(() => expect(args.onFile).toHaveBeenCalledTimes(2));
  },
};

/** A refused file: the reason is announced, describes the button after the help, and marks the input invalid. */
export const WithError: Story = {
  args: { error: 'The logo must be a PNG image; this is a GIF image.' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('this is a GIF image');
    await expect(canvas.getByRole('button', { name: 'Choose logo…' })).toHaveAccessibleDescription(
      'PNG, at most 1 MB. The logo must be a PNG image; this is a GIF image.',
    );
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expectScreenshot(canvasElement);
  },
};
