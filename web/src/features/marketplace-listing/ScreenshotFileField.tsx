import Box from '@mui/material/Box';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { SCREENSHOT_ACCEPT, SCREENSHOT_MAX_BYTES } from '../../api/listing-rules';
import { FileField } from '../../components/FileField';
import { chosenFileProblem, describeFile, type ScreenshotUploadValues } from './screenshot-form';

const MAX_MEGABYTES = SCREENSHOT_MAX_BYTES / (1024 * 1024);

/**
 * The image of a new screenshot: checked from its own bytes before anything is
 * sent (a wrong file is named with its real type or size), then previewed.
 */
export function ScreenshotFileField() {
  const formik = useFormikContext<ScreenshotUploadValues>();
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  // Each preview URL is given back when another file replaces it or the panel closes.
  useEffect(() => {
    if (!preview) return undefined;
    const { url } = preview;
    return () => URL.revokeObjectURL(url);
  }, [preview]);

  async function choose(file: File) {
    const found = await chosenFileProblem(file);
    setProblem(found);
    if (found) {
      setPreview(null);
      await formik.setFieldValue('file', null, false);
    } else {
      setPreview({ file, url: URL.createObjectURL(file) });
      await formik.setFieldValue('file', file, true);
    }
    void formik.setFieldTouched('file', true, false);
  }

  const formikError = formik.touched.file || formik.submitCount > 0 ? formik.errors.file : undefined;
  const error = problem ?? (typeof formikError === 'string' ? formikError : undefined);
  const altText = formik.values.name.trim();

  return (
    <FileField
      label="Image"
      buttonLabel={preview ? 'Choose another image…' : 'Choose image…'}
      inputLabel="Screenshot image"
      name="file"
      accept={SCREENSHOT_ACCEPT}
      help={
        <>
          {preview ? `Chosen: ${describeFile(preview.file)}. ` : null}
          PNG or JPG, under {MAX_MEGABYTES} MB. It is shown at most 300 pixels high.
        </>
      }
      error={error}
      onFile={(file) => void choose(file)}
    >
      {preview ? (
        <Box
          component="img"
          src={preview.url}
          alt={altText ? `Preview: ${altText}` : `Preview of ${preview.file.name}`}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 300,
            width: 'auto',
            height: 'auto',
            alignSelf: 'flex-start',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      ) : null}
    </FileField>
  );
}
