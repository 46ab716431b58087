/**
 * How an upstream endpoint is described, once: a resource file declares its
 * endpoints with `defineEndpoints`, keyed `'<method> <path>'` (the key is the
 * only place method and path are written), and everything else is derived from
 * that entry: the SPA's typed call (`callEndpoint`), the sandbox's routes and
 * request validation, the MSW handlers and the OpenAPI documents.
 */
import type { z } from 'zod';
import { BUILDPACK_REGISTRY_BASE, CODE_HOSTING_BASE, PARTNER_API_BASE, PLATFORM_API_BASE } from './client';

/** Where the BFF exposes each upstream API to the SPA (design.md §1). */
const API_BASES = {
  partner: PARTNER_API_BASE,
  platform: PLATFORM_API_BASE,
  registry: BUILDPACK_REGISTRY_BASE,
  codeHosting: CODE_HOSTING_BASE,
} as const;
type ApiName = keyof typeof API_BASES;

export type EndpointMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';
/** `'patch /addons/{slug}'`: the method, then the OpenAPI-style path relative to the API's base. */
type EndpointKey = `${EndpointMethod} /${string}`;

/** What a resource file writes for one endpoint; method and path come from its key. */
interface EndpointSpec {
  /** Which upstream serves it; the entry gets that API's base. */
  api: ApiName;
  summary: string;
  /**
   * Who may call it: any signed-in user, platform admins only (others get 403),
   * or anyone (`public`: no bearer token; the BFF serves it without a session,
   * and the answer must not depend on who asks).
   */
  access: 'user' | 'admin' | 'public';
  /** Success status: 200 unless stated; 204 answers no body (response `z.null()`). */
  status?: 200 | 201 | 204;
  response: z.ZodType;
  request?: z.ZodType;
  /**
   * Wire names of fields whose keys are data, not attributes (a record keyed
   * by plan slug; request parameters as sent): their keys are never converted
   * between snake_case and camelCase.
   */
  dataFields?: readonly string[];
  /** How the request body travels. Default `json`. */
  requestEncoding?: 'json' | 'multipart';
  /**
   * The query string, validated as sent: each parameter name (brackets and
   * all, `in[namespace][]`) with every value it was given, in order, so
   * repeated parameters need no parser convention on either side.
   */
  query?: z.ZodType;
  /** Request headers the operation reads (lowercase names, e.g. `heroku-two-factor-code`); the transports pass only these. */
  requestHeaders?: readonly string[];
  /** Request attributes only platform admins may send; partners get 403 even when sending them by hand. */
  adminOnlyFields?: readonly string[];
}

export interface EndpointDescription extends EndpointSpec {
  method: EndpointMethod;
  /** OpenAPI-style path relative to the API's base, e.g. `/addons/{slug}`. */
  path: `/${string}`;
  /** Same-origin prefix the SPA calls it under, e.g. `/api/v3`. */
  base: (typeof API_BASES)[ApiName];
}

type MethodOf<K> = K extends `${infer M} /${string}` ? (M extends EndpointMethod ? M : never) : never;
type PathOf<K> = K extends `${string} ${infer P extends `/${string}`}` ? P : never;

type EndpointTable<Specs extends Record<EndpointKey, EndpointSpec>> = {
  readonly [K in keyof Specs & EndpointKey]: Specs[K] & {
    method: MethodOf<K>;
    path: PathOf<K>;
    base: (typeof API_BASES)[Specs[K]['api']];
  };
};

export function defineEndpoints<const Specs extends Record<EndpointKey, EndpointSpec>>(specs: Specs): EndpointTable<Specs> {
  const entries = Object.entries(specs).map(([key, spec]) => {
    const [method, path] = key.split(' ');
    return [key, { ...spec, method, path, base: API_BASES[spec.api] }];
  });
  return Object.fromEntries(entries) as EndpointTable<Specs>;
}

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** The resource tables as one; two resources declaring the same key is a mistake, refused at load. */
export function mergeEndpointTables<const Tables extends readonly Readonly<Record<string, EndpointDescription>>[]>(
  ...tables: Tables
): UnionToIntersection<Tables[number]> {
  const merged: Record<string, EndpointDescription> = {};
  for (const table of tables) {
    for (const [key, endpoint] of Object.entries(table)) {
      if (key in merged) throw new Error(`Endpoint ${key} is declared twice`);
      merged[key] = endpoint;
    }
  }
  return merged as UnionToIntersection<Tables[number]>;
}

/** The endpoints of one API, still keyed. */
type ApiTable<T, A extends ApiName> = { readonly [K in keyof T as T[K] extends { api: A } ? K : never]: T[K] };

export function endpointsOf<T extends Readonly<Record<string, EndpointDescription>>, A extends ApiName>(table: T, api: A): ApiTable<T, A> {
  return Object.fromEntries(Object.entries(table).filter(([, endpoint]) => endpoint.api === api)) as ApiTable<T, A>;
}

/** A file part of a multipart request, as the server adapter hands it over. */
export interface UploadedFile {
  filename: string;
  bytes: Uint8Array;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && 'bytes' in value && value.bytes instanceof Uint8Array;
}
