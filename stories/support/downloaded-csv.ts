import { expect, waitFor } from 'storybook/test';

/**
 * The file a grid's Export menu downloads, caught where the grid turns it
 * into a download link, so a story can read the CSV a user would get.
 */
export async function downloadedCsv(click: () => Promise<void>): Promise<string> {
  const original = URL.createObjectURL.bind(URL);
  let file: Blob | undefined;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob) file = blob;
    return original(blob);
  };
  try {
    await click();
    await waitFor(() => expect(file).toBeDefined());
  } finally {
    URL.createObjectURL = original;
  }
  return (await file!.text()).replace(/^\uFEFF/, '');
}
