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
