/**
 * The code-hosting link service (spec §7): who the linked code-hosting user
 * is, their organisations (a 404 means none) and a repository search, for
 * linking a buildpack to its repository. Reached through the BFF under
 * `/code-hosting` with the bearer injected.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { ApiError } from './errors';
import './query-meta';
import { externalUrlSchema } from './url-schemas';

export const codeHostingUserSchema = z.object({
  id: z.number().int().positive(),
  login: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
});

export const codeHostingOrgSchema = z.object({
  id: z.number().int().positive(),
  login: z.string(),
});

export const linkerRepoSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** `owner/name`: what a buildpack's source links. */
  full_name: z.string(),
  owner: z.object({ login: z.string() }),
  private: z.boolean(),
  description: z.string().nullable(),
  default_branch: z.string(),
  html_url: externalUrlSchema,
});

export const repositorySearchSchema = z.object({
  total_count: z.number().int().nonnegative(),
  incomplete_results: z.boolean(),
  items: z.array(linkerRepoSchema),
});

export type CodeHostingUser = Camelized<z.infer<typeof codeHostingUserSchema>>;
export type CodeHostingOrg = Camelized<z.infer<typeof codeHostingOrgSchema>>;
export type LinkerRepo = Camelized<z.infer<typeof linkerRepoSchema>>;

export const codeHostingEndpoints = defineEndpoints({
  'get /github/user': {
    api: 'codeHosting',
    summary: 'The code-hosting account linked to the signed-in user',
    access: 'user',
    response: codeHostingUserSchema,
  },
  'get /github/orgs': {
    api: 'codeHosting',
    summary: "The linked account's organisations (404 when it has none)",
    access: 'user',
    response: z.array(codeHostingOrgSchema),
  },
  'get /github/search/repositories': {
    api: 'codeHosting',
    summary: 'Repositories the linked account can reach whose name contains q (repeat-free, up to 30)',
    access: 'user',
    query: z.object({ q: z.array(z.string()).max(1, 'give q once').optional() }),
    response: repositorySearchSchema,
  },
});

export const codeHostingKey = () => ['code-hosting'] as const;

export function useCodeHostingUser() {
  return useQuery({
    queryKey: [...codeHostingKey(), 'user'],
    queryFn: ({ signal }) => callEndpoint(codeHostingEndpoints['get /github/user'], { signal }),
    meta: { globalErrorHandling: false },
  });
}

/** Organisations; the service's 404 for an account without any is an empty list (spec §7). */
export async function fetchCodeHostingOrgs(signal?: AbortSignal): Promise<CodeHostingOrg[]> {
  try {
    return await callEndpoint(codeHostingEndpoints['get /github/orgs'], { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export function useCodeHostingOrgs() {
  return useQuery({
    queryKey: [...codeHostingKey(), 'orgs'],
    queryFn: ({ signal }) => fetchCodeHostingOrgs(signal),
    meta: { globalErrorHandling: false },
  });
}

/** Shortest search worth sending; the screen debounces what is typed before it gets here. */
export const REPOSITORY_SEARCH_MIN_LENGTH = 2;

/** Waits until `text` (trimmed) has at least two characters. */
export function useRepositorySearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: [...codeHostingKey(), 'search', q],
    queryFn: ({ signal }) => callEndpoint(codeHostingEndpoints['get /github/search/repositories'], { query: { q }, signal }),
    enabled: q.length >= REPOSITORY_SEARCH_MIN_LENGTH,
    meta: { globalErrorHandling: false },
  });
}
