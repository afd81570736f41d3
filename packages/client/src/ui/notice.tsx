import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'error' | 'success' | 'warning';

/** A message box; errors are announced at once (role="alert"), the rest politely. */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/**
 * What did not happen (`prefix`, e.g. "The payout was not recorded.") and why, as one error
 * notice: the failure notices of calls, sign-in steps and sign-out all say it this way.
 */
export function ErrorNotice({ prefix, children }: { prefix?: string; children: ReactNode }) {
  return (
    <Notice tone="error">
      <p>
        {prefix ? `${prefix} ` : null}
        {children}
      </p>
    </Notice>
  );
}
