import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useBuildpackRevisions, type BuildpackRevision } from '../../api/buildpack-revisions';
import { errorDetail } from '../../api/errors';
import { revisionStatusWording } from '../../domain/buildpacks';

export interface RevisionProgressProps {
  buildpackId: string;
  revision: BuildpackRevision;
  /** The revision as the registry now reports it, each time it changes (published: the success screen follows). */
  onChange: (revision: BuildpackRevision) => void;
}

/**
 * The revision just created, live (issue 23): the revisions are fetched again
 * every 2 s while one is pending, and this says what the registry is doing —
 * building, published (then the success screen), or failed with its reason,
 * so another tag or branch can be chosen above.
 */
export function RevisionProgress({ buildpackId, revision: created, onChange }: RevisionProgressProps) {
  const revisions = useBuildpackRevisions(buildpackId);
  const revision = revisions.data?.find((candidate) => candidate.id === created.id) ?? created;
  const wording = revisionStatusWording(revision.status);

  useEffect(() => {
    if (revision.status !== created.status) onChange(revision);
  }, [revision, created.status, onChange]);

  return (
    <Stack spacing={1}>
      {/* Polite, not an alert: the state changes on its own while the user may be reading the form. */}
      <Alert severity={wording.tone} role="status" aria-live="polite" aria-label="Publishing progress">
        <AlertTitle>
          {revision.ref}: {wording.label}
        </AlertTitle>
        {revision.status === 'failed'
          ? `${revision.error ?? wording.sentence} Choose another tag or branch and publish again.`
          : wording.sentence}
      </Alert>
      {revision.status === 'pending' ? <LinearProgress aria-label={`Publishing ${revision.ref}`} /> : null}
      {revisions.isError ? (
        <Alert severity="warning">The registry did not answer about the revision ({errorDetail(revisions.error) ?? 'no reply'}); it is asked again.</Alert>
      ) : null}
    </Stack>
  );
}
