/**
 * An add-on's screenshots (spec §3 screenshot, §5): listed and uploaded
 * (multipart) on the partner API; alt-text edits, deletes and reorders on the
 * platform API (spec §7).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { addonKey } from './addon-key';
import { callEndpoint } from './call-endpoint';
import type { Camelized } from './case';
import { defineEndpoints, isUploadedFile, type UploadedFile } from './endpoint-table';
import { zodText, type TextRule } from './field-rules';
import { screenshotProblem } from './listing-rules';
import './query-meta';
import { useRefreshingMutation } from './refreshing-mutation';
import { reorderSchema, useReorderMutation } from './reorder';
import { imageUrlSchema } from './url-schemas';

export const screenshotSchema = z.object({
  id: z.string(),
  /** Alt text. */
  name: z.string(),
  position: z.number().int().min(0),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  original_url: imageUrlSchema,
  retina_url: imageUrlSchema,
  medium_url: imageUrlSchema,
  thumb_url: imageUrlSchema,
});

/** The alt text (`name` on the wire), sent with the upload and when edited; for the contract and the screenshot forms. */
export const screenshotTextRules = {
  name: { required: true, max: 200 },
} as const satisfies Record<string, TextRule>;

const altText = zodText(screenshotTextRules.name);

export const screenshotPatchSchema = z.object({ name: altText }).strict();

/** POST /addons/{slug}/screenshots, multipart: the image (`file`) and its alt text (`name`). */
export const screenshotUploadSchema = z
  .object({
    name: altText,
    file: z.custom<UploadedFile>(isUploadedFile, 'must be an image file').superRefine((file, context) => {
      const problem = screenshotProblem(file.bytes);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  })
  .strict();

export type ScreenshotWire = z.infer<typeof screenshotSchema>;
export type Screenshot = Camelized<ScreenshotWire>;

const screenshotList = z.array(screenshotSchema);

export const screenshotEndpoints = defineEndpoints({
  'get /addons/{slug}/screenshots': {
    api: 'partner',
    summary: "An add-on's screenshots, in gallery order",
    access: 'user',
    response: screenshotList,
  },
  'post /addons/{slug}/screenshots': {
    api: 'partner',
    summary: 'Uploads a screenshot (multipart: file, name); PNG or JPEG under 5 MB, at most 5 per add-on',
    access: 'user',
    status: 201,
    request: screenshotUploadSchema,
    requestEncoding: 'multipart',
    response: screenshotSchema,
  },
  'patch /addons/{slug}/screenshots/{id}': {
    api: 'platform',
    summary: "Changes a screenshot's alt text",
    access: 'user',
    request: screenshotPatchSchema,
    response: screenshotSchema,
  },
  'delete /addons/{slug}/screenshots/{id}': {
    api: 'platform',
    summary: 'Deletes a screenshot',
    access: 'user',
    status: 204,
    response: z.null(),
  },
  'put /addons/{slug}/screenshots/order': {
    api: 'platform',
    summary: 'Puts the screenshots in the given order (every id once)',
    access: 'user',
    request: reorderSchema,
    response: screenshotList,
  },
});

export const screenshotsKey = (slug: string) => [...addonKey(slug), 'screenshots'] as const;

export const screenshotsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: screenshotsKey(slug),
    queryFn: ({ signal }): Promise<Screenshot[]> =>
      callEndpoint(screenshotEndpoints['get /addons/{slug}/screenshots'], { params: { slug }, signal }),
  });

export function useScreenshots(slug: string) {
  return useQuery(screenshotsQueryOptions(slug));
}

export function useUploadScreenshot(slug: string) {
  return useRefreshingMutation(screenshotsKey(slug), ({ file, name }: { file: File; name: string }) =>
    callEndpoint(screenshotEndpoints['post /addons/{slug}/screenshots'], { params: { slug }, body: { name, file } }),
  );
}

export function useUpdateScreenshot(slug: string) {
  return useRefreshingMutation(screenshotsKey(slug), ({ id, name }: { id: string; name: string }) =>
    callEndpoint(screenshotEndpoints['patch /addons/{slug}/screenshots/{id}'], { params: { slug, id }, body: { name } }),
  );
}

export function useDeleteScreenshot(slug: string) {
  return useRefreshingMutation(screenshotsKey(slug), (id: string) =>
    callEndpoint(screenshotEndpoints['delete /addons/{slug}/screenshots/{id}'], { params: { slug, id } }),
  );
}

export function useReorderScreenshots(slug: string) {
  return useReorderMutation<Screenshot>(screenshotsKey(slug), (order) =>
    callEndpoint(screenshotEndpoints['put /addons/{slug}/screenshots/order'], { params: { slug }, body: { order } }),
  );
}
