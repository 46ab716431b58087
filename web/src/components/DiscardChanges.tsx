import { useCallback, useContext, useRef, useState, type ReactNode, type RefObject } from 'react';
import { UNSAFE_DataRouterContext, useBeforeUnload, useBlocker, type BlockerFunction } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';
import { mustAskBeforeLeaving } from './leave-rule';

/** What a question about unsaved changes says. */
export interface DiscardChangesText {
  title: string;
  body: string;
  keepEditing: string;
  discard: string;
}

/** What the question says (issue 21 item 4). */
export const discardChangesText = {
  title: 'Discard changes?',
  body: 'What you changed in this panel has not been saved. Discard it and close the panel?',
  keepEditing: 'Keep editing',
  discard: 'Discard',
} as const satisfies DiscardChangesText;

interface GuardProps {
  /** The form holds changes that are not saved. */
  dirty: boolean;
  /** Cancel, Escape, the backdrop or the close button asked to close a panel with changes. */
  asking: boolean;
  /** True while a save or a discard leaves the panel: the navigation it makes is its own, not a loss. */
  leavingRef: RefObject<boolean>;
  onKeepEditing: () => void;
  onDiscard: () => void;
  /** The panel's question unless told otherwise (a full-page form asks about leaving the page). */
  text?: DiscardChangesText;
}

function DiscardChangesDialog({ open, text, onKeepEditing, onDiscard }: { open: boolean; text: DiscardChangesText; onKeepEditing: () => void; onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title={text.title}
      confirmLabel={text.discard}
      cancelLabel={text.keepEditing}
      destructive
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    >
      {text.body}
    </ConfirmDialog>
  );
}

/**
 * A routed panel (most are: `…/edit`, `…/new`) also asks when the address
 * changes under it — the browser's Back, a link, a redirect — since that
 * unmounts it as surely as Cancel. `useBlocker` needs a data router.
 */
function RoutedGuard({ dirty, asking, leavingRef, onKeepEditing, onDiscard, text = discardChangesText }: GuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      mustAskBeforeLeaving({ dirty, leaving: leavingRef.current, from: currentLocation.pathname, to: nextLocation.pathname }),
    [dirty, leavingRef],
  );
  const blocker = useBlocker(shouldBlock);
  const blocked = blocker.state === 'blocked';
  return (
    <DiscardChangesDialog
      open={asking || blocked}
      text={text}
      onKeepEditing={() => {
        if (blocked) blocker.reset();
        onKeepEditing();
      }}
      onDiscard={() => {
        if (!blocked) return onDiscard();
        leavingRef.current = true;
        blocker.proceed();
      }}
    />
  );
}

/**
 * Closing or reloading the tab loses the changes as surely as Cancel: the
 * browser's own "Leave site?" asks (it shows no text of ours; browsers ask only
 * after the user has interacted with the page).
 */
function useAskBeforeUnload(dirty: boolean, leavingRef: RefObject<boolean>) {
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty && !leavingRef.current) event.preventDefault();
      },
      [dirty, leavingRef],
    ),
  );
}

/**
 * The question about unsaved changes, wherever the form is: a routed change of
 * address and a reload or close ask while `dirty`. The panels' (below) and the
 * full-page forms' (`LeavePageGuard`) are this one guard.
 */
export function DiscardChangesGuard(props: GuardProps) {
  useAskBeforeUnload(props.dirty, props.leavingRef);
  // A panel opened from state outside a data router (a component story) has no route to guard.
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  return inDataRouter ? (
    <RoutedGuard {...props} />
  ) : (
    <DiscardChangesDialog open={props.asking} text={props.text ?? discardChangesText} onKeepEditing={props.onKeepEditing} onDiscard={props.onDiscard} />
  );
}

export interface DiscardChanges {
  /** For Cancel, Escape, the backdrop and the close button: a panel with changes asks first, a clean one closes at once. */
  requestClose: (dirty: boolean) => void;
  /** Runs a save: when it closes the panel, or goes on to the next one, nobody is asked about the changes it just saved. */
  saving: <T>(save: () => Promise<T>) => Promise<T>;
  /** The question, to render inside the panel's form. */
  guard: (dirty: boolean) => ReactNode;
}

/**
 * "Discard changes?" for a panel whose form has changes (issue 21 item 4):
 * Keep editing (also Escape, and where focus starts) goes back with every
 * input kept; Discard closes. Used by FormPanel, so every form panel asks.
 */
export function useDiscardChanges(onClose: () => void): DiscardChanges {
  const leavingRef = useRef(false);
  const [asking, setAsking] = useState(false);
  return {
    requestClose: (dirty) => (dirty ? setAsking(true) : onClose()),
    saving: async (save) => {
      leavingRef.current = true;
      try {
        return await save();
      } finally {
        leavingRef.current = false;
      }
    },
    guard: (dirty) => (
      <DiscardChangesGuard
        dirty={dirty}
        asking={asking}
        leavingRef={leavingRef}
        onKeepEditing={() => setAsking(false)}
        onDiscard={() => {
          leavingRef.current = true;
          setAsking(false);
          onClose();
        }}
      />
    ),
  };
}
