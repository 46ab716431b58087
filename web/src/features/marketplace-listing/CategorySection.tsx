import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useUpdateAddon, type Addon } from '../../api/addon';
import { useCategories } from '../../api/categories';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { categoryChoices } from '../../domain/category-choices';
import { links } from '../../domain/links';
import { listingMessages } from './listing-messages';

const NONE = '';

/** Category (spec §2): a select for admins; partners see it and how to request a change. */
export function CategorySection({ addon, editable }: { addon: Addon; editable: boolean }) {
  const categories = useCategories();
  const update = useUpdateAddon(addon.slug);
  const current = categories.data?.find((category) => category.id === addon.category?.id);

  async function choose(id: string) {
    try {
      await update.mutateAsync({ category: id === NONE ? null : { id, type: 'category' } });
      enqueueSnackbar(listingMessages.categoryUpdated, { variant: 'success' });
    } catch {
      // The app flashes the error; the select still shows the saved category.
    }
  }

  return (
    <SectionCard title="Category" description="Where the add-on is listed on Elements.">
      <QueryState query={categories} loadingLabel="Loading categories…">
        {(all) =>
          editable ? (
            <TextField
              select
              id="listing-category"
              label="Category"
              value={addon.category?.id ?? NONE}
              onChange={(event) => void choose(event.target.value)}
              disabled={update.isPending}
              helperText={update.isPending ? 'Saving…' : current?.description}
              sx={{ maxWidth: 420 }}
              fullWidth
            >
              <MenuItem value={NONE}>No category</MenuItem>
              {categoryChoices(all, addon.category?.id).map((category) => (
                <MenuItem key={category.id} value={category.id}>
                  {category.label}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Stack spacing={1}>
              <Typography>{current?.label ?? 'No category yet'}</Typography>
              <Typography variant="body2" color="text.secondary">
                To change the category, <Link href={links.supportTicket}>submit a support ticket</Link>.
              </Typography>
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
