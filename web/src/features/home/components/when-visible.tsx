import type { ReactNode } from 'react';

import { useNearViewport } from '../../../utils/use-near-viewport';
import './home.css';

/**
 * Renders `children` once the spot scrolls near the viewport. Below-the-fold sections that need
 * a large module (Firestore for listings) then cost nothing to a visitor who never gets there.
 * Until then the spot holds its room by a class, not a style attribute: the page is
 * prerendered, and the site's Content-Security-Policy allows no inline style.
 */
export function WhenVisible({ children }: { children: ReactNode }) {
  const [spot, visible] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={spot} className={visible ? undefined : 'when-visible--waiting'}>
      {visible ? children : null}
    </div>
  );
}
