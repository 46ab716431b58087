import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { useAllAddons, useCompanyAddons } from '../../api/addon-lists';
import { useCurrentUser, type CurrentUser } from '../../api/current-user';
import { AddonGrid } from '../../components/AddonGrid';
import { EmptyState } from '../../components/EmptyState';
import { QueryState } from '../../components/QueryState';
import { addonsListBanners } from '../../domain/banners';
import { calendarDateOf, type CalendarDate } from '../../domain/calendar-date';
import { ALL_ADDONS_HEADING, addonsHeading, addonsListSections } from '../../domain/permissions';
import { AddonsListNotices } from './AddonsListNotices';
import { FirstAddonInvite } from './FirstAddonInvite';
import { TermsDialog } from './TermsDialog';
import { AllAddonsTableOnceLoaded } from './AllAddonsTableOnceLoaded';


export interface AddonsPageProps {
  /** The day banners are judged on; defaults to the local day (stories pin it). */
  today?: CalendarDate;
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
      {/* Focusable from script only: where focus goes when a notice it was on goes away. */}
      <Typography variant="h1" id={headingId} tabIndex={-1} sx={{ outline: 'none' }}>
        {heading}
      </Typography>
      <QueryState query={user} loadingLabel="Loading your account…">
        {(signedIn) => <AddonsLists user={signedIn} today={today} headingId={headingId} />}
      </QueryState>
    </Stack>
  );
}

function AddonsLists({ user, today, headingId }: { user: CurrentUser; today: CalendarDate; headingId: string }) {
  const sections = addonsListSections(user);
  const companyAddons = useCompanyAddons(sections.companyAddons ? user.company?.id : undefined);
  const allAddons = useAllAddons({ enabled: sections.allAddons });
  const allHeadingId = useId();
  const banners = addonsListBanners({ user, addons: companyAddons.data ?? [], today });
  const [readingTerms, setReadingTerms] = useState(false);
  const focusHeadingAfterRender = useRef(false);
  const accepted = () => {
    setReadingTerms(false);
    focusHeadingAfterRender.current = true;
    enqueueSnackbar('Thank you: you have accepted the updated terms of service.', { variant: 'success' });
  };
  // The banner and its button are gone: focus goes to the top of the page rather than nowhere.
  // In an effect, so it runs after the closing dialog has tried to give focus back to that button.
  useEffect(() => {
    if (!focusHeadingAfterRender.current) return;
    focusHeadingAfterRender.current = false;
    document.getElementById(headingId)?.focus();
  });

  return (
    <>
      <AddonsListNotices banners={banners} onAcceptTerms={() => setReadingTerms(true)} />
      {readingTerms ? <TermsDialog user={user} onClose={() => setReadingTerms(false)} onAccepted={accepted} /> : null}

      {sections.companyAddons ? (
        <QueryState query={companyAddons} loadingLabel="Loading your add-ons…">
          {(addons) =>
            addons.length === 0 ? <FirstAddonInvite /> : <AddonGrid addons={addons} labelledBy={headingId} headingLevel="h2" />
          }
        </QueryState>
      ) : null}

      {sections.inviteWithoutCompany ? <FirstAddonInvite /> : null}

      {sections.allAddons ? (
        <Stack component="section" aria-labelledby={allHeadingId} spacing={2}>
          <Typography variant="h2" id={allHeadingId}>
            {ALL_ADDONS_HEADING}
          </Typography>
          <QueryState query={allAddons} loadingLabel="Loading all add-ons…">
            {(addons) =>
              addons.length === 0 ? (
                <EmptyState headingLevel="h3" title="There are no add-ons yet." />
              ) : (
                <AllAddonsTableOnceLoaded addons={addons} />
              )
            }
          </QueryState>
        </Stack>
      ) : null}
    </>
  );
}
