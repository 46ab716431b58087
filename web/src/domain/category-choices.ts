/** The category picker's shape of a category (spec §3 category): only what the rule reads. */
export interface CategoryChoice {
  id: string;
  active: boolean;
}

/**
 * The categories an admin may pick for an add-on: the active ones, plus the
 * add-on's current category even if it has since been retired — otherwise the
 * picker could not show what is set, and saving would silently clear it.
 */
export function categoryChoices<Category extends CategoryChoice>(all: readonly Category[], currentId: string | undefined): Category[] {
  return all.filter((category) => category.active || category.id === currentId);
}
