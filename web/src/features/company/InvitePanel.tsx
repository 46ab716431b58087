import MenuItem from '@mui/material/MenuItem';
import { enqueueSnackbar } from 'notistack';
import { useInvite } from '../../api/company-invitations';
import type { CompanyRoleWire } from '../../api/company-users';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { COMPANY_ROLE_LABELS, COMPANY_ROLES } from '../../domain/company-permissions';
import { INITIAL_INVITATION, invitationFormSchema, ROLE_SUMMARIES, type InvitationValues } from './invitation-form';

/**
 * The Invite panel (issue 35 §3): an e-mail and a role. The person need not
 * have a platform account; the server refuses a member or a second pending
 * invitation on the e-mail field, with what was typed kept.
 */
export function InvitePanel({ companyId, onClose }: { companyId: string; onClose: () => void }) {
  const invite = useInvite(companyId);
  return (
    <FormPanel<InvitationValues>
      title="Invite a Company User"
      initialValues={INITIAL_INVITATION}
      validationSchema={invitationFormSchema}
      fields={['email', 'role']}
      submitLabel="Send Invitation"
      submittingLabel="Sending…"
      onClose={onClose}
      onSubmit={async (values) => {
        const sent = await invite.mutateAsync({ email: values.email.trim(), role: values.role });
        enqueueSnackbar(`Invitation sent to ${sent.email}.`, { variant: 'success' });
        onClose();
      }}
    >
      <FormTextField
        id="invitation-email"
        name="email"
        type="email"
        label="E-mail"
        helperText="They get a link that works for 7 days. No platform account is needed yet."
        required
        fullWidth
        autoComplete="off"
      />
      <FormTextField
        id="invitation-role"
        name="role"
        select
        label="Role"
        required
        fullWidth
        // The closed select names the role; the open list also says what each may do.
        slotProps={{ select: { renderValue: (role) => COMPANY_ROLE_LABELS[role as CompanyRoleWire] } }}
        helperText="Owners manage users and roles; choose the least the person needs."
      >
        {COMPANY_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {COMPANY_ROLE_LABELS[role]} — {ROLE_SUMMARIES[role]}
          </MenuItem>
        ))}
      </FormTextField>
    </FormPanel>
  );
}
