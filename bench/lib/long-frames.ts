/**
 * Long animation frames as a page's own PerformanceObserver reports them
 * (`long-animation-frame` entries, Chromium 123 and later: every frame over 50 ms, with the
 * scripts that ran in it), and what the main-thread benchmark makes of them: which scripts the
 * blocking frames after the first paint ran, without a profiler attached. An attached V8
 * profiler changes what it measures: the web app's entry ran 37 to 78 ms with one, 243 to 392
 * ms without (the portal dashboard at 4x, 2026-11-30).
 */
import { scriptName } from './cpu-profile';

/** One script's run inside a frame, as the entry's `scripts` list has it. */
export interface FrameScript {
  /** How it was called: `module-script`, `user-callback`, `resolve-promise`, `event-listener`... */
  invokerType: string;
  /** What called it, e.g. `MessagePort.onmessage`, `import.then`, or the script's URL. */
  invoker: string;
  sourceURL: string;
  duration: number;
}

/** A `long-animation-frame` entry as the browser hands it over (not in TypeScript's DOM types). */
export interface LongFrameEntry {
  startTime: number;
  duration: number;
  blockingDuration: number;
  scripts: FrameScript[];
}

export interface LongFrame {
  start: number;
  duration: number;
  /** The frame's time over 50 ms in its longest task (the Long Animation Frames API's figure). */
  blockingDuration: number;
  scripts: FrameScript[];
}

/**
 * What a script run is, for a reader: the file it ran from (no hash) and how it was called, by
 * the invoker's own words where they say more than its type ("index.js: MessagePort.onmessage"
 * is React's scheduler at work; "index.js: module-script" is the entry evaluated).
 */
export function frameScriptLabel(script: FrameScript): string {
  const file = scriptName(script.sourceURL) || '(no script)';
  const how = /^https?:/.test(script.invoker) ? script.invokerType : script.invoker;
  return `${file}: ${how}`;
}

/**
 * The scripts of the blocking frames after the first contentful paint (those with a blocking
 * duration: a frame over 50 ms whose tasks were each under 50 ms blocks nothing), each label's
 * time summed over the loads, longest first. A frame that started before the paint counts
 * when it ended after it, as `blockingFigures` counts tasks.
 */
export function blockingFrameScripts(
  loads: { frames: LongFrame[]; fcp: number }[],
): [label: string, ms: number, frames: number][] {
  const totals = new Map<string, { ms: number; frames: number }>();
  for (const { frames, fcp } of loads) {
    for (const frame of frames) {
      if (frame.blockingDuration <= 0 || frame.start + frame.duration <= fcp) continue;
      for (const script of frame.scripts) {
        const label = frameScriptLabel(script);
        const total = totals.get(label) ?? { ms: 0, frames: 0 };
        totals.set(label, { ms: total.ms + script.duration, frames: total.frames + 1 });
      }
    }
  }
  return [...totals]
    .map(([label, { ms, frames }]) => [label, ms, frames] as [string, number, number])
    .sort((a, b) => b[1] - a[1]);
}
