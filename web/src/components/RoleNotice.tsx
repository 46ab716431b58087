import Alert from '@mui/material/Alert';
import type { CompanyPermission } from '../domain/company-permission';

/**
 * Why a section's changes are not offered to this role (issue 35 §2): visible
 * text at the top of the section, in the sandbox's own refusal sentence, in
 * place of controls that would fail with 403. Nothing while allowed or unknown.
 */
export function RoleNotice({ permission, id }: { permission: CompanyPermission; id?: string }) {
  if (permission.allowed || !permission.reason) return null;
  return (
    <Alert severity="info" id={id}>
      {permission.reason}
    </Alert>
  );
}
