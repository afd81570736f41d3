import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true after). For
 * below-the-fold parts whose code or data is large: they start loading just before they show.
 */
export function useNearViewport<T extends Element>(
  margin = '300px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // Not near on the first render, wherever it runs: the build prerenders pages without a
  // viewport, and the browser's first render must match that HTML to hydrate it.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No way to tell (an old browser): show it, once this first render is done.
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
