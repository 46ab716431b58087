import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Addon } from '../../api/addon';
import { AddonIcon } from '../../components/AddonIcon';
import { EditLabel } from '../../components/EditLabel';
import { Fact, Facts, NotSet } from '../../components/Facts';
import { SectionCard } from '../../components/SectionCard';
import { listingPaths } from '../../domain/addon-paths';
import { canChangeAddon } from '../../domain/shutdown';
import { parseTags } from '../../domain/tags';
import { fieldLabels } from './general-information-labels';

const notSet = <NotSet />;
/** Edit, disabled or not, says to a screen reader what it edits: a listing page has several. */
const editLabel = <EditLabel what="basic info" />;

/**
 * Basic Info (spec §2 "Marketplace listing → General information"), read-only, with Edit unless the add-on is shut down.
 * `refusedBy`: the id of the visible sentence saying why this role may not edit (issue 35 §2); Edit is then disabled and described by it.
 */
export function GeneralInformation({ addon, refusedBy }: { addon: Addon; refusedBy?: string }) {
  const tags = parseTags(addon.tags);
  return (
    <SectionCard
      title="Basic Info"
      description="What customers see first on Elements."
      action={
        refusedBy ? (
          <Button disabled startIcon={<EditIcon />} variant="outlined" aria-describedby={refusedBy}>
            {editLabel}
          </Button>
        ) : canChangeAddon(addon.state) ? (
          <Button component={RouterLink} to={listingPaths.editGeneralInformation(addon.slug)} startIcon={<EditIcon />} variant="outlined">
            {editLabel}
          </Button>
        ) : undefined
      }
    >
      <Facts>
        <Fact label="Icon">
          <AddonIcon src={addon.iconUrl} alt={addon.iconUrl ? `${addon.displayName} icon` : 'No icon yet'} />
        </Fact>
        <Fact label={fieldLabels.displayName}>{addon.displayName}</Fact>
        <Fact label={fieldLabels.name}>
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {addon.name}
          </Box>
        </Fact>
        <Fact label={fieldLabels.summary}>{addon.summary || notSet}</Fact>
        <Fact label={fieldLabels.tags}>
          {tags.length > 0 ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" aria-label="Tags" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" component="li" />
              ))}
            </Stack>
          ) : (
            notSet
          )}
        </Fact>
        {addon.providerTermsUrlHidden ? null : (
          <Fact label={fieldLabels.providerTermsUrl}>
            {addon.providerTermsUrl ? <Link href={addon.providerTermsUrl}>{addon.providerTermsUrl}</Link> : notSet}
          </Fact>
        )}
        <Fact label={fieldLabels.legalStatements}>
          {addon.legalStatements ? <Typography sx={{ whiteSpace: 'pre-line' }}>{addon.legalStatements}</Typography> : notSet}
        </Fact>
      </Facts>
    </SectionCard>
  );
}
