import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyState } from '../components/EmptyState';
import { addonPath } from '../domain/addon-paths';

/**
 * A workspace section this company role may not read (issue 35 §2), opened by
 * its URL: the sandbox's own sentence saying who may, and the way back, in
 * place of a 403 error.
 */
export function RoleRefusedPage({ reason }: { reason: string }) {
  const { slug = '' } = useParams();
  return (
    <>
      <title>Not part of your role · Partner Portal</title>
      <EmptyState
        headingLevel="h2"
        title="Not part of your role"
        description={`${reason} Ask an Owner of your company if you need it.`}
        actions={
          <Button component={RouterLink} to={addonPath(slug)} variant="contained">
            Back to the add-on
          </Button>
        }
      />
    </>
  );
}
