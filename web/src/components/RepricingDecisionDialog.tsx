import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useRef } from 'react';
import * as yup from 'yup';
import { REPRICING_MESSAGES, REPRICING_REASON_MAX_LENGTH } from '../api/repricings';
import type { RepricingConfirmation } from '../domain/repricing-review';
import { ConfirmDialog } from './ConfirmDialog';

export interface RepricingDecisionDialogProps {
  confirmation: RepricingConfirmation;
  /** With the trimmed reason when the decision needs one (a rejection). */
  onConfirm: (reason?: string) => void;
  onCancel: () => void;
  busy?: boolean;
}

/** The same limit and message the sandbox applies (api/repricings.ts). */
const reasonSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(REPRICING_MESSAGES.reasonRequired)
    .max(REPRICING_REASON_MAX_LENGTH, `At most ${REPRICING_REASON_MAX_LENGTH} characters.`),
});

/**
 * Approving or rejecting a repricing, confirmed (issue 31 item 6: both were
 * applied in one click from the status menu). Says what changes and where the
 * request goes; approving a flagged increase says so as a warning; rejecting
 * asks for the reason the partner will read, and is refused without one.
 * Used by the admin review and by a plan's repricing history alike.
 */
export function RepricingDecisionDialog({ confirmation, onConfirm, onCancel, busy = false }: RepricingDecisionDialogProps) {
  const reasonField = useRef<HTMLInputElement>(null);
  const form = useFormik({
    initialValues: { reason: '' },
    validationSchema: confirmation.reasonRequired ? reasonSchema : undefined,
    onSubmit: ({ reason }) => onConfirm(confirmation.reasonRequired ? reason.trim() : undefined),
  });
  const problem = form.touched.reason ? form.errors.reason : undefined;
  const confirm = async () => {
    const errors = await form.validateForm();
    if (errors.reason) {
      void form.setFieldTouched('reason', true, false);
      // The message is on the field; take the reader there.
      reasonField.current?.focus();
      return;
    }
    await form.submitForm();
  };
  return (
    <ConfirmDialog
      title={confirmation.title}
      confirmLabel={confirmation.confirmLabel}
      destructive={confirmation.destructive}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <Stack spacing={1.5}>
        {confirmation.lines.map((line) => (
          <Typography key={line}>{line}</Typography>
        ))}
        {confirmation.warning ? <Alert severity="warning">{confirmation.warning}</Alert> : null}
        {confirmation.reasonRequired ? (
          <TextField
            inputRef={reasonField}
            id="repricing-rejection-reason"
            name="reason"
            label="Reason for rejecting"
            required
            multiline
            minRows={3}
            value={form.values.reason}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={Boolean(problem)}
            helperText={problem ?? 'The partner reads this on the plan and in History.'}
            slotProps={{ htmlInput: { maxLength: REPRICING_REASON_MAX_LENGTH } }}
            fullWidth
          />
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
