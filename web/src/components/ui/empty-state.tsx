import type { ReactNode } from 'react';

/** What a list shows when there is nothing in it: say so, and say what to do next. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="card" role="status">
      <p>
        <strong>{title}</strong>
      </p>
      {children}
    </div>
  );
}
