import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useUpdateAddon, type Addon } from '../../api/addon';
import { Fact, Facts } from '../../components/Facts';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { SectionCard } from '../../components/SectionCard';
import { settingsPaths } from '../../domain/addon-paths';
import { canChangeAddon } from '../../domain/shutdown';
import { settingsMessages } from './settings-messages';
import { supportChanges, supportSchema, supportValues, type SupportValues } from './settings-forms';
import { leavePanel } from '../../components/leave-panel';

/** Support (spec §2 settings): where customers ask for help, edited in `support-information/edit`.
 * `changeable`: false once shut down or for a role that may not edit (issue 35 §2); the page's notice says why.
 */
export function SupportSection({ addon, changeable = canChangeAddon(addon.state) }: { addon: Addon; changeable?: boolean }) {
  return (
    <SectionCard
      title="Support"
      description="Customers of the add-on write here for help; it is shown on the listing."
      action={
        changeable ? (
          <Button component={RouterLink} to={settingsPaths.editSupportInformation(addon.slug)} variant="outlined" aria-label="Edit Support">
            Edit
          </Button>
        ) : undefined
      }
    >
      <Facts>
        <Fact label="Support e-mail">{addon.emailSupport ? <Link href={`mailto:${addon.emailSupport}`}>{addon.emailSupport}</Link> : null}</Fact>
      </Facts>
    </SectionCard>
  );
}

/** `support-information/edit` (spec §8: 'Add-on settings updated.'). */
export function SupportPanel({ addon }: { addon: Addon }) {
  const navigate = useNavigate();
  const close = () => void navigate(settingsPaths.settings(addon.slug), leavePanel());
  const update = useUpdateAddon(addon.slug);
  return (
    <FormPanel<SupportValues>
      title="Edit Support"
      initialValues={supportValues(addon)}
      validationSchema={supportSchema}
      fields={['emailSupport']}
      submitLabel="Save"
      onClose={close}
      onSubmit={async (values) => {
        const changes = supportChanges(addon, values);
        if (Object.keys(changes).length === 0) return { notice: settingsMessages.noChanges };
        await update.mutateAsync(changes);
        enqueueSnackbar(settingsMessages.addonSettingsUpdated, { variant: 'success' });
        close();
      }}
    >
      <FormTextField id="support-email" name="emailSupport" label="Support e-mail" type="email" required fullWidth autoComplete="email" />
    </FormPanel>
  );
}
