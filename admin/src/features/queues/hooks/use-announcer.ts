import { useCallback, useRef, useState } from 'react';

/** Tells the admin what just happened to an item (it has left the list). */
export type Announce = (message: string) => void;

/**
 * The status line of a list and the heading that takes focus when an item is handled: the
 * handled item's buttons are gone, so focus returns to the list's heading and the status line
 * says what happened.
 */
export function useAnnouncer() {
  const heading = useRef<HTMLHeadingElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const announce = useCallback<Announce>((text) => {
    setMessage(text);
    heading.current?.focus();
  }, []);
  const clear = useCallback(() => setMessage(null), []);
  return { heading, message, announce, clear };
}
