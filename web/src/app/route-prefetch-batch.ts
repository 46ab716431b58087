/**
 * One navigation's route queries, sent together (route-prefetch.ts): the
 * shell's, the workspace's and the screen's requests leave in one batch, and
 * each route learns when its own have their answers.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouteQuery } from './route-prefetch';
import { recordFirstLoadUntil } from './route-prefetch-early';

/**
 * The routes of one navigation (the shell's, the workspace's, the screen's)
 * send their requests together, once every declaration has its query options:
 * a round trip here takes less time than loading one more small chunk, so a
 * route that sent at once would have its answer before the next route asked,
 * and the screen's data would come a round trip later than it need (issue 33:
 * every request on its way before the first answer).
 */
interface Member {
  client: QueryClient;
  queries: Promise<readonly RouteQuery[]>;
  answered: (own: Promise<void>) => void;
}
let gathering: Member[] | undefined;

/** Starts `queries` with the rest of this navigation's; settles when they (this route's own) have their answers or errors. */
export function startTogether(client: QueryClient, queries: Promise<readonly RouteQuery[]>): Promise<void> {
  let answered = (_own: Promise<void>): void => undefined;
  const own = new Promise<void>((resolve) => (answered = resolve));
  if (gathering) {
    gathering.push({ client, queries, answered });
    return own;
  }
  const batch: Member[] = [{ client, queries, answered }];
  gathering = batch;
  let started = (): void => undefined;
  // On the page's first navigation, the page remembers what this batch asks, those waiting for an answer included.
  recordFirstLoadUntil(new Promise<void>((resolve) => (started = resolve)));
  // The router calls the loaders of one navigation within the same task.
  setTimeout(() => {
    gathering = undefined;
    // A declaration that failed (its chunk did not load) holds back no other.
    const known = batch.map((each) => each.queries.catch((): readonly RouteQuery[] => []));
    const starting = Promise.all(known).then((lists) =>
      Promise.all(
        lists.map(async (list, index) => {
          const member = batch[index];
          const { answered: memberAnswered } = await startAll(member?.client ?? client, list);
          member?.answered(memberAnswered.catch(() => undefined));
        }),
      ),
    );
    void starting.then(started, started);
  }, 0);
  return own;
}

/**
 * Starts each query as soon as it is known; a dependency that failed starts
 * nothing (the screen shows its error). Settles once every one is started
 * (not answered) or known not to be, with `answered`: settles when every
 * started one has its answer (or error).
 */
export async function startAll(client: QueryClient, queries: readonly RouteQuery[]): Promise<{ answered: Promise<void> }> {
  const fetches: Promise<void>[] = [];
  await Promise.all(
    queries.map((query) =>
      Promise.resolve(query).then(
        (known) => void (known ? fetches.push(client.prefetchQuery(known)) : undefined),
        () => undefined,
      ),
    ),
  );
  return { answered: Promise.all(fetches).then(() => undefined) };
}
