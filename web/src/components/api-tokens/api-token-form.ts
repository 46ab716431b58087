/**
 * The personal API token form (issue 35 §4): its values and Yup rules, built
 * from the contract's own rule for the name and its lists of scopes and
 * expiries, so the form refuses what the server would and nothing else.
 */
import * as yup from 'yup';
import { API_TOKEN_EXPIRY_DAYS, API_TOKEN_NAME_RULE, API_TOKEN_SCOPES, type ApiTokenExpiryDays, type ApiTokenInput, type ApiTokenScope } from '../../api/api-tokens';
import { yupText } from '../../api/yup-rules';

export interface ApiTokenFormValues {
  name: string;
  scopes: ApiTokenScope[];
  /** `''` until one is chosen: there is no default, the expiry is a decision. */
  expiresInDays: ApiTokenExpiryDays | '';
}

export const apiTokenFormFields = ['name', 'scopes', 'expiresInDays'] as const satisfies readonly (keyof ApiTokenFormValues)[];

export const initialApiTokenValues: ApiTokenFormValues = { name: '', scopes: [], expiresInDays: '' };

export const EXPIRY_REQUIRED = 'Choose when the token expires';

export const apiTokenFormSchema = yup.object({
  name: yupText(API_TOKEN_NAME_RULE),
  scopes: yup.array(yup.string().oneOf(API_TOKEN_SCOPES).required()).min(1, 'Choose at least one scope'),
  expiresInDays: yup.mixed<ApiTokenExpiryDays | ''>().oneOf([...API_TOKEN_EXPIRY_DAYS], EXPIRY_REQUIRED).required(EXPIRY_REQUIRED),
});

/** What is sent: the trimmed name, the scopes in the table's order. Only called on values the schema passed. */
export function apiTokenInput(values: ApiTokenFormValues): ApiTokenInput {
  if (values.expiresInDays === '') throw new Error(EXPIRY_REQUIRED);
  return { name: values.name.trim(), scopes: API_TOKEN_SCOPES.filter((scope) => values.scopes.includes(scope)), expiresInDays: values.expiresInDays };
}
