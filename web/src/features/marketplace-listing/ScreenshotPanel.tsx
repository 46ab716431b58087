import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { SCREENSHOT_ACCEPT, SCREENSHOT_MAX_BYTES, SCREENSHOTS_MAX, TOO_MANY_SCREENSHOTS } from '../../api/listing-rules';
import { useScreenshots, useUpdateScreenshot, useUploadScreenshot, type Screenshot } from '../../api/screenshots';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { SlidePanel } from '../../components/SlidePanel';
import { listingPaths } from '../../domain/addon-paths';
import { canAddScreenshot } from '../../domain/screenshot-counts';
import { listingMessages } from './listing-messages';
import {
  ALT_TEXT_LABEL,
  ALT_TEXT_MAX,
  altTextChange,
  chosenFileProblem,
  describeFile,
  screenshotEditSchema,
  screenshotEditValues,
  screenshotProblems,
  screenshotUploadSchema,
  type ScreenshotEditValues,
  type ScreenshotUploadValues,
} from './screenshot-form';
import { screenshotCounts } from './screenshot-gallery';
import { ScreenshotImage } from './ScreenshotImage';

const UPLOAD_FORM_ID = 'add-screenshot-form';
const EDIT_FORM_ID = 'edit-screenshot-form';
const MAX_MEGABYTES = SCREENSHOT_MAX_BYTES / (1024 * 1024);

interface PanelStatus {
  severity: 'info' | 'error';
  message: string;
}

function StatusAlert({ status }: { status: unknown }) {
  const panelStatus = status as PanelStatus | undefined;
  if (!panelStatus) return null;
  return (
    <Alert severity={panelStatus.severity} role={panelStatus.severity === 'error' ? 'alert' : 'status'}>
      {panelStatus.message}
    </Alert>
  );
}

/** A refused save keeps every input: `name` and `file` messages on their fields, `base` above the form. */
function showProblems<Values>(error: unknown, helpers: FormikHelpers<Values>) {
  const problems = screenshotProblems(error);
  if (!problems) return;
  helpers.setErrors(problems.fields as never);
  if (problems.other.length > 0) helpers.setStatus({ severity: 'error', message: problems.other.join(' ') } satisfies PanelStatus);
}

function AltTextField({ helperText }: { helperText: string }) {
  const { values, errors, touched, submitCount, handleChange, handleBlur } = useFormikContext<{ name: string }>();
  const error = touched.name || submitCount > 0 ? errors.name : undefined;
  return (
    <TextField
      id="screenshot-alt-text"
      name="name"
      label={ALT_TEXT_LABEL}
      value={values.name}
      onChange={handleChange}
      onBlur={handleBlur}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required
      fullWidth
      multiline
      minRows={2}
      autoComplete="off"
    />
  );
}

const altTextHelp = `What the screenshot shows, for people who cannot see it; at most ${ALT_TEXT_MAX} characters.`;

function useCloseToListing(slug: string) {
  const navigate = useNavigate();
  return () => void navigate(listingPaths.listing(slug));
}

function PanelMessage({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <SlidePanel title={title} onClose={onClose} actions={<Button onClick={onClose}>Close</Button>}>
      {children}
    </SlidePanel>
  );
}

