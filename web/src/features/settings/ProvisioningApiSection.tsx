import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { Addon } from '../../api/addon';
import { Fact, Facts } from '../../components/Facts';
import { SectionCard } from '../../components/SectionCard';
import { formatLongDate } from '../../domain/calendar-date';
import { LEGACY_API_END_OF_LIFE, REQUIRED_PROVISIONING_API_VERSION } from '../../domain/banners';
import { links } from '../../domain/links';

/** Provisioning API (spec §2, §9): the version, with the current reference for v3 and the legacy notice otherwise. */
export function ProvisioningApiSection({ addon }: { addon: Addon }) {
  const current = addon.provisioningApiVersion === REQUIRED_PROVISIONING_API_VERSION;
  return (
    <SectionCard title="Provisioning API" description="The API the platform calls to provision, change and deprovision your add-on's resources.">
      <Facts>
        <Fact label="Version">{`Version ${addon.provisioningApiVersion}`}</Fact>
        <Fact label="Reference">
          <Link href={current ? links.provisioningApiReference : links.provisioningApiLegacyReference} target="_blank" rel="noreferrer">
            {current ? 'Provisioning API v3 reference' : 'Legacy provisioning API reference'} (opens in a new tab)
          </Link>
        </Fact>
      </Facts>
      {current ? null : (
        <Alert severity="warning" sx={{ mt: 2 }}>
          This add-on uses a legacy version of the provisioning API, which reached its end of life on {formatLongDate(LEGACY_API_END_OF_LIFE)}. Move to version{' '}
          {REQUIRED_PROVISIONING_API_VERSION} or the add-on will be removed from the marketplace.{' '}
          <Link href={links.provisioningApiMigration} target="_blank" rel="noreferrer">
            How to migrate (opens in a new tab)
          </Link>
        </Alert>
      )}
    </SectionCard>
  );
}
