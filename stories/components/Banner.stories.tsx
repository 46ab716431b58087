import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Banner } from '../../web/src/components/Banner';

/**
 * Every banner of the portal (terms, provisioning API, legacy end of life…).
 * A banner is present when the page loads, so it is a polite `status`. The
 * banners the add-ons list decides on are under Features/Add-ons/Banners.
 */
const meta = {
  title: 'Components/Banner',
  component: Banner,
  tags: ['autodocs'],
  args: {
    severity: 'info',
    title: 'Updated terms of service',
    children: 'We have updated our terms of service, effective September 15, 2023.',
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Updated terms of service');
  },
};

export const Warning: Story = {
  args: {
    severity: 'warning',
    title: 'Legacy provisioning APIs are reaching end of life',
    children: 'The v1 and app-info APIs end July 3, 2023.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The v1 and app-info APIs end July 3, 2023.');
  },
};

export const Error: Story = {
  args: { severity: 'error', title: 'Documentation needs attention', children: 'The article could not be published.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Documentation needs attention');
  },
};

export const Success: Story = {
  args: { severity: 'success', title: 'Terms accepted', children: 'Thank you for accepting the updated terms.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Terms accepted');
  },
};

/** A link after the message, to what the banner is about. */
export const WithLink: Story = {
  args: {
    link: { label: 'Read the Marketplace Licensing Agreement', href: 'https://elements.example.com/legal/marketplace-licensing-agreement' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read the Marketplace Licensing Agreement' })).toHaveAttribute(
      'href',
      'https://elements.example.com/legal/marketplace-licensing-agreement',
    );
  },
};

const dismiss = fn();

/** With a control on the right, e.g. a labelled dismiss button. */
export const WithAction: Story = {
  args: {
    title: undefined,
    action: (
      <IconButton aria-label="Dismiss banner" color="inherit" size="small" onClick={dismiss}>
        <CloseIcon fontSize="small" />
      </IconButton>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    dismiss.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss banner' }));
    await expect(dismiss).toHaveBeenCalledOnce();
  },
};

/** Only for something that just happened: announced at once. */
export const AlertRole: Story = {
  args: { severity: 'warning', role: 'alert', title: 'Your session ends in 2 minutes', children: 'Save your changes.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your session ends in 2 minutes');
  },
};
