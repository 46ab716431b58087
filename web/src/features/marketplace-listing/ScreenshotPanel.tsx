import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { enqueueSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { SCREENSHOTS_MAX, TOO_MANY_SCREENSHOTS } from '../../api/listing-rules';
import { useScreenshots, useUpdateScreenshot, useUploadScreenshot, type Screenshot } from '../../api/screenshots';
import { FormPanel } from '../../components/FormPanel';
import { FormTextField } from '../../components/FormTextField';
import { QueryState } from '../../components/QueryState';
import { SlidePanel } from '../../components/SlidePanel';
import { listingPaths } from '../../domain/addon-paths';
import { canAddScreenshot } from '../../domain/screenshot-counts';
import { listingMessages } from './listing-messages';
import {
  ALT_TEXT_LABEL,
  ALT_TEXT_MAX,
  altTextChange,
  screenshotEditFields,
  screenshotEditSchema,
  screenshotEditValues,
  screenshotUploadFields,
  screenshotUploadSchema,
  type ScreenshotEditValues,
  type ScreenshotUploadValues,
} from './screenshot-form';
import { screenshotCounts } from './screenshot-gallery';
import { ScreenshotFileField } from './ScreenshotFileField';
import { ScreenshotImage } from './ScreenshotImage';
import { leavePanel } from '../../components/leave-panel';

function AltTextField() {
  return (
    <FormTextField
      id="screenshot-alt-text"
      name="name"
      label={ALT_TEXT_LABEL}
      helperText={`What the screenshot shows, for people who cannot see it; at most ${ALT_TEXT_MAX} characters.`}
      required
      fullWidth
      multiline
      minRows={2}
      autoComplete="off"
    />
  );
}

function useCloseToListing(slug: string) {
  const navigate = useNavigate();
  return () => void navigate(listingPaths.listing(slug), leavePanel());
}

/** A panel that says something instead of offering its form (loading, failed, no room). */
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
    if (!screenshots.isSuccess) {
      return (
        <PanelMessage title="Add Screenshot" onClose={close}>
          <QueryState query={screenshots} loadingLabel="Loading screenshots…" />
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
    <FormPanel<ScreenshotUploadValues>
      title="Add Screenshot"
      initialValues={{ name: '', file: null }}
      validationSchema={screenshotUploadSchema}
      fields={screenshotUploadFields}
      submitLabel="Add Screenshot"
      submittingLabel="Uploading…"
      onClose={close}
      onSubmit={async (values) => {
        if (!values.file) return;
        await upload.mutateAsync({ file: values.file, name: values.name.trim() });
        enqueueSnackbar(listingMessages.screenshotAdded, { variant: 'success' });
        close();
      }}
    >
      <ScreenshotFileField />
      <AltTextField />
    </FormPanel>
  );
}

/** `screenshots/:screenshotId/edit`: the alt text; an unknown screenshot returns to the listing. */
export function EditScreenshotPanel({ slug }: { slug: string }) {
  const close = useCloseToListing(slug);
  const { screenshotId } = useParams();
  const screenshots = useScreenshots(slug);
  if (!screenshots.isSuccess) {
    return (
      <PanelMessage title="Edit Screenshot" onClose={close}>
        <QueryState query={screenshots} loadingLabel="Loading the screenshot…" />
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
    <FormPanel<ScreenshotEditValues>
      title="Edit Screenshot"
      initialValues={screenshotEditValues(screenshot)}
      validationSchema={screenshotEditSchema}
      fields={screenshotEditFields}
      submitLabel="Save"
      onClose={onClose}
      onSubmit={async (values) => {
        const name = altTextChange(screenshot, values);
        if (name === undefined) return { notice: listingMessages.noChanges };
        await update.mutateAsync({ id: screenshot.id, name });
        enqueueSnackbar(listingMessages.screenshotSaved, { variant: 'success' });
        onClose();
      }}
    >
      <ScreenshotImage
        screenshot={screenshot}
        sx={{ display: 'block', width: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
      <AltTextField />
    </FormPanel>
  );
}
