import Link from '@mui/material/Link';
import type { Buildpack } from '../../api/buildpacks';
import { safeExternalUrl } from '../../api/safe-url';
import { sourceRepositoryUrl } from './source-url';

/** How the buildpack's users get help: an e-mail, a website (https only), GitHub issues, or none. */
export function SupportLink({ buildpack }: { buildpack: Pick<Buildpack, 'support' | 'source'> }) {
  const { method, address } = buildpack.support;
  if (method === 'email' && address) return <Link href={`mailto:${encodeURIComponent(address).replace('%40', '@')}`}>{address}</Link>;
  if (method === 'website' && address) {
    const url = safeExternalUrl(address);
    return url ? <Link href={url}>{address}</Link> : <>{address}</>;
  }
  if (method === 'github') {
    const repository = sourceRepositoryUrl(buildpack.source);
    return repository ? <Link href={`${repository}/issues`}>GitHub issues</Link> : <>GitHub issues</>;
  }
  return <>Unsupported</>;
}
