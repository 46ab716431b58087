import Alert from '@mui/material/Alert';
import { useEffect, useRef, useState } from 'react';
import { SHUT_DOWN_READ_ONLY } from '../../domain/shutdown';

/**
 * True once `changeable` has turned false while this page was open, i.e. the
 * add-on was shut down from here, not opened already shut down.
 */
export function useShutDownWhileOpen(changeable: boolean): boolean {
  const [seen, setSeen] = useState(changeable);
  const [shutDownHere, setShutDownHere] = useState(false);
  // Adjusted while rendering (React's pattern for state that follows a prop), so the notice's first render knows.
  if (seen !== changeable) {
    setSeen(changeable);
    if (!changeable) setShutDownHere(true);
  }
  return shutDownHere;
}

/**
 * Settings' notice that a shut-down add-on is shown, not changed. After an
 * admin shuts the add-on down here, the dialog and the section that opened it
 * are gone, so focus would fall to the page body with this notice scrolled
 * out of view at the top (issue 31 item 17): it then takes focus (a
 * programmatic target, tabIndex -1) and is scrolled into view. Opened on an
 * add-on that was already shut down, it leaves focus where it is.
 */
export function ShutDownReadOnlyNotice({ takeFocus }: { takeFocus: boolean }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus || !notice.current) return;
    notice.current.focus({ preventScroll: true });
    notice.current.scrollIntoView({ block: 'center' });
  }, [takeFocus]);
  return (
    <Alert ref={notice} severity="info" tabIndex={-1}>
      {SHUT_DOWN_READ_ONLY}
    </Alert>
  );
}
