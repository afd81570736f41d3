import type * as Core from '@fundax/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { flushMicrotasks } from '../testing/flush-microtasks';

// The stages stand in for core's schema layers; Firestore Lite's module records when it is
// evaluated (its factory runs on its first import after each `fresh()`).
const { order, stages } = vi.hoisted(() => {
  const order: string[] = [];
  const stage = (name: string) =>
    vi.fn((): Promise<void> => {
      order.push(name);
      return Promise.resolve();
    });
  return { order, stages: { fields: stage('fields'), documents: stage('documents') } };
});
vi.mock('@fundax/core', async (original) => ({
  ...(await original<typeof Core>()),
  SCHEMA_STAGES: [() => stages.fields(), () => stages.documents()],
}));

afterEach(() => {
  vi.clearAllMocks();
  vi.resetModules();
  order.length = 0;
});

/** A fresh copy of the module: nothing loaded yet, and Firestore Lite's module not evaluated. */
async function fresh() {
  vi.resetModules();
  vi.doMock('firebase/firestore/lite', () => {
    order.push('firestore');
    return {};
  });
  return import('./reads-module');
}

describe('readFoundationLoaded', () => {
  it('evaluates the schema layers, then Firestore, a task each, once', async () => {
    const { readFoundationLoaded } = await fresh();
    await Promise.all([readFoundationLoaded(), readFoundationLoaded()]);
    expect(order).toEqual(['fields', 'documents', 'firestore']);
    await readFoundationLoaded();
    expect(stages.fields).toHaveBeenCalledTimes(1);
    expect(stages.documents).toHaveBeenCalledTimes(1);
  });

  it('starts a layer only in a task after the one before has finished', async () => {
    const { readFoundationLoaded } = await fresh();
    let finishFields = () => {};
    stages.fields.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finishFields = () => {
            order.push('fields');
            resolve();
          };
        }),
    );
    const loaded = readFoundationLoaded();
    await flushMicrotasks();
    expect(stages.documents).not.toHaveBeenCalled();

    finishFields();
    await flushMicrotasks();
    // Finished, but the next layer waits for a task of its own.
    expect(stages.documents).not.toHaveBeenCalled();
    await loaded;
    expect(order).toEqual(['fields', 'documents', 'firestore']);
  });

  it('never rejects, and tries again on the next call when a layer failed to load', async () => {
    const { readFoundationLoaded } = await fresh();
    stages.documents.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(readFoundationLoaded()).resolves.toBeUndefined();
    expect(order).toEqual(['fields']);

    await readFoundationLoaded();
    expect(stages.fields).toHaveBeenCalledTimes(2);
    expect(stages.documents).toHaveBeenCalledTimes(2);
    // Firestore's module is evaluated once, whichever import asks first.
    expect(order).toEqual(['fields', 'fields', 'documents', 'firestore']);
  });
});

describe('readsModule', () => {
  it('imports a page’s reads once, after the foundation', async () => {
    const { readsModule } = await fresh();
    const load = vi.fn(() => {
      order.push('reads');
      return Promise.resolve({ readThings: () => 'things' });
    });
    const reading = readsModule(load);
    const [first, second] = await Promise.all([reading(), reading()]);
    expect(first.readThings()).toBe('things');
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['fields', 'documents', 'firestore', 'reads']);
  });
});
