import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Addon } from '../../api/addon';
import { useDocumentation } from '../../api/documentation';
import { companyPaths } from '../../domain/addon-paths';
import { ApprovalStep } from './ApprovalStep';
import type { NextStepsPanel as Panel } from './next-steps-panels';
import { ProgressionSection } from './ProgressionSection';
import { useLifecycleFacts } from './use-lifecycle-facts';

/** The alpha or the beta panel: its steps in order, then the progression they lead to. */
export function NextStepsPanel({ addon, panel, isAdmin }: { addon: Addon; panel: Panel; isAdmin: boolean }) {
  const facts = useLifecycleFacts(addon.slug, panel.target);
  const documentation = useDocumentation(addon.slug);
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h2">{panel.title}</Typography>
        <Typography color="text.secondary">{panel.description}</Typography>
      </Stack>
      {panel.steps.map((step, index) => (
        <ApprovalStep
          key={step.key}
          slug={addon.slug}
          step={step}
          number={index + 1}
          facts={facts}
          isAdmin={isAdmin}
          documentation={documentation}
        >
          {step.key === 'supplier' ? <BillingDetailsLinks slug={addon.slug} isAdmin={isAdmin} /> : null}
        </ApprovalStep>
      ))}
      <ProgressionSection addon={addon} target={panel.target} facts={facts} isAdmin={isAdmin} />
    </Stack>
  );
}

/** Spec §2: "The approved-supplier step asks for the company's billing details." */
function BillingDetailsLinks({ slug, isAdmin }: { slug: string; isAdmin: boolean }) {
  return (
    <Stack spacing={0.5}>
      <Link component={RouterLink} to={companyPaths.editGeneralInformation(slug)}>
        Enter the company&apos;s billing details
      </Link>
      {isAdmin ? (
        <Link component={RouterLink} to={companyPaths.company(slug)}>
          Add the supplier information (platform admins)
        </Link>
      ) : null}
    </Stack>
  );
}
