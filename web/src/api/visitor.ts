/**
 * GET /bff/visitor: who is looking at a public page (spec §2 "Public routes").
 * Unlike /bff/session it answers 200 to an anonymous visitor (`signed_in:
 * false`), so a public page learns whether to offer "Sign in" without a 401
 * in the console and without ever starting a sign-in.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Camelized } from './case';
import { apiRequest } from './client';
import { sessionInfoSchema } from './session';
import './query-meta';

export const VISITOR_PATH = '/bff/visitor';

export const visitorSchema = z.discriminatedUnion('signed_in', [
  z.object({ signed_in: z.literal(false) }),
  sessionInfoSchema.extend({ signed_in: z.literal(true) }),
]);

export type VisitorWire = z.infer<typeof visitorSchema>;
export type Visitor = Camelized<VisitorWire>;

export const visitorKey = () => ['bff', 'visitor'] as const;

export const visitorQueryOptions = () =>
  queryOptions({
    queryKey: visitorKey(),
    queryFn: ({ signal }) => apiRequest({ path: VISITOR_PATH, schema: visitorSchema, signal }),
    staleTime: 5 * 60_000,
    // A public page stays readable when this fails: its header then offers "Sign in".
    meta: { globalErrorHandling: false },
    retry: false,
  });

export function useVisitor() {
  return useQuery(visitorQueryOptions());
}
