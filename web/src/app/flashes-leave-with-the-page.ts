import { closeSnackbar, type SnackbarKey } from 'notistack';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { flashLeavesWithPage, flashPageOf } from '../domain/flash-page';

/** When each flash on screen was raised (FlashMessage records itself while shown). */
const raisedAt = new Map<SnackbarKey, number>();

export function rememberFlash(id: SnackbarKey): () => void {
  raisedAt.set(id, Date.now());
  return () => raisedAt.delete(id);
}

/**
 * Flash messages leave with the page (issue 21 item 3): going to another page
 * closes what the old one said, even an error waiting to be dismissed — except
 * a flash raised by the very action that moved on (`flashLeavesWithPage`).
 * Rendered under the router (FlashMessages), once per app.
 */
export function useFlashesLeaveWithThePage(): void {
  const page = flashPageOf(useLocation().pathname);
  const previous = useRef(page);
  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const now = Date.now();
    for (const [id, at] of raisedAt) if (flashLeavesWithPage(at, now)) closeSnackbar(id);
  }, [page]);
}
