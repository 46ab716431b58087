import Box from '@mui/material/Box';
import { useState } from 'react';
import { addonLegacyApiNotice, type BannerAddon } from '../domain/banners';
import { calendarDateOf, type CalendarDate } from '../domain/calendar-date';
import { Banner } from './Banner';

/**
 * Issue 31 item 18: an add-on's own screens (Next Steps, Settings) say it is
 * on a legacy provisioning API and what to do, worded for today like the add-ons
 * list's banner; nothing for an add-on on version 3 or shut down.
 */
export function LegacyApiNotice({ addon, today: pinnedToday, marginTop = 0 }: { addon: BannerAddon; today?: CalendarDate; marginTop?: number }) {
  const [localToday] = useState(() => calendarDateOf(new Date()));
  const notice = addonLegacyApiNotice(addon, pinnedToday ?? localToday);
  if (!notice) return null;
  return (
    <Box sx={{ mt: marginTop }}>
      <Banner severity={notice.severity} title={notice.title} link={notice.link} role="note">
        {notice.message}
      </Banner>
    </Box>
  );
}
