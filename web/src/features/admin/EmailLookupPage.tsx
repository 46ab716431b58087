import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { addonListKeys } from '../../api/addon-lists';
import { adminEmailLookupPath, emailLookupRoutes } from '../../domain/admin-paths';
import { EmailLookupForm } from './EmailLookupForm';
import { EmailLookupResult } from './EmailLookupResult';

/**
 * `/admin/email-lookup` and `/admin/email-lookup/{email}` (spec §2): the
 * address carries the e-mail, so a result can be shared and Back returns to the
 * previous lookup. Anything deeper is not a lookup: back to the empty form.
 */
export function EmailLookupPage() {
  return (
    <Routes>
      <Route index element={<EmailLookup />} />
      <Route path={emailLookupRoutes.result} element={<EmailLookup />} />
      <Route path="*" element={<Navigate to={adminEmailLookupPath()} replace />} />
    </Routes>
  );
}

function EmailLookup() {
  const { email } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Focus moves to a result the person asked for here, not to one opened from a shared address.
  const [openedWith] = useState(email);
  const [sameAgain, setSameAgain] = useState(0);
  // A lookup refused by the form (not an e-mail) must not leave the previous result under its error (issue 31 item 16).
  const [refused, setRefused] = useState(false);
  const asked = email !== openedWith || sameAgain > 0;

  const onLookup = (next: string) => {
    setRefused(false);
    if (next === email) {
      // The same e-mail again: asked afresh (the user may have been added since), the result focused again.
      // Reset, not just invalidated: the old answer gives way to "Looking up…" instead of standing in for the new one.
      void queryClient.resetQueries({ queryKey: addonListKeys.user(next) });
      setSameAgain((count) => count + 1);
    } else {
      void navigate(adminEmailLookupPath(next));
    }
  };

  return (
    <Stack spacing={3}>
      <title>{email ? `${email} · Email lookup · Partner Portal` : 'Email lookup · Partner Portal'}</title>
      <Stack spacing={1}>
        <Typography variant="h1">Email lookup</Typography>
        <Typography color="text.secondary">Find the add-ons of a user’s company by the user’s e-mail.</Typography>
      </Stack>
      <EmailLookupForm email={email} onLookup={onLookup} onRefused={() => setRefused(true)} />
      {email && !refused ? <EmailLookupResult key={`${email} ${sameAgain}`} email={email} focusWhenKnown={asked} /> : null}
    </Stack>
  );
}
