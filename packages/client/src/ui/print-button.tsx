import { buttonClass } from './submit-button';

/**
 * Opens the browser's print dialog for the page. The print stylesheet (base.css) leaves out the
 * navigation, buttons and forms, so what prints is the document on the page (a statement).
 */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <button type="button" className={buttonClass('secondary')} onClick={() => window.print()}>
      {label}
    </button>
  );
}
