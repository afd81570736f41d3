import { INTL_WARM_UP_STEPS } from './intl-warm-up-steps';
import { nextTask } from './next-task';

let warmed = false;

/**
 * Runs the warm-up steps in a worker thread (`intl-warm-up.worker.ts`, which closes itself when
 * done) and resolves once it has answered or failed (its script refused or lost); at once where
 * no worker can start (no `Worker` in a test environment or a prerender in Node, or a
 * constructor that throws). Never rejects: the page then does the work itself. A worker whose
 * script never arrives leaves the page's formatters to be made where they are first used, as
 * they were before any warm-up. Written small: it is in every entry.
 */
function warmUpInWorker(): Promise<unknown> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url));
      worker.onmessage = worker.onerror = resolve;
    } catch {
      resolve(null);
    }
  });
}

/**
 * Makes the date and money formatters soon, once per page load.
 *
 * A page's first `Intl` formatter loads the runtime's locale and time-zone data: 55-160 ms of
 * main thread on a phone (Chromium at 4x CPU slowdown, V8 CPU profiles of the portal and admin
 * dashboards), which otherwise lands inside the render that first shows a date, one long task
 * with React's work. Called while the first page's code and reads are on the network, that work
 * moves into the wait.
 *
 * It is done in a worker first. The worker's thread is in the page's process, where V8 keeps the
 * locale data, so the page's own steps after it (`INTL_WARM_UP_STEPS`, each in a task of its
 * own, which make the page's formatters) find the data ready and take a few milliseconds each.
 * Where a runtime kept that data per thread, or no worker starts, the steps still do all of it,
 * cut so that they block at most what the longest step takes beyond 50 ms.
 *
 * Only for pages that do show dates and amounts in their first renders (a signed-in page, the
 * event page): elsewhere it would be work for nothing.
 */
export function warmFormattersSoon(): void {
  if (warmed) return;
  warmed = true;
  void (async () => {
    await warmUpInWorker();
    for (const step of INTL_WARM_UP_STEPS) {
      await nextTask();
      step();
    }
  })();
}
