import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Banner } from '../../components/Banner';
import type { BannerContent } from '../../domain/banners';

/**
 * The add-ons list's notices (terms, provisioning API, legacy end of life);
 * nothing when there are none. A banner that can be acted on in the portal
 * (the terms) carries its button.
 */
export function AddonsListNotices({ banners, onAcceptTerms }: { banners: readonly BannerContent[]; onAcceptTerms: () => void }) {
  if (banners.length === 0) return null;
  return (
    <Stack component="section" aria-label="Notices" spacing={2}>
      {banners.map((banner) => (
        <Banner key={banner.id} severity={banner.severity} title={banner.title} link={banner.link}>
          {banner.message}
          {banner.action?.kind === 'accept-terms' ? (
            <Button variant="outlined" color="inherit" size="small" onClick={onAcceptTerms} sx={{ display: 'flex', mt: 1.5 }}>
              {banner.action.label}
            </Button>
          ) : null}
        </Banner>
      ))}
    </Stack>
  );
}
