import { INTL_WARM_UP_STEPS } from './intl-warm-up-steps';
import { nextTask } from './next-task';

/**
 * How long the page waits for the worker before it does the work itself: past a slow phone's
 * fetch of the worker's script (0.6 KB) and its start. A worker that never answers (blocked, or
 * its script lost) costs the page only this wait.
 */
export const INTL_WORKER_WAIT_MS = 5_000;

let warmed = false;

/**
 * Runs the warm-up steps in a worker thread (`intl-warm-up.worker.ts`) and resolves once it has
 * done them, failed, or waited `INTL_WORKER_WAIT_MS`; at once where no worker can start (a test
 * environment, a prerender in Node). Never rejects: the page then does the work itself.
 */
function warmUpInWorker(): Promise<void> {
  if (typeof Worker !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    let worker: Worker | null = null;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, INTL_WORKER_WAIT_MS);
    try {
      worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
        name: 'intl-warm-up',
      });
    } catch {
      done();
      return;
    }
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
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
