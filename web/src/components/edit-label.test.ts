import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHtml, textOf } from '../test-support/render-html';
import { EditLabel } from './EditLabel';

describe('EditLabel', () => {
  const html = renderHtml(createElement('button', null, createElement(EditLabel, { what: 'company information' })));

  it('names the button by what it edits, starting with the visible word', () => {
    expect(textOf(html)).toBe('Edit company information');
  });

  it('shows only "Edit": what it edits is visually hidden, not hidden from assistive technology', () => {
    const hidden = /<span class="[^"]*">( company information)<\/span>/.exec(html);
    expect(hidden?.[1]).toBe(' company information');
    expect(html).not.toMatch(/aria-hidden/);
    // MUI's visuallyHidden: clipped to 1 px, out of the layout.
    expect(html).toMatch(/clip-path:inset\(50%\)/);
    expect(html).toMatch(/width:1px/);
  });
});
