/** Steps the publish stories take on the form, as a person would: by role and label. */
import { expect, userEvent, within } from 'storybook/test';

const page = (element: HTMLElement) => within(element.ownerDocument.body);
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A field's accessible name: its label, with the asterisk MUI adds to a required one. */
export const labelled = (label: string) => new RegExp(`^${escaped(label)}( \\*)?$`);
/** A select's name: its label, then the value shown. */
export const select = (label: string) => new RegExp(`^${escaped(label)}( \\*)?( |$)`);

/** Picks `option` in the select labelled `label` (its menu is portalled). */
export async function choose(element: HTMLElement, label: string, option: string | RegExp) {
  await userEvent.click(await page(element).findByRole('combobox', { name: select(label) }));
  await userEvent.click(await page(element).findByRole('option', { name: option }));
}

export async function typeInto(element: HTMLElement, label: string, text: string) {
  const field = await page(element).findByRole('textbox', { name: labelled(label) });
  await userEvent.clear(field);
  await userEvent.type(field, text);
  return field;
}

/** Searches the code-hosting service and picks the repository `fullName`. */
export async function pickRepository(element: HTMLElement, search: string, fullName: string) {
  const box = await page(element).findByRole('searchbox', { name: 'Search repositories' });
  await userEvent.clear(box);
  await userEvent.type(box, search);
  await userEvent.click(await page(element).findByRole('radio', { name: new RegExp(fullName.replace('/', '\\/')) }));
}

export interface Details {
  owner?: string;
  name: string;
  repository: [search: string, fullName: string];
  ref: string;
}

/** A complete form: the owner, a name, Tools, support on the repository's issues, the repository and the ref. */
export async function fillForm(element: HTMLElement, details: Details) {
  await page(element).findByRole('form', { name: 'Publish a buildpack' });
  if (details.owner) await choose(element, 'Owner', details.owner);
  await typeInto(element, 'Name', details.name);
  await choose(element, 'Category', 'Tools');
  await pickRepository(element, ...details.repository);
  await typeInto(element, 'Tag or branch', details.ref);
}

export async function publish(element: HTMLElement) {
  const button = page(element).getByRole('button', { name: 'Publish' });
  await expect(button).toBeEnabled();
  await userEvent.click(button);
}
