import Link from '@mui/material/Link';
import type { Addon } from '../../api/addon';
import { Fact, Facts } from '../../components/Facts';
import { SectionCard } from '../../components/SectionCard';
import { LegacyApiNotice } from '../../components/LegacyApiNotice';
import { REQUIRED_PROVISIONING_API_VERSION } from '../../domain/banners';
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
      {/* Worded for today by the same rule as Next Steps and the add-ons list (issue 31 item 18). */}
      <LegacyApiNotice addon={addon} marginTop={2} />
    </SectionCard>
  );
}
