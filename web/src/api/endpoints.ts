/**
 * The upstream endpoints this build uses, described once. The sandbox serves
 * them, validates with them and generates its OpenAPI documents from these lists.
 */
import { z } from 'zod';
import {
  addonPatchSchema,
  addonSchema,
  addonSummarySchema,
  benefitInputSchema,
  benefitPatchSchema,
  benefitSchema,
  categorySchema,
  companySchema,
  currentUserSchema,
  documentationSchema,
  reorderSchema,
  screenshotPatchSchema,
  screenshotSchema,
  screenshotUploadSchema,
} from './schemas';

export interface EndpointDescription {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  /** OpenAPI-style path relative to the API's base, e.g. `/addons/{slug}`. */
  path: string;
  summary: string;
  /** Who may call it: any signed-in user, or platform admins only (others get 403). */
  access: 'user' | 'admin';
  /** Success status: 200 unless stated; 204 answers no body. */
  status?: 200 | 201 | 204;
  response: z.ZodType;
  request?: z.ZodType;
  /** How the request body travels. Default `json`. */
  requestEncoding?: 'json' | 'multipart';
  /** Request attributes only platform admins may send; partners get 403 even when sending them by hand. */
  adminOnlyFields?: readonly string[];
}

const noContent = z.null();

export const partnerApiEndpoints = [
  {
    method: 'get',
    path: '/current_user',
    summary: 'The signed-in user, with their company',
    access: 'user',
    response: currentUserSchema,
  },
  {
    method: 'get',
    path: '/addons',
    summary: 'All add-ons of every company (platform admins only)',
    access: 'admin',
    response: z.array(addonSummarySchema),
  },
  {
    method: 'get',
    path: '/addons/{slug}',
    summary: "One add-on; partners see only their own company's (404 otherwise)",
    access: 'user',
    response: addonSchema,
  },
  {
    method: 'patch',
    path: '/addons/{slug}',
    summary: 'Changes the listing attributes sent (only those); category and buttons are for platform admins',
    access: 'user',
    request: addonPatchSchema,
    adminOnlyFields: ['category', 'buttons'],
    response: addonSchema,
  },
  {
    method: 'get',
    path: '/addons/{slug}/benefits',
    summary: "An add-on's benefits, in listing order",
    access: 'user',
    response: z.array(benefitSchema),
  },
  {
    method: 'post',
    path: '/addons/{slug}/benefits',
    summary: 'Adds a benefit at the end of the list',
    access: 'user',
    status: 201,
    request: benefitInputSchema,
    response: benefitSchema,
  },
  {
    method: 'get',
    path: '/addons/{slug}/screenshots',
    summary: "An add-on's screenshots, in gallery order",
    access: 'user',
    response: z.array(screenshotSchema),
  },
  {
    method: 'post',
    path: '/addons/{slug}/screenshots',
    summary: 'Uploads a screenshot (multipart: file, name); PNG or JPEG under 5 MB, at most 5 per add-on',
    access: 'user',
    status: 201,
    request: screenshotUploadSchema,
    requestEncoding: 'multipart',
    response: screenshotSchema,
  },
  {
    method: 'get',
    path: '/addons/{slug}/documentations',
    summary: "The state of the add-on's developer documentation",
    access: 'user',
    response: documentationSchema,
  },
  {
    method: 'get',
    path: '/categories',
    summary: 'Every marketplace category, in display order',
    access: 'user',
    response: z.array(categorySchema),
  },
  {
    method: 'get',
    path: '/companies/{id}',
    summary: 'A company; partners see only their own (404 otherwise)',
    access: 'user',
    response: companySchema,
  },
  {
    method: 'get',
    path: '/companies/{id}/addons',
    summary: "A company's add-ons; partners see only their own company's (404 otherwise)",
    access: 'user',
    response: z.array(addonSummarySchema),
  },
  {
    method: 'get',
    path: '/users/{email}/addons',
    summary: "The add-ons of a user's company, looked up by e-mail (platform admins only)",
    access: 'admin',
    response: z.array(addonSummarySchema),
  },
] as const satisfies readonly EndpointDescription[];

/**
 * The platform API's record updates (spec §7 "Other platform API calls":
 * benefit and screenshot updates, deletes and reorders). It wants its own
 * versioned Accept header, which the BFF adds.
 */
export const platformApiEndpoints = [
  {
    method: 'patch',
    path: '/addons/{slug}/benefits/{id}',
    summary: 'Changes a benefit',
    access: 'user',
    request: benefitPatchSchema,
    response: benefitSchema,
  },
  {
    method: 'delete',
    path: '/addons/{slug}/benefits/{id}',
    summary: 'Deletes a benefit',
    access: 'user',
    status: 204,
    response: noContent,
  },
  {
    method: 'put',
    path: '/addons/{slug}/benefits/order',
    summary: 'Puts the benefits in the given order (every id once)',
    access: 'user',
    request: reorderSchema,
    response: z.array(benefitSchema),
  },
  {
    method: 'patch',
    path: '/addons/{slug}/screenshots/{id}',
    summary: "Changes a screenshot's alt text",
    access: 'user',
    request: screenshotPatchSchema,
    response: screenshotSchema,
  },
  {
    method: 'delete',
    path: '/addons/{slug}/screenshots/{id}',
    summary: 'Deletes a screenshot',
    access: 'user',
    status: 204,
    response: noContent,
  },
  {
    method: 'put',
    path: '/addons/{slug}/screenshots/order',
    summary: 'Puts the screenshots in the given order (every id once)',
    access: 'user',
    request: reorderSchema,
    response: z.array(screenshotSchema),
  },
] as const satisfies readonly EndpointDescription[];
