/**
 * The screenshot forms (spec §3 screenshot, §5): the alternative text (`name`
 * on the wire, required, at most 200 characters) and, for a new screenshot,
 * the image file, checked from its own bytes before anything is sent.
 */
import * as yup from 'yup';
import { screenshotProblem } from '../../api/listing-rules';
import { screenshotTextRules, type Screenshot } from '../../api/screenshots';
import { yupText } from '../../api/yup-rules';

export const ALT_TEXT_MAX = screenshotTextRules.name.max;
export const ALT_TEXT_LABEL = 'Alternative text';
export const NO_FILE_MESSAGE = 'Choose a PNG or JPG image to upload.';

export type ScreenshotUploadValues = {
  name: string;
  file: File | null;
};

export type ScreenshotEditValues = {
  name: string;
};

/** The contract's rule for the alt text (api/screenshots.ts), as Yup. */
const altText = yupText(screenshotTextRules.name);

export const screenshotUploadSchema = yup.object({
  name: altText,
  file: yup
    .mixed<File>()
    .nullable()
    .test('chosen', NO_FILE_MESSAGE, (file) => file != null),
});

export const screenshotEditSchema = yup.object({ name: altText });

export function screenshotEditValues(screenshot: Screenshot): ScreenshotEditValues {
  return { name: screenshot.name };
}

/** The new alt text, trimmed, or `undefined` when it did not change. */
export function altTextChange(screenshot: Screenshot, values: ScreenshotEditValues): string | undefined {
  const name = values.name.trim();
  return name === screenshot.name ? undefined : name;
}

/** Why the chosen file cannot be a screenshot (its real type, its size), or `undefined`. */
export async function chosenFileProblem(file: Blob): Promise<string | undefined> {
  return screenshotProblem(new Uint8Array(await file.arrayBuffer()));
}

/** "diagram.png, 1.2 MB" */
export function describeFile(file: { name: string; size: number }): string {
  const size = file.size < 1024 * 1024 ? `${Math.max(1, Math.round(file.size / 1024))} KB` : `${(file.size / (1024 * 1024)).toFixed(1)} MB`;
  return `${file.name}, ${size}`;
}

/** The fields a refused save may name (their messages go on them); `base`, e.g. a full gallery, goes above the form. */
export const screenshotUploadFields = ['name', 'file'] as const satisfies readonly (keyof ScreenshotUploadValues)[];
export const screenshotEditFields = ['name'] as const satisfies readonly (keyof ScreenshotEditValues)[];
