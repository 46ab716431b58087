import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useCallback, useState } from 'react';
import { Banner } from '../components/Banner';
import { legacyPortalBanner } from '../domain/banners';
import { isLegacyPortalBannerDismissed, rememberLegacyPortalBannerDismissed } from './legacy-portal-banner';

/**
 * Whether the way back to the older provider portal shows (spec §1), and how
 * to dismiss it. Read from storage while rendering the first time, not after:
 * a dismissed banner must not flash in and push the page down on every load.
 */
export function useLegacyPortalBanner(): { shown: boolean; dismiss: () => void } {
  const [dismissed, setDismissed] = useState(isLegacyPortalBannerDismissed);
  const dismiss = useCallback(() => {
    rememberLegacyPortalBannerDismissed();
    setDismissed(true);
  }, []);
  return { shown: !dismissed, dismiss };
}

/** The banner itself, with its dismiss button (a real button: Tab to it, Enter or Space). */
export function LegacyPortalBanner({ onDismiss }: { onDismiss: () => void }) {
  const banner = legacyPortalBanner();
  return (
    <Banner
      severity={banner.severity}
      title={banner.title}
      link={banner.link}
      action={
        <IconButton color="inherit" size="small" aria-label="Dismiss the notice about the older portal" onClick={onDismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {banner.message}
    </Banner>
  );
}
