import { type ReactNode, useEffect, useId, useRef } from 'react';

/**
 * A bottom sheet: a modal dialog that slides up over the page for one task (report the sales,
 * set an alert). The browser's own modal <dialog> keeps focus inside it, closes on Escape and
 * returns focus to the button that opened it; the page stays one page, with no route.
 * The content mounts only while it is open, so each opening starts fresh.
 */
export function Sheet({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="sheet" aria-labelledby={titleId} onClose={onClose}>
      <div className="sheet__head">
        <h2 id={titleId} className="sheet__title">
          {title}
        </h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => dialog.current?.close()}
        >
          Close
        </button>
      </div>
      {open ? <div className="sheet__body">{children}</div> : null}
    </dialog>
  );
}
