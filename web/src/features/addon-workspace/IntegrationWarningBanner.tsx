import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useMarkNotificationRead, useNotifications } from '../../api/notifications';
import { Banner } from '../../components/Banner';
import { formatGeneralDateTime } from '../../domain/general-date';
import { unreadWarningFor } from '../../domain/integration-warning-banner';
import { notificationLink } from '../../domain/notifications';

/**
 * The early warning on the add-on itself (issue 34 §4), above every screen of
 * its workspace while the bell's warning about it is unread; its link opens
 * the failure group that explains the incident (domain/integration-warning-link.ts)
 * and marks the warning read.
 */
export function IntegrationWarningBanner({ slug }: { slug: string }) {
  const notifications = useNotifications();
  const markRead = useMarkNotificationRead();
  const warning = unreadWarningFor(notifications.data?.notifications ?? [], slug);
  if (!warning) return null;
  return (
    <Banner severity="warning" title="Early warning: your provisioning service is off its usual">
      {warning.subject ?? 'Calls to your service are failing well above their usual rate.'} (window ending {formatGeneralDateTime(warning.createdAt)}).{' '}
      <Link component={RouterLink} to={notificationLink(warning, new Date())} color="inherit" sx={{ fontWeight: 500 }} onClick={() => markRead.mutate(warning.id)}>
        See the failures by cause
      </Link>
    </Banner>
  );
}
