import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Approval } from '../../api/approvals';
import type { Documentation } from '../../api/documentation';
import { Fact, Facts } from '../../components/Facts';
import { nextStepsPaths } from '../../domain/addon-paths';
import { APPROVAL_LABELS, APPROVAL_STATE_LABELS, APPROVER_LABELS, articleReviewDisplay, canOfferEditDetails, type ApprovalType } from '../../domain/approvals';
import { formatGeneralDateTime } from '../../domain/general-date';
import { nextStepsMessages } from './next-steps-messages';

/** What the documentation-centre status needs of the documentation query. */
export type DocumentationQuery = Pick<UseQueryResult<Documentation>, 'status' | 'data'>;

interface ApprovalInfoProps {
  slug: string;
  type: ApprovalType;
  approval: Approval | undefined;
  /** The approvals query's status: without an answer, a missing approval is unknown, not "not requested". */
  approvalsStatus: 'pending' | 'error' | 'success';
  isAdmin: boolean;
  /** The article review also shows the documentation centre's status (spec §2), from the documentation query. */
  documentation?: DocumentationQuery | undefined;
}

/**
 * The approval-information block (spec §2, §6): status and last-modified for
 * everyone; requester, approver, notes and Edit Details for platform admins
 * only (the API sends those to admins only, too), Edit Details only where the
 * approval can be edited. A rejection's reason is for everyone: it says what
 * to fix. Until the approvals have loaded it says so, never "Not requested".
 */
export function ApprovalInfo({ slug, type, approval, approvalsStatus, isAdmin, documentation }: ApprovalInfoProps) {
  const label = APPROVAL_LABELS[type];
  return (
    <Stack spacing={0.5} sx={{ bgcolor: 'action.hover', borderRadius: 1, px: 2, py: 1.5 }}>
      <Typography variant="subtitle2" component="h4">
        {label}
      </Typography>
      {approval ? (
        <Facts labelWidth={180}>
          <Fact label="Status">{APPROVAL_STATE_LABELS[approval.state]}</Fact>
          <Fact label="Last modified">{formatGeneralDateTime(approval.updatedAt)}</Fact>
          {approval.rejectionReason ? <Fact label="Reason for rejection">{approval.rejectionReason}</Fact> : null}
          {isAdmin ? (
            <>
              <Fact label="Requested by">{approval.requesterEmail}</Fact>
              <Fact label={APPROVER_LABELS[approval.state]}>{approval.approverEmail}</Fact>
              <Fact label="Notes">{approval.notes}</Fact>
            </>
          ) : null}
        </Facts>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {approvalsStatus === 'pending'
            ? nextStepsMessages.approvalLoading
            : approvalsStatus === 'error'
              ? nextStepsMessages.approvalUnavailable
              : nextStepsMessages.notRequested}
        </Typography>
      )}
      {type === 'article_review_approval' ? <DocumentationCentreStatus approval={approval} approvalsStatus={approvalsStatus} documentation={documentation} /> : null}
      {approval && canOfferEditDetails({ isPlatformAdmin: isAdmin, state: approval.state }) ? (
        <div>
          <Button
            component={RouterLink}
            to={nextStepsPaths.editApproval(slug, approval.id)}
            size="small"
            variant="outlined"
            aria-label={`Edit Details of ${label}`}
          >
            Edit Details
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}

/**
 * Spec §4 "Article review display", which needs the documentation centre's
 * answer: until the documentation has loaded, or when it could not be, the
 * status is unknown and says so rather than reading "Not Started".
 */
function DocumentationCentreStatus({
  approval,
  approvalsStatus,
  documentation,
}: {
  approval: Approval | undefined;
  approvalsStatus: ApprovalInfoProps['approvalsStatus'];
  documentation: DocumentationQuery | undefined;
}) {
  const docs = documentation?.data;
  // The display needs the approval's state as much as the documentation's answer.
  if (!docs || approvalsStatus !== 'success') {
    const loading = documentation?.status === 'pending' || approvalsStatus === 'pending';
    return (
      <Facts labelWidth={180}>
        <Fact label="Documentation centre">
          <Typography component="span" color="text.secondary">
            {loading ? nextStepsMessages.documentationLoading : nextStepsMessages.documentationUnavailable}
          </Typography>
        </Fact>
      </Facts>
    );
  }
  const display = articleReviewDisplay({ docsApproved: docs.docsApproved, approvalState: approval?.state ?? null });
  const at = display === 'Approved' ? docs.docsApprovedAt : display === 'Pending' ? approval?.updatedAt : null;
  return (
    <Facts labelWidth={180}>
      <Fact label="Documentation centre">{display}</Fact>
      {at ? <Fact label="Documentation centre updated">{formatGeneralDateTime(at)}</Fact> : null}
    </Facts>
  );
}
