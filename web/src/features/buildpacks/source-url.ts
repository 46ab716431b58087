import type { Buildpack } from '../../api/buildpacks';
import { safeExternalUrl } from '../../api/safe-url';

/** The linked repository on the code host, https only (the owner and repository are one path segment each). */
export function sourceRepositoryUrl(source: Buildpack['source']): string | undefined {
  return safeExternalUrl(`https://github.com/${encodeURIComponent(source.owner)}/${encodeURIComponent(source.repo)}`);
}
