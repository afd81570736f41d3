import { describe, expect, it } from 'vitest';

import { type CpuProfile, busySpans, scriptName, selfTimeByScript } from './cpu-profile';

const node = (id: number, functionName: string, url = '') => ({
  id,
  callFrame: { functionName, url },
});

/** A profile sampled every 10 ms, one node per sample. */
function profile(samples: number[]): CpuProfile {
  return {
    nodes: [
      node(1, '(idle)'),
      node(2, 'render', 'http://127.0.0.1:5000/assets/index-D7MdI_b.js'),
      node(3, '', 'http://127.0.0.1:5000/assets/mountain-time-BXPzDFO.js'),
      node(4, '(program)'),
      node(5, 'appendChild'),
    ],
    startTime: 1_000_000,
    samples,
    timeDeltas: samples.map(() => 10_000),
  };
}

describe('scripts by name', () => {
  it('drops the content hash, so loads of different builds add up', () => {
    expect(scriptName('http://127.0.0.1:5000/assets/mountain-time-BXPzDFO.js')).toBe(
      'mountain-time.js',
    );
    expect(scriptName('http://h/assets/event-detail-Cid-dwB.js?v=1')).toBe('event-detail.js');
    expect(scriptName('http://h/assets/index.esm-DTnmujM.js')).toBe('index.esm.js');
    expect(scriptName('http://h/sw.js')).toBe('sw.js');
  });
});

describe('spans of work in a CPU profile', () => {
  it('splits the work at idle gaps and keeps the spans over the threshold', () => {
    // 60 ms of work, idle, then 30 ms: only the first is a long task.
    const spans = busySpans(profile([2, 2, 3, 3, 5, 4, 1, 1, 2, 2, 2, 1]));
    expect(spans).toHaveLength(1);
    expect(spans[0]).toMatchObject({ startMs: 10, durationMs: 60 });
    expect(Object.fromEntries(spans[0]!.selfMs)).toEqual({
      'index.js': 20,
      'mountain-time.js': 20,
      appendChild: 10,
      '(program)': 10,
    });
  });

  it('sums the spans by script, largest first', () => {
    const spans = busySpans(profile([2, 2, 2, 2, 3, 3, 1, 1, 3, 3, 3, 3, 3, 2, 1]), { minMs: 50 });
    expect(spans).toHaveLength(2);
    expect(selfTimeByScript(spans)).toEqual([
      ['mountain-time.js', 70],
      ['index.js', 50],
    ]);
  });

  it('labels the work as asked (by package), leaving idle time out', () => {
    const byPackage = (callFrame: { url: string; functionName: string }) =>
      callFrame.url.includes('index-') ? 'react-dom' : callFrame.url ? 'app' : callFrame.functionName;
    const spans = busySpans(profile([2, 2, 3, 3, 5, 4, 1, 1]), { labelOf: byPackage });
    expect(Object.fromEntries(spans[0]!.selfMs)).toEqual({
      'react-dom': 20,
      app: 20,
      appendChild: 10,
      '(program)': 10,
    });
  });

  it('is empty for a profile with no samples', () => {
    expect(busySpans({ nodes: [], startTime: 0 })).toEqual([]);
  });
});
