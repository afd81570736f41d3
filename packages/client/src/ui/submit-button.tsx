import type { ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

/** The classes of a button: `button`, its variant and size. */
export function buttonClass(variant: ButtonVariant = 'primary', small = false): string {
  const classes = ['button'];
  if (variant !== 'primary') classes.push(`button--${variant}`);
  if (small) classes.push('button--small');
  return classes.join(' ');
}

/**
 * A button that runs something slow: while `pending` it is disabled, shows a spinner and
 * `pendingLabel`, and the change is announced (aria-live on the label). `type` is submit for a
 * form's button, button for one that runs on a click. `disabled` keeps it off for another
 * reason (e.g. offline), which the page says next to it.
 */
export function ProgressButton({
  pending,
  pendingLabel,
  children,
  variant = 'primary',
  small = false,
  type = 'submit',
  onClick,
  className,
  disabled = false,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  small?: boolean;
  type?: 'submit' | 'button';
  onClick?: () => void;
  /** Replaces the variant's classes. */
  className?: string;
  /** Unavailable for another reason than running (e.g. a resend held back for a minute). */
  disabled?: boolean;
}) {
  return (
    <button
      type={type}
      className={className ?? buttonClass(variant, small)}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      <span aria-live="polite">{pending ? pendingLabel : children}</span>
    </button>
  );
}

/** A form's submit button with a progress indicator (see ProgressButton). */
export function SubmitButton(
  props: Omit<Parameters<typeof ProgressButton>[0], 'type' | 'onClick'>,
) {
  return <ProgressButton {...props} type="submit" />;
}
