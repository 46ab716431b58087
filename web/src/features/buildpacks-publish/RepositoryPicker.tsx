import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useField, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { REPOSITORY_SEARCH_MIN_LENGTH, useCodeHostingOrgs, useCodeHostingUser, useRepositorySearch, type LinkerRepo } from '../../api/code-hosting';
import { fieldSentence } from '../../api/field-messages';
import { LoadingState } from '../../components/LoadingState';

/** How long typing pauses before a search is sent. */
export const REPOSITORY_SEARCH_DEBOUNCE_MS = 300;

const LABEL = 'Repository';
const DOWN = 'The code-hosting service is not answering, so repositories cannot be listed right now. Everything else you typed is kept.';

/**
 * Linking the repository (spec §7 "Code-hosting link service"): whose
 * repositories can be searched — the linked account and its organisations (a
 * 404 means none, said so, and the user's own are offered) — a debounced
 * search, and the results as radio buttons; the choice is the form's
 * `repository` (`owner/name`).
 */
export function RepositoryPicker({ disabled, onChosen }: { disabled: boolean; onChosen: (repository: LinkerRepo) => void }) {
  const [field, meta, helpers] = useField<string>('repository');
  const { submitCount } = useFormikContext();
  const user = useCodeHostingUser();
  const orgs = useCodeHostingOrgs();
  const [text, setText] = useState('');
  const searchBox = useRef<HTMLInputElement>(null);
  /** Lists an owner's repositories, and leaves the cursor in the search to narrow them down. */
  const showOwner = (owner: string) => {
    setText(`${owner}/`);
    searchBox.current?.focus();
  };
  const [query] = useDebounce(text, REPOSITORY_SEARCH_DEBOUNCE_MS);
  const search = useRepositorySearch(query);
  const shown = meta.touched || submitCount > 0 ? meta.error : undefined;
  const error = shown ? fieldSentence(LABEL, shown) : undefined;
  const failed = user.isError || orgs.isError || search.isError;
  // Only what failed: a search still waiting for two characters must not be sent blank.
  const retry = () => void Promise.all([user, orgs, search].filter((answer) => answer.isError).map((answer) => answer.refetch()));

  const owners = [...(user.data ? [user.data.login] : []), ...(orgs.data ?? []).map((org) => org.login)];
  const results = search.data?.items ?? [];
  // The chosen repository stays listed whatever is searched next.
  const chosenListed = field.value === '' || results.some((repository) => repository.fullName === field.value);
  const listed = results.length > 0 || field.value !== '';

  // Linked for good once the buildpack exists: said plainly, not as a greyed-out search.
  if (disabled) {
    return (
      <Typography>
        Repository: <strong>{field.value}</strong> (linked to the buildpack)
      </Typography>
    );
  }

  return (
    <FormControl component="fieldset" error={Boolean(error)} sx={{ gap: 2.5 }}>
      <FormLabel component="legend" required>
        {LABEL}
      </FormLabel>
      {failed ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          {DOWN}
        </Alert>
      ) : null}
      {user.data && orgs.data ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            {orgs.data.length === 0
              ? `Your code-hosting account ${user.data.login} belongs to no organisations: you can publish from your own repositories.`
              : `Search the repositories of your account ${user.data.login} and of ${orgs.data.map((org) => org.login).join(', ')}.`}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {owners.map((owner) => (
              <Button key={owner} size="small" variant="outlined" onClick={() => showOwner(owner)}>
                {owner === user.data.login ? 'Show my repositories' : `Show ${owner}’s repositories`}
              </Button>
            ))}
          </Stack>
        </Stack>
      ) : null}
      <TextField
        id="publish-repository-search"
        inputRef={searchBox}
        label="Search repositories"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        // The field takes the choice's error, so a failed submit lands here with the reason as its description.
        error={Boolean(error)}
        helperText={error ?? `Type at least ${REPOSITORY_SEARCH_MIN_LENGTH} characters of the repository’s owner or name.`}
        autoComplete="off"
        fullWidth
      />
      {search.isFetching && !search.data ? <LoadingState label="Searching repositories…" /> : null}
      {search.data && results.length === 0 ? <Typography role="status">No repository matches “{query.trim()}”.</Typography> : null}
      {/* Only when there is something to choose: an empty group left a blank gap in the form. */}
      {listed ? (
        <>
          <RadioGroup
            aria-label="Repositories found"
            name={field.name}
            value={field.value}
            onChange={(event) => {
              void helpers.setValue(event.target.value);
              const chosen = results.find((repository) => repository.fullName === event.target.value);
              if (chosen) onChosen(chosen);
            }}
            onBlur={() => void helpers.setTouched(true)}
          >
            {!chosenListed ? <FormControlLabel value={field.value} control={<Radio />} label={field.value} /> : null}
            {results.map((repository) => (
              <FormControlLabel
                key={repository.id}
                value={repository.fullName}
                control={<Radio />}
                label={
                  <span>
                    {repository.fullName}
                    {repository.private ? ' (private)' : ''}
                    {repository.description ? (
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {repository.description}
                      </Typography>
                    ) : null}
                  </span>
                }
              />
            ))}
          </RadioGroup>
          <FormHelperText error={false}>{field.value ? `Publishing from ${field.value}.` : 'Choose the repository the buildpack is built from.'}</FormHelperText>
        </>
      ) : null}
    </FormControl>
  );
}
