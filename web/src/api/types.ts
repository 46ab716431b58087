/** camelCase types of the contract, as the SPA sees them after the client. */
import type { z } from 'zod';
import type { Camelized } from './case';
import type { AddonSummaryWire, AddonWire, CompanyWire, CurrentUserWire, sessionInfoSchema } from './schemas';

export type { AddonState } from './schemas';
export type SessionInfo = Camelized<z.infer<typeof sessionInfoSchema>>;
export type CurrentUser = Camelized<CurrentUserWire>;
export type AddonSummary = Camelized<AddonSummaryWire>;
export type Addon = Camelized<AddonWire>;
export type Company = Camelized<CompanyWire>;
