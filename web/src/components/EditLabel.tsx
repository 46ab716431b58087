import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

/**
 * An Edit button's text: "Edit" on screen, "Edit company information" to a
 * screen reader, which lists a page's buttons by name and may meet several
 * Edits. The visible word starts the name (WCAG 2.5.3, label in name).
 */
export function EditLabel({ what }: { what: string }) {
  return (
    <>
      Edit
      <Box component="span" sx={visuallyHidden}>
        {` ${what}`}
      </Box>
    </>
  );
}
