import type { ReactNode } from 'react';

import { useNearViewport } from '../../../utils/use-near-viewport';

/**
 * Renders `children` once the spot scrolls near the viewport. Below-the-fold sections that need
 * a large module (Firestore for listings) then cost nothing to a visitor who never gets there.
 */
export function WhenVisible({
  children,
  minHeight = '12rem',
}: {
  children: ReactNode;
  minHeight?: string;
}) {
  const [spot, visible] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={spot} style={visible ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  );
}
