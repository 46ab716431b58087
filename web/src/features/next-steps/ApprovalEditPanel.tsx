import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useField } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import * as yup from 'yup';
import { APPROVAL_MESSAGES, approvalTextRules, useApprovals, useDecideApproval, type Approval } from '../../api/approvals';
import { errorDetail } from '../../api/errors';
import { requirementsQueryOptions } from '../../api/requirements';
import { yupText } from '../../api/yup-rules';
import { ErrorState } from '../../components/ErrorState';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { LoadingState } from '../../components/LoadingState';
import { SlidePanel } from '../../components/SlidePanel';
import { nextStepsPaths } from '../../domain/addon-paths';
import { APPROVAL_REQUIREMENT_LISTS, approvalRequirementsWarning, type RequirementListFacts } from '../../domain/approval-readiness';
import {
  APPROVAL_NOT_EDITABLE_WARNING,
  APPROVAL_STATE_LABELS,
  APPROVAL_STATES,
  approvalEditTitle,
  canEditApproval,
  rejectionReasonRequired,
  storedRejectionReason,
  type ApprovalState,
} from '../../domain/approvals';
import { nextStepsMessages } from './next-steps-messages';
import { leavePanel } from '../../components/leave-panel';

interface DecisionValues {
  state: ApprovalState;
  notes: string;
  rejectionReason: string;
}

const decisionSchema = yup.object({
  state: yup.string().oneOf(APPROVAL_STATES).required(),
  notes: yupText(approvalTextRules.notes),
  // Said before sending what the sandbox would refuse with a 422 on the same field.
  rejectionReason: yupText(approvalTextRules.rejectionReason).when('state', {
    is: (state: ApprovalState) => rejectionReasonRequired(state),
    then: (reason) => reason.required(APPROVAL_MESSAGES.reasonRequired),
  }),
});

/** Spec §2: the warning travels with the redirect; shown once even when React renders twice. */
function BackWithWarning({ to }: { to: string }) {
  useEffect(() => {
    enqueueSnackbar(APPROVAL_NOT_EDITABLE_WARNING, { variant: 'warning', preventDuplicate: true });
  }, []);
  return <Navigate to={to} replace />;
}

/**
 * `approvals/{approval_id}/edit` (spec §2, §4, §6): platform admins decide an
 * approval; a rejection needs its reason, which the partner is shown. Non-admins and unknown approvals go back to next-steps; one that
 * is neither pending nor rejected goes back with the spec's warning.
 */
export function ApprovalEditPanel({ slug, isAdmin }: { slug: string; isAdmin: boolean }) {
  const { approvalId } = useParams();
  const approvals = useApprovals(slug);
  const navigate = useNavigate();
  const back = nextStepsPaths.nextSteps(slug);
  const close = () => void navigate(back, leavePanel());
  const [openedState, setOpenedState] = useState<ApprovalState | null>(null);
  if (!isAdmin) return <Navigate to={back} replace />;
  if (approvals.isPending || approvals.isError) {
    return (
      <SlidePanel title="Edit Approval" onClose={close}>
        {approvals.isError ? (
          <ErrorState message={errorDetail(approvals.error)} onRetry={() => void approvals.refetch()} />
        ) : (
          <LoadingState label="Loading the approval…" />
        )}
      </SlidePanel>
    );
  }
  const approval = approvals.data.find((candidate) => candidate.id === approvalId);
  if (!approval) return <Navigate to={back} replace />;
  // Judged on the state the approval had when the panel opened (issue 31 item 2):
  // saving it approved refetches it, and the guard must not then call this
  // admin's own decision an attempt to edit an approved approval.
  if (openedState === null) setOpenedState(approval.state);
  if (!canEditApproval(openedState ?? approval.state)) return <BackWithWarning to={back} />;
  return <DecisionForm slug={slug} approval={approval} onClose={close} />;
}

function StateField() {
  const [field] = useField<string>('state');
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">State</FormLabel>
      <RadioGroup {...field}>
        {APPROVAL_STATES.map((state) => (
          <FormControlLabel key={state} value={state} control={<Radio />} label={APPROVAL_STATE_LABELS[state]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Asked for only when rejecting: it is what the partner reads to know what to fix. */
function RejectionReasonField() {
  const [state] = useField<ApprovalState>('state');
  if (!rejectionReasonRequired(state.value)) return null;
  return (
    <FormTextField
      id="approval-rejection-reason"
      name="rejectionReason"
      label="Reason for rejection"
      helperText="The partner sees this: say what to fix before the request is re-opened."
      required
      multiline
      minRows={3}
      fullWidth
    />
  );
}

/**
 * Issue 31 item 2: warns (admins decide, so it never blocks) when the lists
 * behind this approval are not complete, naming what is missing — the same
 * queries as the partner's checklists.
 */
function RequirementsWarning({ slug, approval }: { slug: string; approval: Approval }) {
  const names = APPROVAL_REQUIREMENT_LISTS[approval.type];
  const results = useQueries({ queries: names.map((list) => requirementsQueryOptions(slug, list)) });
  const lists: Partial<Record<(typeof names)[number], RequirementListFacts>> = {};
  names.forEach((list, index) => {
    const data = results[index]?.data;
    if (data) lists[list] = data;
  });
  const warning = approvalRequirementsWarning(approval.type, lists);
  if (!warning) return null;
  return (
    <Alert severity="warning" role="note">
      {warning}
    </Alert>
  );
}

function DecisionForm({ slug, approval, onClose }: { slug: string; approval: Approval; onClose: () => void }) {
  const decide = useDecideApproval(slug);
  return (
    <FormPanel<DecisionValues>
      title={approvalEditTitle(approval.type)}
      initialValues={{ state: approval.state, notes: approval.notes ?? '', rejectionReason: approval.rejectionReason ?? '' }}
      validationSchema={decisionSchema}
      fields={['state', 'notes', 'rejectionReason']}
      serverFieldNames={{ rejection_reason: 'rejectionReason' }}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={async (values) => {
        // The reason goes only with a rejection: any other state clears it on the server.
        const reason = rejectionReasonRequired(values.state) ? { rejectionReason: storedRejectionReason(values.state, values.rejectionReason) } : {};
        const decision = { state: values.state, notes: values.notes.trim() === '' ? null : values.notes, ...reason };
        await decide.mutateAsync({ id: approval.id, decision });
        enqueueSnackbar(nextStepsMessages.approvalSaved, { variant: 'success' });
        onClose();
      }}
    >
      <RequirementsWarning slug={slug} approval={approval} />
      <StateField />
      <RejectionReasonField />
      <FormTextField id="approval-notes" name="notes" label="Notes" multiline minRows={4} fullWidth />
    </FormPanel>
  );
}
