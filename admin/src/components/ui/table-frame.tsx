import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. The scroll area is a labelled, focusable
 * region so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
