import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { bundledIcons } from '../../../fixtures/msw/icons';
import { BuildpackLogo } from '../../../web/src/features/buildpacks/BuildpackLogo';

const logoImage = (url: string) => ({ url, width: 64, height: 64 });
const withLogo = (url: string) => ({ name: 'insights-agent', logo: { small: logoImage(url), medium: logoImage(url) } });

/**
 * A buildpack's logo comes from the registry's image host: the portal may
 * load it only from an origin in IMAGE_ORIGINS (the CSP's img-src). A logo
 * that cannot load — blocked, gone — shows the initial, as no logo does.
 */
const meta = {
  title: 'Features/Buildpacks/Logo',
  component: BuildpackLogo,
  args: { buildpack: { name: 'insights-agent', logo: null } },
} satisfies Meta<typeof BuildpackLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLogo: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvasElement).toHaveTextContent('I');
  },
};

export const WithLogo: Story = {
  args: { buildpack: withLogo(bundledIcons('acme-metrics') ?? '') },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    // Decorative: the buildpack's name is written beside it.
    await expect(image).toHaveAttribute('alt', '');
    await waitFor(() => expect(image?.naturalWidth).toBeGreaterThan(0));
  },
};

/** An image host the CSP does not allow (or a logo that is gone): the initial, never a broken image. */
export const LogoThatCannotLoad: Story = {
  args: { buildpack: withLogo('https://logos.invalid/insights-agent.png') },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement).toHaveTextContent('I');
  },
};
