import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { SlidePanel } from '../../components/SlidePanel';

/**
 * Says, above the supplier form, which company the record is for (issue 22
 * item 9): always the add-on's, by name, so an admin can tell before typing
 * payment details that this is the company they mean.
 */
export function SupplierCompanyLine({ companyName }: { companyName: string }) {
  return (
    <Typography variant="body1">
      This supplier information is for <strong>{companyName}</strong>, the company of this add-on.
    </Typography>
  );
}

interface SupplierLinkRefusedProps {
  title: string;
  /** What the refused link tried, for the alert's sentence. */
  what: string;
  companyName: string;
  onClose: () => void;
  /** The same form for the add-on's own company, when there is one to open. */
  ownCompanyAction?: { label: string; to: string } | undefined;
}

/**
 * A supplier-information link that names another company (issue 22 item 9):
 * no form, so nothing can be saved from it; it says so, names the company this
 * tab is for (never echoing the link's value, which anyone can write), and
 * offers that company's own form as a deliberate second step.
 */
export function SupplierLinkRefused({ title, what, companyName, onClose, ownCompanyAction }: SupplierLinkRefusedProps) {
  return (
    <SlidePanel
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Close</Button>
          {ownCompanyAction ? (
            <Button component={RouterLink} to={ownCompanyAction.to} replace variant="contained">
              {ownCompanyAction.label}
            </Button>
          ) : null}
        </>
      }
    >
      <Stack spacing={2}>
        <Alert severity="warning" role="alert">
          <AlertTitle>This link is for another company</AlertTitle>
          {`The link you followed ${what} for a company other than ${companyName}, the company of this add-on, so nothing can be saved from it here.`}
        </Alert>
        <Typography variant="body1">
          {`To work on another company's supplier information, open the Company tab of one of its add-ons.`}
        </Typography>
      </Stack>
    </SlidePanel>
  );
}
