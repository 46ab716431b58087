/**
 * Where a refused publish is shown (issue 23): the registry answers `{id,
 * message}`, so its 422 ids are placed on the field they are about — a taken
 * name on Name, an unknown repository on Repository, an unknown ref on Tag or
 * branch — a 403 `two_factor` asks for the code, and anything else (the
 * registry down, a publish still running) is said above the form. Nothing is
 * flashed: the hooks leave errors to the screen.
 */
import { errorDetail, isApiError } from '../../api/errors';
import type { PublishField } from './publish-form';

export type PublishProblem =
  | { kind: 'field'; field: PublishField; message: string }
  | { kind: 'twoFactor'; message: string }
  | { kind: 'form'; message: string };

const FIELD_OF: Readonly<Record<string, { field: PublishField; message: string }>> = {
  name_taken: { field: 'name', message: 'This name is already taken in this namespace; choose another.' },
  namespace_taken: { field: 'namespace', message: 'This namespace belongs to another owner; publish under your own or a team’s namespace.' },
  unknown_repository: { field: 'repository', message: 'The code-hosting service has no such repository; search again and choose one from the list.' },
  unknown_ref: { field: 'ref', message: 'The repository has no tag or branch of that name; choose one of its tags or branches.' },
};

/** What to show for a failed create or publish. */
export function publishProblem(error: unknown): PublishProblem {
  if (!isApiError(error)) return { kind: 'form', message: 'Something went wrong; nothing you typed was lost. Try again.' };
  const field = error.id ? FIELD_OF[error.id] : undefined;
  if (error.status === 422 && field) return { kind: 'field', ...field };
  if (error.status === 403 && error.id === 'two_factor') {
    return { kind: 'twoFactor', message: errorDetail(error) ?? 'This team requires a second factor.' };
  }
  if (error.status === 422 && error.id === 'revision_pending') {
    return { kind: 'form', message: 'A revision of this buildpack is still being published; wait for it to finish, then try again.' };
  }
  if (error.status === 0 || error.status >= 500) {
    return { kind: 'form', message: 'The buildpack registry did not answer; nothing you typed was lost. Try again in a moment.' };
  }
  return { kind: 'form', message: errorDetail(error) ?? 'The registry refused the publish; check the form and try again.' };
}
