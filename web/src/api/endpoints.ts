/**
 * The partner API endpoints this build uses, described once. The sandbox serves
 * them, validates with them and generates its OpenAPI document from this list.
 */
import { z } from 'zod';
import { addonSchema, addonSummarySchema, companySchema, currentUserSchema } from './schemas';

export interface EndpointDescription {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** OpenAPI-style path relative to /api/v3, e.g. `/addons/{slug}`. */
  path: string;
  summary: string;
  /** Who may call it: any signed-in user, or platform admins only (others get 403). */
  access: 'user' | 'admin';
  response: z.ZodType;
  request?: z.ZodType;
}

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
    method: 'get',
    path: '/companies/{id}',
    summary: "A company; partners see only their own (404 otherwise)",
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
