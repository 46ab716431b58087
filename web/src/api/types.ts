/** camelCase types of the contract, as the SPA sees them after the client. */
import type { z } from 'zod';
import type { Camelized } from './case';
import type {
  AddonPatchWire,
  AddonSummaryWire,
  AddonWire,
  BenefitWire,
  CategoryWire,
  CompanyWire,
  CurrentUserWire,
  DocumentationWire,
  ScreenshotWire,
  sessionInfoSchema,
} from './schemas';

export type { AddonState, Generation, Language } from './schemas';
export type SessionInfo = Camelized<z.infer<typeof sessionInfoSchema>>;
export type CurrentUser = Camelized<CurrentUserWire>;
export type AddonSummary = Camelized<AddonSummaryWire>;
export type Addon = Camelized<AddonWire>;
export type Company = Camelized<CompanyWire>;
export type AddonPatch = Camelized<AddonPatchWire>;
export type Benefit = Camelized<BenefitWire>;
export type Screenshot = Camelized<ScreenshotWire>;
export type Documentation = Camelized<DocumentationWire>;
export type Category = Camelized<CategoryWire>;
