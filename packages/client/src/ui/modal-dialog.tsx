import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A modal dialog on the browser's own `<dialog>`: `showModal()` puts it above the page, makes
 * the rest of the page inert, moves focus into it and gives it back on close, and Escape asks
 * to dismiss it (`onDismiss`; the owner decides by setting `isOpen`). No script library, so it
 * adds nothing to a page's first load. Its content mounts only while it is open, so every
 * opening starts afresh. A browser without `showModal` shows it in place, not modal.
 */
export function ModalDialog({
  isOpen,
  title,
  onDismiss,
  children,
}: {
  isOpen: boolean;
  /** The dialog's heading and accessible name. */
  title: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [isOpen]);
  return (
    <dialog
      ref={ref}
      className="modal-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the owner closes it through isOpen, so the state and the element agree.
        event.preventDefault();
        onDismiss();
      }}
    >
      {isOpen ? (
        <>
          <h2 id={titleId} className="modal-dialog__title">
            {title}
          </h2>
          {children}
        </>
      ) : null}
    </dialog>
  );
}
