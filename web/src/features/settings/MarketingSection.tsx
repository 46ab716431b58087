import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useUpdateAddon, type Addon } from '../../api/addon';
import { Fact, Facts } from '../../components/Facts';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { SectionCard } from '../../components/SectionCard';
import { settingsPaths } from '../../domain/addon-paths';
import { canChangeAddon } from '../../domain/shutdown';
import { parseTags } from '../../domain/tags';
import { settingsMessages } from './settings-messages';
import { marketingChanges, marketingFields, marketingLabels, marketingSchema, marketingValues, type MarketingValues } from './settings-forms';
import { leavePanel } from '../../components/leave-panel';

function ExternalLink({ href }: { href: string | null }) {
  return href ? (
    <Link href={href} target="_blank" rel="noreferrer" sx={{ overflowWrap: 'anywhere' }}>
      {href}
    </Link>
  ) : null;
}

/** Marketing (spec §2 settings): website, status page, tags and Google Analytics ID, edited in `marketing/edit`.
 * `changeable`: false once shut down or for a role that may not edit (issue 35 §2); the page's notice says why.
 */
export function MarketingSection({ addon, changeable = canChangeAddon(addon.state) }: { addon: Addon; changeable?: boolean }) {
  const tags = parseTags(addon.tags);
  return (
    <SectionCard
      title="Marketing"
      description="Where customers learn more about the add-on, and how you measure its listing."
      action={
        changeable ? (
          <Button component={RouterLink} to={settingsPaths.editMarketing(addon.slug)} variant="outlined" aria-label="Edit Marketing">
            Edit
          </Button>
        ) : undefined
      }
    >
      <Facts>
        <Fact label={marketingLabels.websiteUrl}>
          <ExternalLink href={addon.websiteUrl} />
        </Fact>
        <Fact label={marketingLabels.statusPageUrl}>
          <ExternalLink href={addon.statusPageUrl} />
        </Fact>
        <Fact label={marketingLabels.tags}>
          {tags.length > 0 ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" />
              ))}
            </Stack>
          ) : null}
        </Fact>
        <Fact label={marketingLabels.googleAnalyticsId}>{addon.googleAnalyticsId}</Fact>
      </Facts>
    </SectionCard>
  );
}

/** `marketing/edit`: sends only what changed; a refused save keeps every input and shows the server's message on its field. */
export function MarketingPanel({ addon }: { addon: Addon }) {
  const navigate = useNavigate();
  const close = () => void navigate(settingsPaths.settings(addon.slug), leavePanel());
  const update = useUpdateAddon(addon.slug);
  return (
    <FormPanel<MarketingValues>
      title="Edit Marketing"
      initialValues={marketingValues(addon)}
      validationSchema={marketingSchema}
      fields={marketingFields}
      submitLabel="Save"
      onClose={close}
      onSubmit={async (values) => {
        const changes = marketingChanges(addon, values);
        if (Object.keys(changes).length === 0) return { notice: settingsMessages.noChanges };
        await update.mutateAsync(changes);
        enqueueSnackbar(settingsMessages.settingsUpdated, { variant: 'success' });
        close();
      }}
    >
      <FormTextField id="marketing-website" name="websiteUrl" label={marketingLabels.websiteUrl} type="url" fullWidth placeholder="https://" />
      <FormTextField id="marketing-status" name="statusPageUrl" label={marketingLabels.statusPageUrl} type="url" fullWidth placeholder="https://" />
      <FormTextField id="marketing-tags" name="tags" label={marketingLabels.tags} fullWidth helperText="Separate tags with commas, e.g. postgres, sql, backups." />
      <FormTextField id="marketing-ga" name="googleAnalyticsId" label={marketingLabels.googleAnalyticsId} fullWidth helperText="G-… or UA-…" />
    </FormPanel>
  );
}
