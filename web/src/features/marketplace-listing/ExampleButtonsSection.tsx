import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import GitHubIcon from '@mui/icons-material/GitHub';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import * as yup from 'yup';
import { repositoryRule, useUpdateAddon, type Addon } from '../../api/addon';
import { yupText } from '../../api/yup-rules';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { SectionCard } from '../../components/SectionCard';

const buttonSchema = yup.object({
  // The contract's rule, so the form and the server judge a repository alike.
  repository: yupText(repositoryRule),
});
/** A refused save names the add-on's `buttons`: shown on the one field, `base` above it. */
const buttonFields = ['repository'] as const;

/**
 * Example Buttons (spec §2, admin only): repositories in user/repo form, added
 * in a panel, removed after a confirmation; only listed once the add-on is shut
 * down (`changeable` false).
 */
export function ExampleButtonsSection({ addon, changeable = true }: { addon: Addon; changeable?: boolean }) {
  const update = useUpdateAddon(addon.slug);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  async function remove(repository: string) {
    try {
      await update.mutateAsync({ buttons: addon.buttons.filter((button) => button !== repository) });
      enqueueSnackbar(`Button ${repository} removed.`, { variant: 'success' });
      setRemoving(null);
    } catch {
      setRemoving(null);
    }
  }

  return (
    <SectionCard
      title="Example Buttons"
      description="Deploy buttons for example apps, shown on the listing. Platform admins only."
      action={
        changeable ? (
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            Add Button
          </Button>
        ) : undefined
      }
    >
      {addon.buttons.length === 0 ? (
        <Typography color="text.secondary">There are no example buttons yet.</Typography>
      ) : (
        <List aria-label="Example buttons" disablePadding>
          {addon.buttons.map((repository) => (
            <ListItem
              key={repository}
              disableGutters
              secondaryAction={
                changeable ? (
                  <IconButton edge="end" aria-label={`Remove button ${repository}`} onClick={() => setRemoving(repository)}>
                    <DeleteIcon />
                  </IconButton>
                ) : undefined
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <GitHubIcon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={repository} slotProps={{ primary: { sx: { fontFamily: 'monospace' } } }} />
            </ListItem>
          ))}
        </List>
      )}

      {adding ? (
        <FormPanel<{ repository: string }>
          title="Add Button"
          initialValues={{ repository: '' }}
          validationSchema={buttonSchema}
          fields={buttonFields}
          serverFieldNames={{ buttons: 'repository' }}
          submitLabel="Add Button"
          submittingLabel="Adding…"
          onClose={() => setAdding(false)}
          onSubmit={async ({ repository }, helpers) => {
            const trimmed = repository.trim();
            if (addon.buttons.includes(trimmed)) {
              helpers.setFieldError('repository', 'is already a button of this add-on');
              return;
            }
            await update.mutateAsync({ buttons: [...addon.buttons, trimmed] });
            enqueueSnackbar(`Button ${trimmed} added.`, { variant: 'success' });
            setAdding(false);
          }}
        >
          <FormTextField
            id="example-button-repository"
            name="repository"
            label="Button (user/repo)"
            helperText="The example app’s repository, e.g. acme-data/postgres-example."
            required
            fullWidth
            autoComplete="off"
          />
        </FormPanel>
      ) : null}

      {removing ? (
        <ConfirmDialog
          title="Remove Button"
          confirmLabel="Remove"
          destructive
          busy={update.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        >
          Remove the example button for <strong>{removing}</strong> from the listing?
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}
