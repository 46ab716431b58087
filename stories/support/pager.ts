import { expect, within } from 'storybook/test';

/**
 * A table pager shows both arrows in full: neither is cut off by the pager's
 * own overflow (MUI's pager scrolls inside itself, so the page never scrolls
 * sideways and `toBeVisible` alone passes with the arrow clipped away).
 */
export async function expectPagerArrowsShown(region: HTMLElement) {
  const previous = within(region).getByRole('button', { name: 'Go to previous page' });
  const next = within(region).getByRole('button', { name: 'Go to next page' });
  const pager = next.closest('.MuiTablePagination-root') as HTMLElement;
  await expect(pager.scrollWidth, 'the pager scrolls inside itself').toBeLessThanOrEqual(pager.clientWidth);
  const box = pager.getBoundingClientRect();
  for (const arrow of [previous, next]) {
    const { left, right } = arrow.getBoundingClientRect();
    await expect(left, arrow.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(box.left);
    await expect(right, arrow.getAttribute('aria-label') ?? '').toBeLessThanOrEqual(box.right);
  }
}
