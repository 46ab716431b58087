import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from 'notistack';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useAlphaUsers, useInviteAlphaUser, type AlphaUser } from '../../api/alpha-users';
import { EmptyState } from '../../components/EmptyState';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { QueryState } from '../../components/QueryState';
import { ResponsiveTable, type ResponsiveColumn } from '../../components/ResponsiveTable';
import { SectionCard } from '../../components/SectionCard';
import { usePlansPaths } from './use-plans-paths';
import { formatGeneralDate } from '../../domain/general-date';
import { canInviteAlphaUsers } from '../../domain/plan-permissions';
import { inviteFields, inviteSchema, type InviteValues } from './invite-form';
import type { PlansContext } from './plans-context';
import { plansMessages } from './plans-messages';
import { leavePanel } from '../../components/leave-panel';

/** On a phone each user is a card: the e-mail on top (it may wrap), the date added as a line. */
const ALPHA_USER_COLUMNS: readonly ResponsiveColumn<AlphaUser>[] = [
  { id: 'email', header: 'E-mail', phone: 'title', cell: (user) => user.email },
  { id: 'added', header: 'Added', cell: (user) => formatGeneralDate(user.createdAt) },
];

/** Alpha users (spec §2, §4): only alpha add-ons invite them; each must already have a platform account. */
export function AlphaUsersSection({ context }: { context: PlansContext }) {
  return canInviteAlphaUsers(context.addon.state) ? <AlphaUsersList context={context} /> : null;
}

function AlphaUsersList({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const users = useAlphaUsers(context.addon.slug);
  // Not offered to a role that may not invite (issue 35 §2); the tab's notice says why.
  const addButton = context.mayInviteAlphaUsers ? (
    <Button component={RouterLink} to={plansPaths.newAlphaUser(context.addon.slug)} variant="outlined" startIcon={<AddIcon />}>
      Add Alpha User
    </Button>
  ) : undefined;
  return (
    <SectionCard title="Alpha Users" description="Platform accounts that may install the add-on while it is in alpha." action={addButton}>
      <QueryState query={users} loadingLabel="Loading alpha users…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState headingLevel="h3" title="There are currently no alpha users." description="Invite the first testers by the e-mail of their platform account." />
          ) : (
            <ResponsiveTable label="Alpha users" rows={list} columns={ALPHA_USER_COLUMNS} rowKey={(user) => user.id} />
          )
        }
      </QueryState>
    </SectionCard>
  );
}

/** `plans/alpha-users/new`; only for alpha add-ons. */
export function NewAlphaUserPanel({ context }: { context: PlansContext }) {
  const plansPaths = usePlansPaths();
  const navigate = useNavigate();
  const invite = useInviteAlphaUser(context.addon.slug);
  const close = () => void navigate(plansPaths.plans(context.addon.slug), leavePanel());
  if (!canInviteAlphaUsers(context.addon.state)) return <Navigate to={plansPaths.plans(context.addon.slug)} replace />;
  return (
    <FormPanel<InviteValues>
      title="Add Alpha User"
      initialValues={{ email: '' }}
      validationSchema={inviteSchema}
      fields={inviteFields}
      submitLabel="Add Alpha User"
      onClose={close}
      onSubmit={async (values) => {
        const user = await invite.mutateAsync(values.email.trim());
        enqueueSnackbar(plansMessages.alphaUserCreated(user.email), { variant: 'success' });
        close();
      }}
    >
      <FormTextField id="alpha-user-email" name="email" type="email" label="Platform account e-mail" helperText="They must already have a platform account." required fullWidth autoComplete="off" />
    </FormPanel>
  );
}
