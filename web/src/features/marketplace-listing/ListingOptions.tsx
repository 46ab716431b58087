import Typography from '@mui/material/Typography';
import { useUpdateAddon, type Addon, type Generation, type Language } from '../../api/addon';
import { FIXED_GENERATION, GENERATIONS, LANGUAGES } from '../../api/listing-rules';
import { SectionCard } from '../../components/SectionCard';
import { withFixedGeneration } from '../../domain/generations';
import { AutoSavedCheckboxes } from './AutoSavedCheckboxes';
import { listingMessages } from './listing-messages';

const generationLabels: Record<Generation, string> = { cedar: 'Cedar', fir: 'Fir' };
const languageLabels: Record<Language, string> = {
  clojure: 'Clojure',
  go: 'Go',
  java: 'Java',
  node: 'Node',
  php: 'PHP',
  python: 'Python',
  ruby: 'Ruby',
  scala: 'Scala',
};

/** Cedar cannot be turned off (spec §5): it is always shown ticked and always sent. */
function withCedar(generations: readonly Generation[]): Generation[] {
  return withFixedGeneration(generations, FIXED_GENERATION);
}

/**
 * What was chosen, as words, where a shut-down add-on's listing no longer
 * offers the checkboxes (issue 21 item 12: show the facts, offer no change).
 */
function ChosenList<Value extends string>({ legend, chosen, labels }: { legend: string; chosen: readonly Value[]; labels: Record<Value, string> }) {
  return (
    <Typography variant="body1">
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {legend}:
      </Typography>{' '}
      {chosen.length === 0 ? 'none' : chosen.map((value) => labels[value]).join(', ')}
    </Typography>
  );
}

/** Supported Generations (spec §2, shown only when the UI flag is on): Cedar always on and disabled, Fir. */
export function GenerationsSection({ addon, changeable = true }: { addon: Addon; changeable?: boolean }) {
  const update = useUpdateAddon(addon.slug);
  return (
    <SectionCard title="Supported Generations" description="The platform generations your add-on works with.">
      {changeable ? (
        <AutoSavedCheckboxes
          legend="Generations"
          options={GENERATIONS.map((value) => ({
            value,
            label: generationLabels[value],
            ...(value === FIXED_GENERATION ? { fixedReason: 'Every add-on supports Cedar; it cannot be turned off.' } : {}),
          }))}
          saved={withCedar(addon.supportedGenerations)}
          save={(supportedGenerations) => update.mutateAsync({ supportedGenerations: withCedar(supportedGenerations) })}
          successMessage={listingMessages.generationsUpdated}
        />
      ) : (
        <ChosenList legend="Generations" chosen={withCedar(addon.supportedGenerations)} labels={generationLabels} />
      )}
    </SectionCard>
  );
}

/** Supported Languages (spec §5: the eight languages). */
export function LanguagesSection({ addon, changeable = true }: { addon: Addon; changeable?: boolean }) {
  const update = useUpdateAddon(addon.slug);
  if (!changeable) {
    return (
      <SectionCard title="Supported Languages" description="Languages with client libraries or documented examples.">
        <ChosenList legend="Languages" chosen={addon.languages} labels={languageLabels} />
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Supported Languages" description="Languages with client libraries or documented examples.">
      <AutoSavedCheckboxes
        legend="Languages"
        options={LANGUAGES.map((value) => ({ value, label: languageLabels[value] }))}
        saved={addon.languages}
        save={(languages) => update.mutateAsync({ languages })}
        successMessage={listingMessages.languagesUpdated}
      />
      {addon.languages.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          No languages selected yet.
        </Typography>
      ) : null}
    </SectionCard>
  );
}
