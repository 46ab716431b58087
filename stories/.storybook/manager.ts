/**
 * The gallery's own UI (Storybook's manager), loaded before it renders.
 *
 * Storybook 10 names each top-level sidebar section's toggle ("COMPONENTS",
 * "FEATURES", …) with `aria-label="Collapse"` (or "Expand"), which replaces
 * the visible text as its accessible name: a speech-input user who says
 * "click Components" finds no such button (WCAG 2.5.3 Label in Name; axe
 * label-content-name-mismatch, serious). Storybook offers no setting for that
 * label, so it is removed here as the sidebar renders and re-renders: the
 * visible section name becomes the button's name, and `aria-expanded`, which
 * the button already carries, says whether the section is open.
 * tests/e2e/component-gallery.spec.ts checks the built gallery.
 */
const SECTION_TOGGLES = 'button[data-action="collapse-root"][aria-label]';

function nameSectionTogglesByTheirText(): void {
  for (const toggle of document.querySelectorAll(SECTION_TOGGLES)) toggle.removeAttribute('aria-label');
}

// React sets the label again when a section opens or closes ("Collapse" ↔ "Expand").
new MutationObserver(nameSectionTogglesByTheirText).observe(document.documentElement, {
  subtree: true,
  childList: true,
  attributes: true,
  attributeFilter: ['aria-label'],
});
nameSectionTogglesByTheirText();
