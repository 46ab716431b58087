/**
 * What a buildpack's linked repository offers, as the registry reports it
 * (spec §3 "branches, tags (tag name taken from the ref, sha)"): the refs a
 * revision can be published from, and the readme.
 */
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { buildpackKey } from './buildpacks';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const buildpackRefSchema = z.object({
  name: z.string(),
  sha: z.string().regex(/^[0-9a-f]{40}$/),
});

export const buildpackReadmeSchema = z.object({
  /** The readme's Markdown, base64-encoded: render it as untrusted text. */
  content: z.base64(),
  encoding: z.literal('base64'),
  sha: z.string(),
});

export type BuildpackRef = Camelized<z.infer<typeof buildpackRefSchema>>;
export type BuildpackReadme = Camelized<z.infer<typeof buildpackReadmeSchema>>;

export const buildpackSourceEndpoints = defineEndpoints({
  'get /buildpacks/{buildpack}/readme': {
    api: 'registry',
    summary: "The linked repository's readme (404 when it has none)",
    access: 'public',
    response: buildpackReadmeSchema,
  },
  'get /buildpacks/{buildpack}/branches': {
    api: 'registry',
    summary: "The linked repository's branches",
    access: 'public',
    response: z.array(buildpackRefSchema),
  },
  'get /buildpacks/{buildpack}/tags': {
    api: 'registry',
    summary: "The linked repository's tags, newest first",
    access: 'public',
    response: z.array(buildpackRefSchema),
  },
});

/** base64 → text (UTF-8), for the readme. */
export function decodeReadme(readme: Pick<BuildpackReadme, 'content'>): string {
  const bytes = Uint8Array.from(atob(readme.content.replace(/\s+/g, '')), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function useBuildpackReadme(buildpackId: string) {
  return useQuery({
    queryKey: [...buildpackKey(buildpackId), 'readme'],
    queryFn: ({ signal }) => callEndpoint(buildpackSourceEndpoints['get /buildpacks/{buildpack}/readme'], { params: { buildpack: buildpackId }, signal }),
    meta: { globalErrorHandling: false },
  });
}

export function useBuildpackBranches(buildpackId: string) {
  return useQuery({
    queryKey: [...buildpackKey(buildpackId), 'branches'],
    queryFn: ({ signal }) => callEndpoint(buildpackSourceEndpoints['get /buildpacks/{buildpack}/branches'], { params: { buildpack: buildpackId }, signal }),
  });
}

export function useBuildpackTags(buildpackId: string) {
  return useQuery({
    queryKey: [...buildpackKey(buildpackId), 'tags'],
    queryFn: ({ signal }) => callEndpoint(buildpackSourceEndpoints['get /buildpacks/{buildpack}/tags'], { params: { buildpack: buildpackId }, signal }),
  });
}
