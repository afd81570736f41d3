// The Firestore boundary for tests of a feature's reads. A test mocks the SDK and the kit's
// query builders with these (each builder becomes the name of what it reads), then says which
// documents each name holds:
//
//   vi.mock('firebase/firestore/lite', async () => (await import('…/testing/firestore-mocks')).sdk());
//   vi.mock('@fundax/client', async (original) => ({ ...(await original()), ...builders }));
//   firestore.answer({ specialEvents: [event], 'events/e1': event });
import { vi } from 'vitest';

/** Documents by query or document name (an Error: that read fails with it). */
export type Answers = Record<string, unknown>;

/** Names the query a `query(base, ...)` call was built on, or a document reference. */
export const nameOf = (built: unknown): string =>
  typeof built === 'string' ? built : String((built as { base?: unknown }).base);

const answers: { current: Answers } = { current: {} };
/** The failure a name was given, if any. */
const failure = (name: string): Error | null => {
  const answer = answers.current[name];
  return answer instanceof Error ? answer : null;
};

export const firestore = {
  getDoc: vi.fn((ref: unknown) => {
    const name = nameOf(ref);
    firestore.reads.push(name);
    const failed = failure(name);
    if (failed) return Promise.reject(failed);
    const data = answers.current[name];
    return Promise.resolve({ data: () => data });
  }),
  getDocs: vi.fn((built: unknown) => {
    const name = nameOf(built);
    firestore.reads.push(name);
    const failed = failure(name);
    if (failed) return Promise.reject(failed);
    const docs = (answers.current[name] as unknown[] | undefined) ?? [];
    return Promise.resolve({
      size: docs.length,
      docs: docs.map((data) => ({ data: () => data })),
    });
  }),
  getCount: vi.fn((built: unknown) => {
    const name = nameOf(built);
    firestore.reads.push(name);
    return Promise.resolve({ data: () => ({ count: answers.current[name] as number }) });
  }),
  /** Every name read since the last `answer`, in order. */
  reads: [] as string[],
  /** What each name holds from now on. */
  answer(next: Answers) {
    answers.current = next;
    firestore.reads = [];
  },
};

/** The SDK functions the reads use, answering from `firestore`. */
export function sdk() {
  return {
    getDoc: firestore.getDoc,
    getDocs: firestore.getDocs,
    getCount: firestore.getCount,
    query: (base: unknown, ...parts: unknown[]) => ({ base, parts }),
    limit: (size: number) => ({ limit: size }),
  };
}

/** A rules refusal, as the SDK reports it. */
export const refused = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });
