// @vitest-environment jsdom
// The commit recorder as the benchmark installs it: before React loads, so React finds the hook.
import { runInThisContext } from 'node:vm';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COMMITS_GLOBAL, COMMIT_RECORDER, type RecordedCommit } from './react-commits';

const commits = () => (window as unknown as Record<string, RecordedCommit[]>)[COMMITS_GLOBAL]!;

/** React's `act`: React is imported only once the recorder is in place (below). */
let act: (callback: () => void) => PromiseLike<void>;
let unmount: () => void = () => undefined;
let bump: () => void = () => undefined;

beforeAll(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  // The page runs the script before any of its own: here, before react-dom is first imported
  // (nothing in this file imports React statically), so React finds the hook as it loads.
  runInThisContext(COMMIT_RECORDER);
  const react = await import('react');
  const { createElement: h, memo, useState } = react;
  act = react.act;
  const { createRoot } = await import('react-dom/client');

  function Leaf({ text }: { text: string }) {
    return h('span', null, text);
  }
  const Unchanged = memo(function Unchanged() {
    return h(Leaf, { text: 'the same' });
  });
  function Counter() {
    const [count, setCount] = useState(0);
    bump = () => setCount((value) => value + 1);
    return h(Leaf, { text: `count ${count}` });
  }
  function Page() {
    return h('main', null, h(Counter), h(Unchanged), h(Leaf, { text: 'static' }));
  }

  const container = document.createElement('div');
  const root = createRoot(container);
  await act(() => root.render(h(Page)));
  unmount = () => root.unmount();
});

afterAll(async () => {
  await act(() => unmount());
});

describe('the commit recorder', () => {
  it('records the first render, every component in it', () => {
    expect(commits()).toHaveLength(1);
    // Page, Counter, its Leaf, Unchanged, its Leaf, the static Leaf.
    expect(commits()[0]).toMatchObject({ rendered: 6, origins: [] });
  });

  it('records an update: what rendered, and the component it started from', async () => {
    await act(() => bump());
    expect(commits()).toHaveLength(2);
    const update = commits()[1]!;
    // Counter and its Leaf; the memoised part and the parts above are skipped.
    expect(update.rendered).toBe(2);
    expect(update.origins).toHaveLength(1);
    expect(update.origins[0]!.name).toBe('Counter');
    expect(update.origins[0]!.code).toMatch(/^function Counter\(/);
    expect(update.at).toBeGreaterThanOrEqual(commits()[0]!.at);
  });
});
