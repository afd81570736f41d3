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
  small = false,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  small?: boolean;
}) {
  const classes = ['button'];
  if (variant !== 'primary') classes.push(`button--${variant}`);
  if (small) classes.push('button--small');
  return (
    <button
      type="submit"
      className={classes.join(' ')}
      disabled={pending}
      aria-busy={pending || undefined}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      <span aria-live="polite">{pending ? pendingLabel : children}</span>
    </button>
  );
}
