import { Outlet } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { useVisitor, type Visitor } from '../api/visitor';
import { isPlatformAdmin } from '../domain/permissions';
import { FlashMessages } from './FlashMessages';
import { useFocusMainOnNavigate } from './focus-main';
import { Shell, type ShellProps } from './Shell';

/** `undefined` while asking; `null` (offer Sign in) when anonymous or when asking failed. */
function shellUser(visitor: UseQueryResult<Visitor>): ShellProps['user'] {
  if (visitor.isError) return null;
  if (!visitor.data) return undefined;
  if (!visitor.data.signedIn) return null;
  const { name, email, isAdmin } = visitor.data;
  return { name, email, isPlatformAdmin: isPlatformAdmin({ platformAdmin: isAdmin }) };
}

/**
 * The public pages' root (spec §2 "Public routes": /changelog, /provider/home):
 * the same shell as signed-in pages, without the session guard. It asks
 * /bff/visitor, which answers 200 either way, so an anonymous visitor meets no
 * 401 and no sign-in round trip: their header offers Sign in, while a
 * signed-in visitor sees their usual header. The page renders at once; only
 * the header's right side waits for the answer (and offers Sign in if it fails).
 */
export function PublicLayout() {
  useFocusMainOnNavigate();
  const user = shellUser(useVisitor());
  return (
    <FlashMessages>
      <Shell user={user}>
        <Outlet />
      </Shell>
    </FlashMessages>
  );
}
