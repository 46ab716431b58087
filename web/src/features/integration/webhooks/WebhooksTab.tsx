import { useParams } from 'react-router';
import { useAddon } from '../../../api/addon';
import { useCompanyPermission } from '../../../components/use-company-permission';
import { WebhooksScreen } from './WebhooksScreen';

/** `/addons/{slug}/integration/webhooks`: managing endpoints is a credentials matter (the role table's manageCredentials). */
export function WebhooksTab() {
  const { slug = '' } = useParams();
  const addon = useAddon(slug);
  const permission = useCompanyPermission('manageCredentials');
  return (
    <>
      <title>{`Webhooks · ${addon.data?.displayName ?? slug} · Partner Portal`}</title>
      <WebhooksScreen slug={slug} permission={permission} />
    </>
  );
}
