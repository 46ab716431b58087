/**
 * An add-on's features (spec §3 feature): what its plans offer, each with a
 * datatype chosen at creation and locked after. Listed and created on the
 * partner API; changed, deleted and reordered on the platform API (spec §7),
 * like benefits.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints } from './endpoint-table';
import { zodText, type TextRule } from './field-rules';
import './query-meta';
import { useRefreshingMutation } from './refreshing-mutation';
import { reorderSchema, useReorderMutation } from './reorder';

/** Spec §3: "Datatypes are boolean, number, interval (seconds), filesize (bytes) and percentage." */
export const FEATURE_DATATYPE_VALUES = ['boolean', 'number', 'interval', 'filesize', 'percentage'] as const;
export const featureDatatypeSchema = z.enum(FEATURE_DATATYPE_VALUES);

export const featureSchema = z.object({
  id: z.string(),
  name: z.string(),
  datatype: featureDatatypeSchema,
  position: z.number().int().min(0),
});

/** The feature's text fields (spec §5: the name is required), for the contract and the feature form. */
export const featureTextRules = {
  name: { required: true, max: 60 },
} as const satisfies Record<string, TextRule>;

/** The server's answer to a datatype change (spec §5: "Datatype is chosen at creation and locked"). */
export const FEATURE_DATATYPE_LOCKED_ERROR = "can't be changed after the feature is created";

export const featureInputSchema = z
  .object({
    name: zodText(featureTextRules.name),
    datatype: featureDatatypeSchema,
  })
  .strict();

/** A datatype may be sent only unchanged; the sandbox answers a change with 422 on `datatype`. */
export const featurePatchSchema = featureInputSchema.partial().strict();

export type FeatureWire = z.infer<typeof featureSchema>;
export type Feature = Camelized<FeatureWire>;
export type FeatureDatatypeWire = z.infer<typeof featureDatatypeSchema>;
export type FeatureInput = Camelized<z.input<typeof featureInputSchema>>;

const featureList = z.array(featureSchema);

export const featureEndpoints = defineEndpoints({
  'get /addons/{slug}/features': {
    api: 'partner',
    summary: "An add-on's features, by position",
    access: 'user',
    response: featureList,
  },
  'post /addons/{slug}/features': {
    api: 'partner',
    summary: 'Adds a feature at the end of the list; every plan gets an empty offering for it',
    access: 'user',
    status: 201,
    request: featureInputSchema,
    response: featureSchema,
  },
  'patch /addons/{slug}/features/{id}': {
    api: 'platform',
    summary: "Renames a feature (its datatype can't change: 422)",
    access: 'user',
    request: featurePatchSchema,
    response: featureSchema,
  },
  'delete /addons/{slug}/features/{id}': {
    api: 'platform',
    summary: 'Deletes a feature and the offerings of it',
    access: 'user',
    status: 204,
    response: z.null(),
  },
  'put /addons/{slug}/features/order': {
    api: 'platform',
    summary: 'Puts the features in the given order (every id once)',
    access: 'user',
    request: reorderSchema,
    response: featureList,
  },
});

export const featuresKey = (slug: string) => [...addonKey(slug), 'features'] as const;

export const featuresQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: featuresKey(slug),
    queryFn: ({ signal }): Promise<Feature[]> => callEndpoint(featureEndpoints['get /addons/{slug}/features'], { params: { slug }, signal }),
  });

export function useFeatures(slug: string) {
  return useQuery(featuresQueryOptions(slug));
}

// Features change what every plan offers, so a feature write refreshes the whole add-on's records.
export function useCreateFeature(slug: string) {
  return useRefreshingMutation(addonKey(slug), (input: FeatureInput) =>
    callEndpoint(featureEndpoints['post /addons/{slug}/features'], { params: { slug }, body: input }),
  );
}

export function useUpdateFeature(slug: string) {
  return useRefreshingMutation(addonKey(slug), ({ id, changes }: { id: string; changes: Partial<FeatureInput> }) =>
    callEndpoint(featureEndpoints['patch /addons/{slug}/features/{id}'], { params: { slug, id }, body: changes }),
  );
}

export function useDeleteFeature(slug: string) {
  return useRefreshingMutation(addonKey(slug), (id: string) =>
    callEndpoint(featureEndpoints['delete /addons/{slug}/features/{id}'], { params: { slug, id } }),
  );
}

export function useReorderFeatures(slug: string) {
  return useReorderMutation<Feature>(featuresKey(slug), (order) =>
    callEndpoint(featureEndpoints['put /addons/{slug}/features/order'], { params: { slug }, body: { order } }),
  );
}
