import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUserAddonsLookup, type UserAddonsLookup } from '../../api/addon-lists';
import { adminCompaniesQueryOptions } from '../../api/admin-companies';
import { wholeList } from '../../api/list-pages';
import { AddonGrid } from '../../components/AddonGrid';
import { EmptyState } from '../../components/EmptyState';
import { LoadingState } from '../../components/LoadingState';
import { QueryState } from '../../components/QueryState';
import { companyNameOfUser, emailLookupResult } from '../../domain/email-lookup';

export interface EmailLookupResultProps {
  email: string;
  /** After a lookup the person asked for (not on opening a shared address): focus moves to the result once it is known. */
  focusWhenKnown: boolean;
}

/**
 * The answer for one e-mail (spec §2): that user's company's add-ons, or the
 * could-not-be-found or has-no-add-ons result (spec §8); any other failure is
 * an error with a retry (and a flash, spec §8: "other errors are re-raised").
 * The section is named by the sentence that says what was found, so moving
 * focus to it reads the result out.
 *
 * An empty list of add-ons names no company, so then the company is found in
 * the admin's list of companies and their users (the query Addresses and
 * Users share); if that list fails, the sentence goes without the name.
 */
export function EmailLookupResult({ email, focusWhenKnown }: EmailLookupResultProps) {
  const lookup = useUserAddonsLookup(email);
  const needsCompany = lookup.data?.found === true && lookup.data.addons.length === 0;
  const companies = wholeList(useQuery({ ...adminCompaniesQueryOptions(), enabled: needsCompany }));
  const companyName = needsCompany && companies.data ? companyNameOfUser(companies.data, email) : null;
  const section = useRef<HTMLElement>(null);
  const known = !lookup.isPending && !(needsCompany && companies.isPending);
  useEffect(() => {
    if (focusWhenKnown && known) section.current?.focus();
  }, [focusWhenKnown, known]);

  const name = !known ? `Looking up ${email}` : lookup.isError ? `${email} could not be looked up` : emailLookupResult(email, lookup.data, companyName).message;
  return (
    <Stack component="section" ref={section} tabIndex={-1} aria-label={name} spacing={2} sx={{ borderRadius: 1 }}>
      <QueryState query={lookup} loadingLabel={`Looking up ${email}…`}>
        {(answer) => (known ? <LookupAnswer email={email} answer={answer} companyName={companyName} /> : <LoadingState label={`Looking up ${email}…`} />)}
      </QueryState>
    </Stack>
  );
}

function LookupAnswer({ email, answer, companyName }: { email: string; answer: UserAddonsLookup; companyName: string | null }) {
  const result = emailLookupResult(email, answer, companyName);
  if (result.kind === 'not-found') {
    return <EmptyState headingLevel="h2" title={result.message} description="No platform user has this e-mail. Check the spelling, or try the address they sign in with." />;
  }
  if (result.kind === 'no-add-ons' || !answer.found) {
    return <EmptyState headingLevel="h2" title={result.message} />;
  }
  return (
    <>
      <Typography variant="h2" sx={{ overflowWrap: 'anywhere' }}>
        {result.message}
      </Typography>
      <AddonGrid addons={answer.addons} label={result.companyName ? `${result.companyName} add-ons` : 'Add-ons'} headingLevel="h3" />
    </>
  );
}
