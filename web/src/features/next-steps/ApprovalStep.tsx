import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useId, type ReactNode } from 'react';
import { useRequestApproval } from '../../api/approvals';
import { approvalRequestButton, canRequestApprovals, REOPEN_LINK_LABEL } from '../../domain/approval-requests';
import { APPROVAL_LABELS } from '../../domain/approvals';
import { links } from '../../domain/links';
import type { LifecycleFacts } from './use-lifecycle-facts';
import type { NextStep } from './next-steps-panels';
import { nextStepsMessages } from './next-steps-messages';
import { ApprovalInfo, type DocumentationQuery } from './ApprovalInfo';
import { RequirementChecklist } from './RequirementChecklist';

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

function RequestApprovalButton({ slug, type, lists, facts }: { slug: string; type: NextStep['requests'][number]; lists: NextStep['lists']; facts: LifecycleFacts }) {
  const reasonId = useId();
  const request = useRequestApproval(slug);
  const label = APPROVAL_LABELS[type];
  const button = approvalRequestButton({
    type,
    requirementsComplete: lists.every((list) => facts.completeLists.has(list)),
    automaticReviewPassed: facts.latestReviewPassed,
    approvalState: facts.approvals[type]?.state ?? null,
  });
  const disabled = facts.loading || !button.enabled || request.isPending;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        disabled={disabled}
        aria-describedby={button.enabled ? undefined : reasonId}
        onClick={() =>
          request.mutate(type, {
            onSuccess: () => enqueueSnackbar(nextStepsMessages.approvalRequested(label), { variant: 'success' }),
          })
        }
      >
        {request.isPending ? 'Requesting…' : `Request ${label}`}
      </Button>
      {!button.enabled && !facts.loading ? (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {button.reason}
          {button.nextStep ? (
            <>
              {' '}
              {button.nextStep}{' '}
              <Link href={links.supportTicket} target="_blank" rel="noopener">
                {REOPEN_LINK_LABEL} (opens in a new tab)
              </Link>
            </>
          ) : null}
        </Typography>
      ) : null}
    </Stack>
  );
}
