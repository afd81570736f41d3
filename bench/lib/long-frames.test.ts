import { describe, expect, it } from 'vitest';

import { type FrameScript, type LongFrame, blockingFrameScripts, frameScriptLabel } from './long-frames';

const ENTRY = 'http://127.0.0.1:5000/assets/index-BytT_oV.js';

const entryRun = (duration: number): FrameScript => ({
  invokerType: 'module-script',
  invoker: ENTRY,
  sourceURL: ENTRY,
  duration,
});
const schedulerRun = (duration: number): FrameScript => ({
  invokerType: 'user-callback',
  invoker: 'MessagePort.onmessage',
  sourceURL: ENTRY,
  duration,
});
const frame = (start: number, blockingDuration: number, scripts: FrameScript[]): LongFrame => ({
  start,
  duration: 50 + blockingDuration,
  blockingDuration,
  scripts,
});

describe('what a script run in a long frame was', () => {
  it('names the file without its hash, and how it was called', () => {
    expect(frameScriptLabel(entryRun(200))).toBe('index.js: module-script');
    expect(frameScriptLabel(schedulerRun(60))).toBe('index.js: MessagePort.onmessage');
    expect(
      frameScriptLabel({
        invokerType: 'resolve-promise',
        invoker: 'Response.json.then',
        sourceURL: 'http://127.0.0.1:5000/assets/index.esm-BNOgE69.js',
        duration: 64,
      }),
    ).toBe('index.esm.js: Response.json.then');
    expect(
      frameScriptLabel({
        invokerType: 'user-callback',
        invoker: 'TimerHandler:setTimeout',
        sourceURL: '',
        duration: 53,
      }),
    ).toBe('(no script): TimerHandler:setTimeout');
  });
});

describe('the scripts of the blocking frames after the first paint', () => {
  it('sums each over the loads, longest first, leaving out frames before the paint and frames that block nothing', () => {
    const loads = [
      {
        fcp: 700,
        frames: [
          // Before the paint: left out.
          frame(300, 80, [schedulerRun(120)]),
          // Started before the paint and ran past it: counts.
          frame(680, 200, [entryRun(243)]),
          // Long, but no task in it over 50 ms: blocks nothing.
          frame(1300, 0, [schedulerRun(18), schedulerRun(15)]),
          frame(1500, 15, [schedulerRun(65)]),
        ],
      },
      { fcp: 650, frames: [frame(700, 300, [entryRun(392)]), frame(1400, 20, [schedulerRun(70)])] },
    ];
    expect(blockingFrameScripts(loads)).toEqual([
      ['index.js: module-script', 635, 2],
      ['index.js: MessagePort.onmessage', 135, 2],
    ]);
  });

  it('is empty for loads with no blocking frame', () => {
    expect(blockingFrameScripts([{ fcp: 500, frames: [] }])).toEqual([]);
  });
});
