import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** The 'View all N …' / 'Collapse …' button under a list that shows its first rows (domain/list-preview.ts). */
export function PreviewToggle({ label, expanded, onToggle }: { label: string | null; expanded: boolean; onToggle: () => void }) {
  if (!label) return null;
  return (
    <Box>
      <Button onClick={onToggle} aria-expanded={expanded}>
        {label}
      </Button>
    </Box>
  );
}
