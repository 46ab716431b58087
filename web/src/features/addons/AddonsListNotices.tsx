import Stack from '@mui/material/Stack';
import { Banner } from '../../components/Banner';
import type { BannerContent } from '../../domain/banners';

/** The add-ons list's notices (terms, provisioning API, legacy end of life); nothing when there are none. */
export function AddonsListNotices({ banners }: { banners: readonly BannerContent[] }) {
  if (banners.length === 0) return null;
  return (
    <Stack component="section" aria-label="Notices" spacing={2}>
      {banners.map((banner) => (
        <Banner key={banner.id} severity={banner.severity} title={banner.title} link={banner.link}>
          {banner.message}
        </Banner>
      ))}
    </Stack>
  );
}
