import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { decodeReadme, useBuildpackReadme } from '../../api/buildpack-sources';
import { isApiError } from '../../api/errors';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';

/**
 * The repository's readme. It is someone else's text: shown as plain,
 * preformatted text (React escapes it), never parsed as HTML — no Markdown
 * renderer is installed, and a readme's `<script>` must stay words on the page.
 */
export function ReadmeSection({ buildpackId }: { buildpackId: string }) {
  const readme = useBuildpackReadme(buildpackId);
  if (readme.isError && isApiError(readme.error) && readme.error.status === 404) {
    return (
      <SectionCard title="Readme">
        <Typography>The linked repository has no readme.</Typography>
      </SectionCard>
    );
  }
  return (
    <SectionCard title="Readme">
      <QueryState query={readme} loadingLabel="Loading the readme…">
        {(loaded) => (
          <Box
            component="pre"
            data-testid="readme"
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '0.875rem', lineHeight: 1.6 }}
          >
            {decodeReadme(loaded)}
          </Box>
        )}
      </QueryState>
    </SectionCard>
  );
}
