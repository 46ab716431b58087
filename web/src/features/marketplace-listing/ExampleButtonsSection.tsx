import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import GitHubIcon from '@mui/icons-material/GitHub';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import * as yup from 'yup';
import { useUpdateAddon, type Addon } from '../../api/addon';
import { formErrorsOf } from '../../api/form-errors';
import { REPOSITORY_MESSAGE, REPOSITORY_PATTERN } from '../../api/listing-rules';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SectionCard } from '../../components/SectionCard';
import { SlidePanel } from '../../components/SlidePanel';

const FORM_ID = 'add-example-button-form';
const buttonSchema = yup.object({
  repository: yup.string().trim().required("can't be blank").matches(REPOSITORY_PATTERN, REPOSITORY_MESSAGE),
});

/** Example Buttons (spec §2, admin only): repositories in user/repo form, added in a panel, removed after a confirmation. */
export function ExampleButtonsSection({ addon }: { addon: Addon }) {
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
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add Button
        </Button>
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
                <IconButton edge="end" aria-label={`Remove button ${repository}`} onClick={() => setRemoving(repository)}>
                  <DeleteIcon />
                </IconButton>
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
        <Formik
          initialValues={{ repository: '' }}
          validationSchema={buttonSchema}
          onSubmit={async ({ repository }, helpers) => {
            const trimmed = repository.trim();
            if (addon.buttons.includes(trimmed)) {
              helpers.setFieldError('repository', 'is already a button of this add-on');
              return;
            }
            try {
              await update.mutateAsync({ buttons: [...addon.buttons, trimmed] });
              enqueueSnackbar(`Button ${trimmed} added.`, { variant: 'success' });
              setAdding(false);
            } catch (error) {
              const errors = formErrorsOf(error);
              const message = errors ? Object.values(errors).join('; ') : undefined;
              if (message) helpers.setFieldError('repository', message);
            }
          }}
        >
          {({ values, errors, touched, submitCount, handleChange, handleBlur, isSubmitting }) => {
            const error = touched.repository || submitCount > 0 ? errors.repository : undefined;
            return (
              <SlidePanel
                title="Add Button"
                onClose={() => setAdding(false)}
                actions={
                  <>
                    <Button onClick={() => setAdding(false)}>Cancel</Button>
                    <Button type="submit" form={FORM_ID} variant="contained" disabled={isSubmitting}>
                      {isSubmitting ? 'Adding…' : 'Add Button'}
                    </Button>
                  </>
                }
              >
                <Form id={FORM_ID} noValidate>
                  <TextField
                    id="example-button-repository"
                    name="repository"
                    label="Button (user/repo)"
                    value={values.repository}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={Boolean(error)}
                    helperText={error ?? 'The example app’s repository, e.g. acme-data/postgres-example.'}
                    required
                    fullWidth
                    autoComplete="off"
                  />
                </Form>
              </SlidePanel>
            );
          }}
        </Formik>
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
