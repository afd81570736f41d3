import { useState } from 'react';

/**
 * "Now" for one visit of a page: fixed while the page is open, so what is upcoming or ended
 * does not shift between renders (the server has the last word on every action anyway).
 */
export function useNow(): Date {
  const [now] = useState(() => new Date());
  return now;
}
