import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useOptimisticAddonUpdate, type Addon } from '../../api/addon';
import { Fact, Facts } from '../../components/Facts';
import { SectionCard } from '../../components/SectionCard';
import { settingsMessages } from './settings-messages';

type Flag = 'featured' | 'expectsPrivateNetworking' | 'requiresSupportView' | 'unpayable';

/** Spec §2, §6: the admin-only metadata flags, with what each one does. */
const FLAGS: readonly { flag: Flag; label: string; description: string }[] = [
  { flag: 'featured', label: 'Featured', description: 'Shown among the featured add-ons of the marketplace.' },
  {
    flag: 'expectsPrivateNetworking',
    label: 'Private networking warning',
    description: 'Warns customers that the add-on expects private networking to reach their apps.',
  },
  { flag: 'requiresSupportView', label: 'Support view', description: 'Support staff get a view of customer resources to help with tickets.' },
  { flag: 'unpayable', label: 'Unpayable', description: 'The provider is not paid for this add-on (e.g. an internal or partner-sponsored one).' },
];

/**
 * Metadata (platform admins only; the API refuses the flags to anyone else).
 * A switch saves at once; if the save fails it flips back and the failure is
 * flashed, so the screen never shows what was not saved.
 */
export function MetadataSection({ addon, changeable = true }: { addon: Addon; changeable?: boolean }) {
  const update = useOptimisticAddonUpdate(addon.slug);
  if (!changeable) {
    // Shut down: what each flag was left at, as facts; no switch to flip.
    return (
      <SectionCard title="Metadata" description="Platform administrators only.">
        <Facts>
          {FLAGS.map(({ flag, label }) => (
            <Fact key={flag} label={label}>
              {addon[flag] ? 'On' : 'Off'}
            </Fact>
          ))}
        </Facts>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Metadata" description="Platform administrators only. Each switch is saved as soon as it changes.">
      <FormGroup>
        {FLAGS.map(({ flag, label, description }) => (
          <div key={flag}>
            <FormControlLabel
              control={
                <Switch
                  checked={addon[flag]}
                  disabled={update.isPending}
                  slotProps={{ input: { 'aria-describedby': `metadata-${flag}-description` } }}
                  onChange={(event) =>
                    update.mutate({ [flag]: event.target.checked }, { onSuccess: () => enqueueSnackbar(settingsMessages.addonSettingsUpdated, { variant: 'success' }) })
                  }
                />
              }
              label={label}
            />
            <Typography id={`metadata-${flag}-description`} variant="body2" color="text.secondary" sx={{ pl: 6.5, mt: -0.5, mb: 1 }}>
              {description}
            </Typography>
          </div>
        ))}
      </FormGroup>
    </SectionCard>
  );
}
