import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true after). For
 * below-the-fold parts whose code or data is large: they start loading just before they show.
 */
export function useNearViewport<T extends Element>(
  margin = '300px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
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
