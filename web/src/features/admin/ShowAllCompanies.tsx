import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useSearchParams } from 'react-router';
import { SHOW_ALL_COMPANIES_PARAM, showsAllCompanies } from '../../domain/admin-companies';

/**
 * "A checkbox shows all companies" (spec §2), on Addresses and Users alike
 * (issue 31 item 15). The choice is in the URL (`?all=1`), so it survives a
 * reload and can be shared.
 */
export function useShowAllCompanies(): [boolean, (checked: boolean) => void] {
  const [search, setSearch] = useSearchParams();
  const showAll = showsAllCompanies(search.get(SHOW_ALL_COMPANIES_PARAM));
  const setShowAll = (checked: boolean) => {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (checked) next.set(SHOW_ALL_COMPANIES_PARAM, '1');
        else next.delete(SHOW_ALL_COMPANIES_PARAM);
        return next;
      },
      // Not in a transition (React Router's default): the checkbox shows the click at once.
      { replace: true, flushSync: true },
    );
  };
  return [showAll, setShowAll];
}

export function ShowAllCompaniesCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <FormControlLabel
      control={<Checkbox checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label="Show all companies"
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}
