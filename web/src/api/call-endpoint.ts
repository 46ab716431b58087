/**
 * The SPA's one way to call an upstream endpoint: by its entry in the endpoint
 * table, so a path, method or schema is never typed twice. Path parameters are
 * typed from the `{name}` placeholders and URL-encoded; the body is typed from
 * the request schema (camelCase, or the multipart fields with browser files);
 * the answer is the response schema's output, camelCase (`null` for a 204).
 */
import type { z } from 'zod';
import type { Camelized } from './case';
import { apiRequest, type HttpMethod } from './client';
import type { EndpointDescription, UploadedFile } from './endpoint-table';
import type { ContractEndpoint } from './endpoints';

type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** `{ slug: string; id: string }` for `/addons/{slug}/benefits/{id}`. */
type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string };

/** Multipart fields keep the wire's names; where the server receives an `UploadedFile`, the SPA sends a `File`. */
type MultipartBody<Input> = { [Field in keyof Input]: Input[Field] extends UploadedFile ? File : Input[Field] };

/** What the SPA sends to an endpoint (`never` when it takes no body). */
type EndpointBody<E> = E extends { request: infer Request extends z.ZodType }
  ? E extends { requestEncoding: 'multipart' }
    ? MultipartBody<z.input<Request>>
    : Camelized<z.input<Request>>
  : never;

/** What an endpoint answers, as the SPA sees it. */
type EndpointResult<E extends EndpointDescription> = Camelized<z.output<E['response']>>;

type ParamsOption<E extends EndpointDescription> = [ParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<E['path']> };
type BodyOption<E> = [EndpointBody<E>] extends [never] ? { body?: undefined } : { body: EndpointBody<E> };

/** Query parameters by wire name (`in[namespace][]`); an array repeats the name, once per value, in order. */
export type QueryValues = Readonly<Record<string, string | readonly string[] | undefined>>;

type CallOptions<E extends EndpointDescription> = ParamsOption<E> &
  BodyOption<E> & {
    signal?: AbortSignal | undefined;
    query?: QueryValues;
    /** Extra request headers, e.g. `Heroku-Two-Factor-Code` on a registry write, `Range` on a list. */
    headers?: Readonly<Record<string, string>>;
    /** Given the answer's headers when it succeeds (a list page's `Next-Range`). */
    readHeaders?: (headers: Headers) => void;
  };

/** The options may be left out when the endpoint needs neither parameters nor a body. */
type OptionsArgument<E extends EndpointDescription> =
  Partial<CallOptions<E>> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** `/addons/{slug}` with `{ slug: 'a/b' }` → `/addons/a%2Fb` */
function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(value);
  });
}

/** `{a: ['1', '2'], b: 'x'}` → `?a=1&a=2&b=x` (nothing for no values). */
export function queryString(query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : (value ?? [])) search.append(name, item);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function toFormData(body: Readonly<Record<string, unknown>>): FormData {
  const formData = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value instanceof File) formData.set(field, value, value.name);
    else formData.set(field, String(value));
  }
  return formData;
}

/** `plan_overrides` → `planOverrides` */
function camelCaseName(wire: string): string {
  return wire.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * Calls `endpoint` through the BFF. Only endpoints of the contract table
 * (endpoints.ts) are accepted, so one the sandbox does not serve cannot be called.
 */
export function callEndpoint<E extends ContractEndpoint>(endpoint: E, ...[options]: OptionsArgument<E>): Promise<EndpointResult<E>> {
  const description: EndpointDescription = endpoint;
  const { params, body, signal, query, headers, readHeaders } = (options ?? {}) as {
    params?: Readonly<Record<string, string>>;
    body?: Readonly<Record<string, unknown>>;
    signal?: AbortSignal | undefined;
    query?: QueryValues;
    headers?: Readonly<Record<string, string>>;
    readHeaders?: (headers: Headers) => void;
  };
  const sent = body === undefined ? {} : description.requestEncoding === 'multipart' ? { formData: toFormData(body) } : { body };
  const dataFields = description.dataFields ? { wire: description.dataFields, camel: description.dataFields.map(camelCaseName) } : undefined;
  return apiRequest({
    path: description.base + fillPath(description.path, params) + queryString(query),
    ...(headers ? { headers } : {}),
    ...(readHeaders ? { readHeaders } : {}),
    dataFields,
    method: description.method.toUpperCase() as HttpMethod,
    schema: description.response,
    ...sent,
    signal,
  }) as Promise<EndpointResult<E>>;
}
