import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AddonIcon } from '../../components/AddonIcon';
import { parseTags } from '../../domain/tags';

export interface ListingPreviewProps {
  displayName: string;
  name: string;
  summary: string;
  tags: string;
  legalStatements: string;
  iconUrl: string | null;
}

/**
 * How the listing will look on the marketplace, as the user types (before
 * saving): the card in search results, and the top of the add-on's page.
 */
export function ListingPreview(props: ListingPreviewProps) {
  const tags = parseTags(props.tags);
  const displayName = props.displayName.trim() || 'Untitled add-on';
  return (
    <Stack spacing={2} component="section" aria-label="Preview on Elements">
      <Typography variant="overline" component="h3" color="text.secondary">
        Preview on Elements
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Card in search results
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', maxWidth: 380 }}>
        <AddonIcon src={props.iconUrl} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{displayName}</Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {props.summary || 'Your summary appears here.'}
          </Typography>
        </Box>
      </Paper>
      <Typography variant="caption" color="text.secondary">
        Add-on page
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <AddonIcon src={props.iconUrl} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
              {props.name}
            </Typography>
          </Box>
        </Stack>
        <Typography sx={{ mb: 2 }}>{props.summary || 'Your summary appears here.'}</Typography>
        {tags.length > 0 ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} aria-label="Tags" role="list">
            {tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" role="listitem" sx={{ ml: '0 !important' }} />
            ))}
          </Stack>
        ) : null}
        {props.legalStatements.trim() ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ whiteSpace: 'pre-line' }}>
            {props.legalStatements}
          </Typography>
        ) : null}
      </Paper>
    </Stack>
  );
}
