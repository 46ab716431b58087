import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { SCREENSHOTS_MAX, SCREENSHOTS_MIN } from '../../api/listing-rules';
import { useDeleteScreenshot, useReorderScreenshots, useScreenshots, type Screenshot } from '../../api/screenshots';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { DragHandle, MoveButton, SortableList, useSortableItem } from '../../components/SortableList';
import { useSavedOrder } from '../../components/use-saved-order';
import { listingPaths } from '../../domain/addon-paths';
import { canAddScreenshot, deletionWarning, galleryNotice } from '../../domain/screenshot-counts';
import { listingMessages } from './listing-messages';
import { screenshotCounts, screenshotDisplaySize } from './screenshot-gallery';
import { ScreenshotImage } from './ScreenshotImage';

/**
 * Screenshots (spec §2, §5): a reorderable gallery of 2 to 5 images, each shown
 * at most 300 px high. Adding is blocked at 5 with the spec's message; fewer
 * than 2 says why the listing is incomplete.
 */
/** `changeable` is false once the add-on is shut down: no Add Screenshot, and the tiles cannot be moved, edited or deleted. */
export function ScreenshotsSection({ slug, changeable = true }: { slug: string; changeable?: boolean }) {
  const screenshots = useScreenshots(slug);
  const remove = useDeleteScreenshot(slug);
  const [deleting, setDeleting] = useState<Screenshot | null>(null);
  const noticeId = useId();
  const addButtonId = useId();
  const focusAddButton = useRef(false);
  const count = screenshots.data?.length;
  const notice = count === undefined ? undefined : galleryNotice(count, screenshotCounts);
  const full = count !== undefined && !canAddScreenshot(count, screenshotCounts);

  useEffect(() => {
    // After a delete the tile that had focus is gone: Add Screenshot takes it, not the page.
    if (deleting || !focusAddButton.current) return;
    focusAddButton.current = false;
    document.getElementById(addButtonId)?.focus();
  }, [deleting, addButtonId]);

  async function confirmDelete(screenshot: Screenshot) {
    try {
      await remove.mutateAsync(screenshot.id);
      enqueueSnackbar(listingMessages.screenshotDeleted, { variant: 'success' });
      focusAddButton.current = true;
      setDeleting(null);
    } catch {
      // The app has flashed the error; the dialog stays so the user can try again or cancel.
    }
  }

  const warning = count === undefined ? undefined : deletionWarning(count, screenshotCounts);
  return (
    <SectionCard
      title="Screenshots"
      description={`${SCREENSHOTS_MIN} to ${SCREENSHOTS_MAX} PNG or JPG images, each under 5 MB, in the order Elements shows them.`}
      action={
        changeable ? (
          <Button
            id={addButtonId}
            component={RouterLink}
            to={listingPaths.newScreenshot(slug)}
            variant="outlined"
            startIcon={<AddIcon />}
            disabled={full}
            aria-describedby={full ? noticeId : undefined}
          >
            Add Screenshot
          </Button>
        ) : undefined
      }
    >
      <QueryState query={screenshots} loadingLabel="Loading screenshots…" loadingMinHeight={120}>
        {(gallery) => (
          <Stack spacing={2}>
            {notice && changeable ? (
              <Alert id={noticeId} severity={notice.kind === 'full' ? 'info' : 'warning'} role="status">
                {notice.message}
                {notice.kind === 'full' ? ' Delete one to make room for another.' : null}
              </Alert>
            ) : null}
            {gallery.length > 0 ? <Gallery slug={slug} screenshots={gallery} onDelete={setDeleting} changeable={changeable} /> : null}
          </Stack>
        )}
      </QueryState>
      {deleting ? (
        <ConfirmDialog
          title="Delete Screenshot"
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete(deleting)}
        >
          Delete the screenshot <strong>{deleting.name}</strong> from the listing? This cannot be undone.
          {warning ? ` ${warning}` : null}
        </ConfirmDialog>
      ) : null}
    </SectionCard>
  );
}

function Gallery({
  slug,
  screenshots,
  onDelete,
  changeable,
}: {
  slug: string;
  screenshots: readonly Screenshot[];
  onDelete: (screenshot: Screenshot) => void;
  changeable: boolean;
}) {
  const order = useSavedOrder(screenshots, 'name', useReorderScreenshots(slug).mutateAsync, listingMessages.screenshotsReordered);

  return (
    <SortableList {...order} noun="screenshot" layout="grid" readOnly={!changeable}>
      <Box
        component="ol"
        aria-label="Screenshots"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
      >
        {screenshots.map((screenshot) => (
          <ScreenshotTile key={screenshot.id} slug={slug} screenshot={screenshot} onDelete={() => onDelete(screenshot)} />
        ))}
      </Box>
    </SortableList>
  );
}

const TILE_MIN_WIDTH_PX = 240;

function ScreenshotTile({ slug, screenshot, onDelete }: { slug: string; screenshot: Screenshot; onDelete: () => void }) {
  const { attachNode, style, isDragging, handle, moveBack, moveForward, readOnly } = useSortableItem(screenshot.id);
  const display = screenshotDisplaySize(screenshot);
  const named = `screenshot “${screenshot.name}”`;
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={attachNode}
      style={style}
      sx={{
        // Room for the tile's buttons even when the image is small.
        width: `min(100%, ${Math.max(display.width, TILE_MIN_WIDTH_PX)}px)`,
        overflow: 'hidden',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        boxShadow: isDragging ? 6 : 0,
      }}
    >
      <ScreenshotImage
        screenshot={screenshot}
        sx={{ display: 'block', width: '100%', maxWidth: display.width, height: 'auto', maxHeight: display.height, mx: 'auto' }}
      />
      {/* The alt text, for sighted editors; assistive technology already has it as the image's name. */}
      <Typography
        aria-hidden="true"
        variant="body2"
        color="text.secondary"
        sx={{ px: 1.5, pt: 1, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {screenshot.name}
      </Typography>
      {readOnly ? (
        <Box sx={{ pb: 1 }} />
      ) : (
        <Stack direction="row" sx={{ px: 0.5, py: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <DragHandle {...handle} label={`Reorder ${named}`} />
          <MoveButton {...moveBack} label={`Move ${named} earlier`} />
          <MoveButton {...moveForward} label={`Move ${named} later`} />
          <Box sx={{ flex: 1 }} />
          <IconButton
            component={RouterLink}
            to={listingPaths.editScreenshot(slug, screenshot.id)}
            aria-label={`Edit alt text of ${named}`}
          >
            <EditIcon />
          </IconButton>
          <IconButton onClick={onDelete} aria-label={`Delete ${named}`}>
            <DeleteIcon />
          </IconButton>
        </Stack>
      )}
    </Paper>
  );
}
