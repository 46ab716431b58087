/** GET /api/v3/countries (spec §7 "Lists"): the names the company form's Country offers. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import './query-meta';

export const countrySchema = z.object({ name: z.string().min(1) });

export type CountryWire = z.infer<typeof countrySchema>;
export type Country = Camelized<CountryWire>;

export const countryEndpoints = defineEndpoints({
  'get /countries': {
    api: 'partner',
    summary: 'Every country, by name',
    access: 'user',
    response: z.array(countrySchema),
  },
});

export const countriesKey = () => ['countries'] as const;

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: countriesKey(),
    queryFn: ({ signal }): Promise<Country[]> => callEndpoint(countryEndpoints['get /countries'], { signal }),
    // The list of the world's countries does not change while someone fills in a form.
    staleTime: Infinity,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