/** `screenshots/new`: at the maximum it says so instead of offering the form (spec §2, §5). */
export function NewScreenshotPanel({ slug }: { slug: string }) {
  const close = useCloseToListing(slug);
  const screenshots = useScreenshots(slug);
  const upload = useUploadScreenshot(slug);

  // While an upload finishes, the refreshed list may already be full: keep the form until the panel closes.
  if (!upload.isPending && !upload.isSuccess) {
    if (screenshots.isPending) {
      return (
        <PanelMessage title="Add Screenshot" onClose={close}>
          <LoadingState label="Loading screenshots…" />
        </PanelMessage>
      );
    }
    if (screenshots.isError) {
      return (
        <PanelMessage title="Add Screenshot" onClose={close}>
          <ErrorState
            message={isApiError(screenshots.error) ? screenshots.error.detail : undefined}
            onRetry={() => void screenshots.refetch()}
          />
        </PanelMessage>
      );
    }
    if (!canAddScreenshot(screenshots.data.length, screenshotCounts)) {
      return (
        <PanelMessage title="Add Screenshot" onClose={close}>
          <Alert severity="info" role="status">
            {TOO_MANY_SCREENSHOTS} The listing already has {SCREENSHOTS_MAX}; delete one to make room for another.
          </Alert>
        </PanelMessage>
      );
    }
  }

  return (
    <Formik<ScreenshotUploadValues>
      initialValues={{ name: '', file: null }}
      validationSchema={screenshotUploadSchema}
      onSubmit={async (values, helpers) => {
        if (!values.file) return;
        helpers.setStatus(undefined);
        try {
          await upload.mutateAsync({ file: values.file, name: values.name.trim() });
          enqueueSnackbar(listingMessages.screenshotAdded, { variant: 'success' });
          close();
        } catch (error) {
          showProblems(error, helpers);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <SlidePanel
          title="Add Screenshot"
          onClose={close}
          actions={
            <>
              <Button onClick={close}>Cancel</Button>
              <Button type="submit" form={UPLOAD_FORM_ID} variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Uploading…' : 'Add Screenshot'}
              </Button>
            </>
          }
        >
          <Form id={UPLOAD_FORM_ID} noValidate>
            <Stack spacing={3}>
              <StatusAlert status={status} />
              <ScreenshotFileField />
              <AltTextField helperText={altTextHelp} />
            </Stack>
          </Form>
        </SlidePanel>
      )}
    </Formik>
  );
}

/**
 * The image of a new screenshot: checked from its own bytes before anything is
 * sent (a wrong file is named with its real type or size), then previewed.
 */
function ScreenshotFileField() {
  const formik = useFormikContext<ScreenshotUploadValues>();
  const inputRef = useRef<HTMLInputElement>(null);
  const helpId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);

  // Each preview URL is given back when another file replaces it or the panel closes.
  useEffect(() => {
    if (!preview) return undefined;
    const { url } = preview;
    return () => URL.revokeObjectURL(url);
  }, [preview]);

  async function choose(file: File | undefined) {
    // The same file can be picked again after a fix.
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
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
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="span">
        Image
      </Typography>
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        onClick={() => inputRef.current?.click()}
        aria-describedby={error ? `${helpId} ${errorId}` : helpId}
        sx={{ alignSelf: 'flex-start' }}
      >
        {preview ? 'Choose another image…' : 'Choose image…'}
      </Button>
      <input
        ref={inputRef}
        type="file"
        name="file"
        accept={SCREENSHOT_ACCEPT}
        hidden
        aria-label="Screenshot image"
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      <FormHelperText id={helpId} sx={{ m: 0 }}>
        {preview ? `Chosen: ${describeFile(preview.file)}. ` : null}
        PNG or JPG, under {MAX_MEGABYTES} MB. It is shown at most 300 pixels high.
      </FormHelperText>
      {error ? (
        <FormHelperText id={errorId} error role="alert" sx={{ m: 0 }}>
          {error}
        </FormHelperText>
      ) : null}
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
    </Stack>
  );
}

/** `screenshots/:screenshotId/edit`: the alt text; an unknown screenshot returns to the listing. */
export function EditScreenshotPanel({ slug }: { slug: string }) {
  const close = useCloseToListing(slug);
  const { screenshotId } = useParams();
  const screenshots = useScreenshots(slug);
  if (screenshots.isPending || screenshots.isError) {
    return (
      <PanelMessage title="Edit Screenshot" onClose={close}>
        {screenshots.isPending ? (
          <LoadingState label="Loading the screenshot…" />
        ) : (
          <ErrorState
            message={isApiError(screenshots.error) ? screenshots.error.detail : undefined}
            onRetry={() => void screenshots.refetch()}
          />
        )}
      </PanelMessage>
    );
  }
  const screenshot = screenshots.data.find((candidate) => candidate.id === screenshotId);
  if (!screenshot) return <Navigate to={listingPaths.listing(slug)} replace />;
  return <EditScreenshotForm slug={slug} screenshot={screenshot} onClose={close} />;
}

function EditScreenshotForm({ slug, screenshot, onClose }: { slug: string; screenshot: Screenshot; onClose: () => void }) {
  const update = useUpdateScreenshot(slug);
  return (
    <Formik<ScreenshotEditValues>
      initialValues={screenshotEditValues(screenshot)}
      validationSchema={screenshotEditSchema}
      onSubmit={async (values, helpers) => {
        const name = altTextChange(screenshot, values);
        if (name === undefined) {
          helpers.setStatus({ severity: 'info', message: listingMessages.noChanges } satisfies PanelStatus);
          return;
        }
        helpers.setStatus(undefined);
        try {
          await update.mutateAsync({ id: screenshot.id, name });
          enqueueSnackbar(listingMessages.screenshotSaved, { variant: 'success' });
          onClose();
        } catch (error) {
          showProblems(error, helpers);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <SlidePanel
          title="Edit Screenshot"
          onClose={onClose}
          actions={
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" form={EDIT_FORM_ID} variant="contained" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Save'}
              </Button>
            </>
          }
        >
          <Form id={EDIT_FORM_ID} noValidate>
            <Stack spacing={3}>
              <StatusAlert status={status} />
              <ScreenshotImage
                screenshot={screenshot}
                sx={{ display: 'block', width: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
              <AltTextField helperText={altTextHelp} />
            </Stack>
          </Form>
        </SlidePanel>
      )}
    </Formik>
  );
}
