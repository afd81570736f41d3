/** What the benchmarks read of a Chromium trace (the one Lighthouse records of each load). */

/** A trace event as Chromium writes it (timestamps and durations in µs). */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts: number;
  dur?: number;
  /** The thread's own CPU time in the event (Linux's per-thread clock). */
  tdur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/**
 * The measured page's navigation start: the main frame's first navigation to a web address
 * (Lighthouse's about:blank and empty ones before and after it are not the page).
 */
export function pageNavigation(traceEvents: readonly TraceEvent[]): TraceEvent | undefined {
  return traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(event.args.data.documentLoaderURL ?? ''),
  );
}
