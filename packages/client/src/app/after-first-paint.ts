/**
 * Resolves once the browser has had the chance to paint what the HTML already holds: the next
 * frame, then a task after it. An app's start-up (loading the page's code, rendering) waits for
 * it on a prerendered page, which is readable before any script runs: the text is on screen
 * first, and the work that follows does not hold it back. In a hidden tab (no frames), at once.
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const next = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      next();
    } else {
      requestAnimationFrame(next);
    }
  });
}
