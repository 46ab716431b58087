import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDocumentation } from '../../api/documentation';
import { Banner } from '../../components/Banner';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';

/**
 * Documentation (spec §2): a status banner, orange for an error status and blue
 * for a notice, with the server's message and the developer documentation link.
 */
export function DocumentationSection({ slug }: { slug: string }) {
  const documentation = useDocumentation(slug);
  return (
    <SectionCard title="Documentation" description="The Dev Center article customers read to use your add-on.">
      <QueryState query={documentation} loadingLabel="Loading the documentation status…">
        {(status) => (
          <Stack spacing={2}>
            {status.status === 'ok' ? (
              <Typography>{status.hasDocs ? 'Your article is published and up to date.' : 'No article has been published yet.'}</Typography>
            ) : (
              <Banner
                severity={status.status === 'error' ? 'warning' : 'info'}
                title={status.status === 'error' ? 'Documentation needs attention' : 'Documentation notice'}
              >
                {status.statusMessage ?? 'The documentation team left no message.'}
              </Banner>
            )}
            <Link href={status.devcenterUrl} sx={{ alignSelf: 'flex-start' }}>
              Developer documentation
            </Link>
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
