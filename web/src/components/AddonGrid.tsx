import { AddonCard, type AddonCardAddon } from './AddonCard';
import { CardGrid } from './CardGrid';

export interface AddonGridProps {
  addons: readonly AddonCardAddon[];
  /** Heading level of each card's name. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Names the list for assistive technology: the id of a visible heading… */
  labelledBy?: string;
  /** …or a label. */
  label?: string;
}

/** A responsive list of add-on cards. */
export function AddonGrid({ addons, headingLevel = 'h2', labelledBy, label }: AddonGridProps) {
  return (
    <CardGrid
      labelledBy={labelledBy}
      label={label}
      items={addons.map((addon) => ({ key: addon.slug, card: <AddonCard addon={addon} headingLevel={headingLevel} /> }))}
    />
  );
}
