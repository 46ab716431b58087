import Chip from '@mui/material/Chip';
import type { BuildpackRevision } from '../../api/buildpack-revisions';
import { revisionStatusWording } from '../../domain/buildpacks';

/** A revision's status as a badge: Publishing (with a live spinner's meaning), Published, Failed. */
export function RevisionStatus({ status }: { status: BuildpackRevision['status'] }) {
  const wording = revisionStatusWording(status);
  return <Chip size="small" label={wording.label} color={wording.tone} variant={status === 'pending' ? 'outlined' : 'filled'} title={wording.sentence} />;
}
