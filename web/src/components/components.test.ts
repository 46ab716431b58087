import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../test-support/render-html';
import { AddonCard, type AddonCardAddon } from './AddonCard';
import { AddonGrid } from './AddonGrid';
import { Banner } from './Banner';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { LoadingState } from './LoadingState';
import { StateTag } from './StateTag';
import { DEFAULT_AVATAR_SIZE, UserAvatar } from './UserAvatar';

const addon: AddonCardAddon = {
  slug: 'acme-postgres',
  displayName: 'Acme Postgres',
  summary: 'Managed Postgres with point-in-time recovery.',
  state: 'beta',
  iconUrl: 'data:image/png;base64,iVBORw0KGgo=',
};

describe('StateTag', () => {
  it('shows Alpha, Beta and Shutdown, and nothing for GA', () => {
    expect(textOf(renderHtml(createElement(StateTag, { state: 'alpha' })))).toBe('Alpha');
    expect(textOf(renderHtml(createElement(StateTag, { state: 'beta' })))).toBe('Beta');
    expect(textOf(renderHtml(createElement(StateTag, { state: 'shutdown' })))).toBe('Shutdown');
    expect(textOf(renderHtml(createElement(StateTag, { state: 'ga' })))).toBe('');
  });
});

describe('AddonCard', () => {
  const html = renderHtml(createElement(AddonCard, { addon }));

  it('shows the display name, state tag and summary', () => {
    expect(textOf(html)).toBe('Acme Postgres Beta Managed Postgres with point-in-time recovery.');
  });

  it('links to /addons/{slug}', () => {
    expect(html).toMatch(/<a [^>]*href="\/addons\/acme-postgres"[^>]*>Acme Postgres<\/a>/);
  });

  it('shows the icon at 70×70, decorative because the name is next to it', () => {
    expect(html).toMatch(/<img [^>]*alt=""[^>]*width="70" height="70"/);
  });

  it('shows a placeholder when the add-on has no icon', () => {
    const placeholder = renderHtml(createElement(AddonCard, { addon: { ...addon, iconUrl: null } }));
    expect(placeholder).not.toContain('<img');
    expect(placeholder).toContain('data-testid="addon-icon-placeholder"');
  });

  it('names the add-on with the heading level it is given', () => {
    expect(renderHtml(createElement(AddonCard, { addon, headingLevel: 'h3' }))).toMatch(/<h3[^>]*>.*Acme Postgres/);
  });
});

describe('AddonGrid', () => {
  it('lists one card per add-on', () => {
    const html = renderHtml(
      createElement(AddonGrid, { addons: [addon, { ...addon, slug: 'acme-stream', displayName: 'Acme Stream' }], label: 'Add-ons' }),
    );
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Add-ons"');
  });
});

describe('UserAvatar', () => {
  it('is 80 px by default (spec §9) and named for assistive technology', () => {
    expect(DEFAULT_AVATAR_SIZE).toBe(80);
    const html = renderHtml(createElement(UserAvatar, { name: 'Priya Raman' }));
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Priya Raman"');
    expect(html).toMatch(/width:80px/);
    expect(textOf(html)).toBe('PR');
  });

  it('takes a smaller size and another label', () => {
    const html = renderHtml(createElement(UserAvatar, { name: 'Priya Raman', size: 36, label: 'Signed in as Priya Raman' }));
    expect(html).toMatch(/width:36px/);
    expect(html).toContain('aria-label="Signed in as Priya Raman"');
  });
});

describe('states', () => {
  it('LoadingState names its spinner', () => {
    const html = renderHtml(createElement(LoadingState, { label: 'Loading your add-ons…' }));
    expect(html).toContain('role="status"');
    expect(html).toMatch(/role="progressbar"[^>]*aria-labelledby="([^"]+)"/);
    const id = /aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`id="${id}"`);
    expect(textOf(html)).toBe('Loading your add-ons…');
  });

  it('ErrorState shows the normalised title, the message and a retry button', () => {
    const html = renderHtml(createElement(ErrorState, { message: 'Upstream timed out.', onRetry: () => undefined }));
    expect(textOf(html)).toContain('The backend responded with an error');
    expect(textOf(html)).toContain('Upstream timed out.');
    expect(html).toMatch(/<button[^>]*>Try again/);
  });

  it('ErrorState without a retry has no button', () => {
    expect(renderHtml(createElement(ErrorState, {}))).not.toContain('<button');
  });

  it('EmptyState shows a heading, a description and actions', () => {
    const html = renderHtml(
      createElement(EmptyState, { title: 'Nothing here', description: 'Yet.', actions: createElement('a', { href: '/x' }, 'Go') }),
    );
    expect(html).toMatch(/<h2[^>]*>Nothing here<\/h2>/);
    expect(textOf(html)).toBe('Nothing here Yet. Go');
  });

  it('Banner is a polite status with a title, message and link', () => {
    const html = renderHtml(
      createElement(Banner, {
        severity: 'warning',
        title: 'Heads up',
        link: { label: 'Read more', href: 'https://x.example/' },
        children: 'Message.',
      }),
    );
    expect(html).toContain('role="status"');
    expect(textOf(html)).toBe('Heads up Message. Read more');
    expect(html).toContain('href="https://x.example/"');
  });
});
