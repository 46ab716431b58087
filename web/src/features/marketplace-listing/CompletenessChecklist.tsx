import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { isListingComplete, listingChecklist, type ListingFacts } from '../../domain/listing-completeness';

/**
 * Spec §2: complete only with a name, summary and icon; the checklist says
 * what is missing. Screenshots are the gallery's own count (issue 31 item 4).
 */
export function CompletenessChecklist({ listing }: { listing: ListingFacts }) {
  const items = listingChecklist(listing);
  const complete = isListingComplete(listing);
  return (
    <Alert severity={complete ? 'success' : 'warning'} role="status" icon={false}>
      <AlertTitle>{complete ? 'Listing complete' : 'Listing incomplete'}</AlertTitle>
      <List dense disablePadding aria-label="Listing checklist">
        {items.map((item) => (
          <ListItem key={item.id} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}>
              {item.done ? <CheckCircleIcon fontSize="small" /> : <RadioButtonUncheckedIcon fontSize="small" />}
            </ListItemIcon>
            <ListItemText
              primary={item.done ? `${item.label}: done` : `${item.label}: missing`}
              secondary={item.done ? undefined : item.hint}
              slotProps={{ secondary: { sx: { color: 'inherit' } } }}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
