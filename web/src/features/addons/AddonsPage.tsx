import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useAllAddons, useCompanyAddons } from '../../api/addon-lists';
import { useCurrentUser, type CurrentUser } from '../../api/current-user';
import { isApiError } from '../../api/errors';
import { AddonGrid } from '../../components/AddonGrid';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { addonsListBanners } from '../../domain/banners';
import { calendarDateOf, type CalendarDate } from '../../domain/calendar-date';
import { addonsHeading, addonsListSections } from '../../domain/permissions';
import { AddonsListNotices } from './AddonsListNotices';
import { FirstAddonInvite } from './FirstAddonInvite';

export interface AddonsPageProps {
  /** The day banners are judged on; defaults to the local day (stories pin it). */
  today?: CalendarDate;
}

function errorMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.detail : undefined;
}

/** The add-ons list (spec §2 "Add-ons"). */
export function AddonsPage({ today: pinnedToday }: AddonsPageProps) {
  const [localToday] = useState(() => calendarDateOf(new Date()));
  const today = pinnedToday ?? localToday;
  const user = useCurrentUser();
  const heading = addonsHeading(user.data);
  const headingId = useId();

  return (
    <Stack spacing={3}>
      <title>{`${heading} · Partner Portal`}</title>
      <Typography variant="h1" id={headingId}>
        {heading}
      </Typography>
      {user.isPending ? (
        <LoadingState label="Loading your account…" />
      ) : user.isError ? (
        <ErrorState message={errorMessage(user.error)} onRetry={() => void user.refetch()} />
      ) : (
        <AddonsLists user={user.data} today={today} headingId={headingId} />
      )}
    </Stack>
  );
}

function AddonsLists({ user, today, headingId }: { user: CurrentUser; today: CalendarDate; headingId: string }) {
  const sections = addonsListSections(user);
  const companyAddons = useCompanyAddons(sections.companyAddons ? user.company?.id : undefined);
  const allAddons = useAllAddons({ enabled: sections.allAddons });
  const allHeadingId = useId();
  const banners = addonsListBanners({ user, addons: companyAddons.data ?? [], today });

  return (
    <>
      <AddonsListNotices banners={banners} />

      {sections.companyAddons ? (
        companyAddons.isPending ? (
          <LoadingState label="Loading your add-ons…" />
        ) : companyAddons.isError ? (
          <ErrorState message={errorMessage(companyAddons.error)} onRetry={() => void companyAddons.refetch()} />
        ) : companyAddons.data.length === 0 ? (
          <FirstAddonInvite />
        ) : (
          <AddonGrid addons={companyAddons.data} labelledBy={headingId} headingLevel="h2" />
        )
      ) : null}

      {sections.inviteWithoutCompany ? <FirstAddonInvite /> : null}

      {sections.allAddons ? (
        <Stack component="section" aria-labelledby={allHeadingId} spacing={2}>
          <Typography variant="h2" id={allHeadingId}>
            All Addons
          </Typography>
          {allAddons.isPending ? (
            <LoadingState label="Loading all add-ons…" />
          ) : allAddons.isError ? (
            <ErrorState message={errorMessage(allAddons.error)} onRetry={() => void allAddons.refetch()} />
          ) : allAddons.data.length === 0 ? (
            <EmptyState headingLevel="h3" title="There are no add-ons yet." />
          ) : (
            <AddonGrid addons={allAddons.data} labelledBy={allHeadingId} headingLevel="h3" />
          )}
        </Stack>
      ) : null}
    </>
  );
}
