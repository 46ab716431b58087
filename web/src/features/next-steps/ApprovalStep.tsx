import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useQueries } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRequestApproval } from '../../api/approvals';
import { requirementsQueryOptions } from '../../api/requirements';
import { isInternalPath, safeExternalUrl } from '../../api/safe-url';
import { useCompanyPermission } from '../../components/use-company-permission';
import { missingRequirements, type MissingRequirement, type RequirementListFacts } from '../../domain/approval-readiness';
import { approvalRequestButton, canRequestApprovals } from '../../domain/approval-requests';
import { APPROVAL_LABELS } from '../../domain/approvals';
import type { RequirementList } from '../../domain/progression';
import type { LifecycleFacts } from './use-lifecycle-facts';
import type { NextStep } from './next-steps-panels';
import { nextStepsMessages } from './next-steps-messages';
import { ApprovalInfo, type DocumentationQuery } from './ApprovalInfo';
import { RequirementChecklist } from './RequirementChecklist';
import { afterWrite } from '../../api/after-write';

interface ApprovalStepProps {
  slug: string;
  step: NextStep;
  number: number;
  facts: LifecycleFacts;
  isAdmin: boolean;
  /** The documentation query, for the article review's documentation-centre status. */
  documentation: DocumentationQuery;
  /** Extra content of the step, e.g. the approved-supplier step's link to the billing details. */
  children?: ReactNode;
}

/**
 * One step of a panel: its checklists, its request button (with the reason
 * when disabled; partners only, spec §6) and its approvals.
 */
export function ApprovalStep({ slug, step, number, facts, isAdmin, documentation, children }: ApprovalStepProps) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography id={headingId} variant="h3" component="h3">
            {number}. {step.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {step.description}
          </Typography>
        </Stack>
        {children}
        {step.lists.map((list) => (
          <RequirementChecklist key={list} slug={slug} list={list} />
        ))}
        {step.requests.length > 0 && canRequestApprovals(isAdmin) ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            {step.requests.map((type) => (
              <RequestApprovalButton key={type} slug={slug} type={type} lists={step.lists} facts={facts} />
            ))}
          </Stack>
        ) : null}
        {step.shows.map((type) => (
          <ApprovalInfo
            key={type}
            slug={slug}
            type={type}
            approval={facts.approvals[type]}
            approvalsStatus={facts.approvalsStatus}
            isAdmin={isAdmin}
            documentation={type === 'article_review_approval' ? documentation : undefined}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** The requirement lists behind a button, as the checklists beside it read them (shared queries). */
function useListFacts(slug: string, lists: NextStep['lists']): Partial<Record<RequirementList, RequirementListFacts>> {
  const results = useQueries({ queries: lists.map((list) => requirementsQueryOptions(slug, list)) });
  return Object.fromEntries(lists.flatMap((list, index) => (results[index]?.data ? [[list, results[index].data]] : [])));
}

/** Where a missing requirement is done: in the app, or (the published article) a new tab; no safe address, no link. */
function ToDoLink({ item }: { item: MissingRequirement }) {
  if (item.url && isInternalPath(item.url)) {
    return (
      <Link component={RouterLink} to={item.url}>
        {item.name}
      </Link>
    );
  }
  const external = item.url ? safeExternalUrl(item.url) : undefined;
  if (external === undefined) return <>{item.name}</>;
  return (
    <Link href={external} target="_blank" rel="noreferrer">
      {item.name} (opens in a new tab)
    </Link>
  );
}

/** Issue 31 item 5: what is still to do, each with where it is done. */
function StillToDo({ items }: { items: readonly MissingRequirement[] }) {
  if (items.length === 0) return null;
  return (
    <>
      {' Still to do: '}
      {items.map((item, index) => (
        <span key={item.name}>
          {index > 0 ? ', ' : null}
          <ToDoLink item={item} />
        </span>
      ))}
      .
    </>
  );
}

function RequestApprovalButton({ slug, type, lists, facts }: { slug: string; type: NextStep['requests'][number]; lists: NextStep['lists']; facts: LifecycleFacts }) {
  const reasonId = useId();
  const request = useRequestApproval(slug);
  const label = APPROVAL_LABELS[type];
  const listFacts = useListFacts(slug, lists);
  const button = approvalRequestButton({
    type,
    requirementsComplete: lists.every((list) => facts.completeLists.has(list)),
    automaticReviewPassed: facts.latestReviewPassed,
    approvalState: facts.approvals[type]?.state ?? null,
  });
  // A role that may not request approvals (issue 35 §2: Finance, Support) sees the button disabled, with that reason first.
  const permission = useCompanyPermission('requestApproval');
  const refused = permission.reason;
  const disabled = facts.loading || !button.enabled || request.isPending || !permission.allowed;
  // Said beside the button: why it is disabled, or (a rejected one, requested again) what happened before.
  const said = refused ? { reason: refused, nextStep: undefined } : button.enabled ? button.again : button;
  const waitingOnPrerequisites = !button.enabled && facts.approvals[type]?.state !== 'pending' && facts.approvals[type]?.state !== 'approved';
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        disabled={disabled}
        aria-describedby={said && !facts.loading ? reasonId : undefined}
        onClick={() =>
          afterWrite(request.mutateAsync(type), () => enqueueSnackbar(nextStepsMessages.approvalRequested(label), { variant: 'success' }))
        }
      >
        {request.isPending ? 'Requesting…' : button.enabled && button.again ? `Request ${label} again` : `Request ${label}`}
      </Button>
      {said && !facts.loading ? (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {said.reason}
          {said.nextStep ? ` ${said.nextStep}` : null}
          {waitingOnPrerequisites && !refused ? <StillToDo items={missingRequirements(type, listFacts)} /> : null}
        </Typography>
      ) : null}
    </Stack>
  );
}
