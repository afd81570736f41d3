import type { ReactNode } from 'react';

/**
 * A form's submit button with a progress indicator: while `pending` it is disabled, shows a
 * spinner and `pendingLabel`, and the change is announced (aria-live on the label).
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = 'primary',
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <button
      type="submit"
      className={variant === 'primary' ? 'button' : 'button button--secondary'}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      <span aria-live="polite">{pending ? pendingLabel : children}</span>
    </button>
  );
}
