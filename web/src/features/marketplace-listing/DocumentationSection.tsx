import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentation } from '../../api/documentation';
import { errorDetail } from '../../api/errors';
import { Banner } from '../../components/Banner';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SectionCard } from '../../components/SectionCard';

/**
 * Documentation (spec §2): a status banner, orange for an error status and blue
 * for a notice, with the server's message and the developer documentation link.
 */
export function DocumentationSection({ slug }: { slug: string }) {
  const documentation = useDocumentation(slug);
  return (
    <SectionCard title="Documentation" description="The Dev Center article customers read to use your add-on.">
      {documentation.isPending ? (
        <LoadingState label="Loading the documentation status…" />
      ) : documentation.isError ? (
        <ErrorState
          message={errorDetail(documentation.error)}
          onRetry={() => void documentation.refetch()}
        />
      ) : (
        <Stack spacing={2}>
          {documentation.data.status === 'ok' ? (
            <Typography>
              {documentation.data.hasDocs ? 'Your article is published and up to date.' : 'No article has been published yet.'}
            </Typography>
          ) : (
            <Banner
              severity={documentation.data.status === 'error' ? 'warning' : 'info'}
              title={documentation.data.status === 'error' ? 'Documentation needs attention' : 'Documentation notice'}
            >
              {documentation.data.statusMessage ?? 'The documentation team left no message.'}
            </Banner>
          )}
          <Link href={documentation.data.devcenterUrl} sx={{ alignSelf: 'flex-start' }}>
            Developer documentation
          </Link>
        </Stack>
      )}
    </SectionCard>
  );
}
