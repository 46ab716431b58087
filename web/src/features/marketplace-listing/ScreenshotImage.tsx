import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { Screenshot } from '../../api/screenshots';
import { screenshotSrcSet } from './screenshot-gallery';

/**
 * A stored screenshot: the medium size, the retina size for 2x screens, and the
 * record's own width and height so the browser reserves its space before the
 * image arrives. Its name is its alt text.
 */
export function ScreenshotImage({ screenshot, sx }: { screenshot: Screenshot; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="img"
      src={screenshot.mediumUrl}
      srcSet={screenshotSrcSet(screenshot)}
      width={screenshot.width}
      height={screenshot.height}
      alt={screenshot.name}
      sx={sx}
    />
  );
}
