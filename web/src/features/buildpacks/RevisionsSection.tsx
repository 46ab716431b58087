import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasPendingRevision, type BuildpackRevision } from '../../api/buildpack-revisions';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ResponsiveTable';
import { SectionCard } from '../../components/SectionCard';
import { rollbackNote } from '../../domain/buildpack-rollback';
import { newestFirst } from '../../domain/buildpacks';
import { countSentence } from '../../domain/count-sentence';
import { formatGeneralDateTime } from '../../domain/general-date';
import { RevisionStatus } from './RevisionStatus';

/** The release number; a revision without one says why (it is a phone card's title, so never a bare dash). */
function releaseLabel(revision: BuildpackRevision): string {
  if (revision.release !== null) return `Release ${revision.release}`;
  return revision.status === 'pending' ? 'Not released yet' : 'Not released';
}

/** The columns; a rollback's status says which release it brought back (issue 31, item 8). */
const columnsFor = (revisions: readonly BuildpackRevision[]): ResponsiveColumn<BuildpackRevision>[] => [
  { id: 'release', header: 'Release', phone: 'title', cell: releaseLabel },
  {
    id: 'status',
    header: 'Status',
    cell: (revision) => {
      const rollback = rollbackNote(revision, revisions);
      return (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <RevisionStatus status={revision.status} />
          {rollback ? (
            <Typography variant="body2" color="text.secondary">
              {rollback}
            </Typography>
          ) : null}
          {revision.status === 'failed' && revision.error ? (
            <Typography variant="body2" color="error">
              {revision.error}
            </Typography>
          ) : null}
        </Stack>
      );
    },
  },
  { id: 'ref', header: 'Ref', cell: (revision) => <code>{revision.ref}</code> },
  { id: 'published', header: 'Published', cell: (revision) => formatGeneralDateTime(revision.createdAt) },
  { id: 'by', header: 'By', cell: (revision) => revision.publishedByEmail, sx: { overflowWrap: 'anywhere' } },
];

/** Every revision, newest first; the registry is asked again every 2 s while one is publishing. */
export function RevisionsSection({ revisions }: { revisions: readonly BuildpackRevision[] }) {
  const pending = hasPendingRevision(revisions);
  return (
    <SectionCard
      title="Revisions"
      description={
        <span role="status">{pending ? 'A revision is publishing; this list updates by itself.' : `${countSentence(revisions.length, 'revision', 'revisions')}.`}</span>
      }
    >
      {revisions.length === 0 ? (
        <Typography>Nothing has been published yet.</Typography>
      ) : (
        <ResponsiveTable label="Revisions" rows={newestFirst(revisions)} columns={columnsFor(revisions)} rowKey={(revision) => revision.id} cardsBelow="md" />
      )}
    </SectionCard>
  );
}
