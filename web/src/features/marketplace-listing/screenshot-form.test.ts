import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { formProblems } from '../../api/form-errors';
import { SCREENSHOT_MAX_BYTES } from '../../api/listing-rules';
import type { Screenshot } from '../../api/screenshots';
import {
  altTextChange,
  chosenFileProblem,
  describeFile,
  NO_FILE_MESSAGE,
  screenshotEditSchema,
  screenshotUploadFields,
  screenshotUploadSchema,
} from './screenshot-form';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

function fileOf(prefix: number[], size: number, name = 'shot.png'): File {
  const bytes = new Uint8Array(size);
  bytes.set(prefix);
  return new File([bytes], name);
}

async function problemsOf(schema: typeof screenshotUploadSchema | typeof screenshotEditSchema, values: unknown) {
  return schema
    .validate(values, { abortEarly: false })
    .then(() => [])
    .catch((error: { inner: { path: string; message: string }[] }) => error.inner.map(({ path, message }) => [path, message]));
}

const screenshot = { id: 's1', name: 'Dashboard with replication lag' } as Screenshot;

describe('screenshot forms', () => {
  it('require alternative text of at most 200 characters and, for an upload, a file', async () => {
    expect(await problemsOf(screenshotUploadSchema, { name: ' ', file: null })).toEqual([
      ['name', "can't be blank"],
      ['file', NO_FILE_MESSAGE],
    ]);
    expect(await problemsOf(screenshotEditSchema, { name: 'x'.repeat(201) })).toEqual([['name', 'is too long (at most 200 characters)']]);
    expect(await problemsOf(screenshotUploadSchema, { name: 'Dashboard', file: fileOf(PNG, 64) })).toEqual([]);
  });

  it('sends the alt text only when it changed, trimmed', () => {
    expect(altTextChange(screenshot, { name: ' Dashboard with replication lag ' })).toBeUndefined();
    expect(altTextChange(screenshot, { name: ' Replication lag per replica ' })).toBe('Replication lag per replica');
  });

  it('checks a chosen file from its bytes and names its real type or size', async () => {
    expect(await chosenFileProblem(fileOf(PNG, 1024))).toBeUndefined();
    expect(await chosenFileProblem(fileOf(GIF, 1024, 'shot.png'))).toBe('A screenshot must be a PNG or JPG image; this is a GIF image.');
    expect(await chosenFileProblem(fileOf(PNG, SCREENSHOT_MAX_BYTES + 1024 * 1024))).toBe(
      'A screenshot must be under 5.0 MB; this one is 6.0 MB.',
    );
  });

  it('describes a chosen file by name and size', () => {
    expect(describeFile({ name: 'a.png', size: 300 })).toBe('a.png, 1 KB');
    expect(describeFile({ name: 'b.jpg', size: 250 * 1024 })).toBe('b.jpg, 250 KB');
    expect(describeFile({ name: 'c.png', size: 1.5 * 1024 * 1024 })).toBe('c.png, 1.5 MB');
  });

  it('puts a refused upload’s file and alt-text messages on their fields and a full gallery above them', () => {
    const error = new ApiError({
      status: 422,
      fieldErrors: { file: ['The image could not be read.'], name: ["can't be blank"], base: ['You cannot add anymore screenshots.'] },
    });
    expect(formProblems(error, screenshotUploadFields)).toEqual({
      fields: { file: 'The image could not be read.', name: "can't be blank" },
      other: ['You cannot add anymore screenshots.'],
    });
  });
});
