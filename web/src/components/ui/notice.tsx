import type { ReactNode } from 'react';

type Tone = 'info' | 'error' | 'success';

/** A message box; errors are announced immediately (role="alert"). */
export function Notice({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <div className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
