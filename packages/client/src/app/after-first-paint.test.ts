import { afterEach, describe, expect, it, vi } from 'vitest';

import { afterFirstPaint } from './after-first-paint';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('waits for the next frame, then a task', async () => {
    vi.useFakeTimers();
    let frame: FrameRequestCallback = () => undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    frame(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('does not wait for frames in a hidden tab', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint();
    expect(frames).not.toHaveBeenCalled();
  });
});
