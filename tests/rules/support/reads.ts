import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import type { CollectionName } from '@fundax/core';
import type { Firestore } from 'firebase/firestore/lite';
import { describe, expect, it } from 'vitest';

import { cover } from './matrix';
import type { Role } from './roles';
import { dbAs } from './suite';

/** What a typed read hands back: a document snapshot or a query snapshot, parsed, with ids. */
type TypedSnapshot =
  | { docs: { data(): { id: string } }[] }
  | { exists(): boolean; data(): { id: string } | undefined };

export interface ReadCase {
  role: Role;
  what: string;
  read: (db: Firestore) => Promise<unknown>;
  /** The ids the read returns in order (a get: [id]), or null when the rules deny it. */
  ids: string[] | null;
}

/** An allowed read, through the client kit's typed builders, and the ids it must return. */
export function allows(
  role: Role,
  what: string,
  read: (db: Firestore) => Promise<TypedSnapshot>,
  ids: string[],
): ReadCase {
  return { role, what, read, ids };
}

/** A read the rules must deny (any query: hostile ones are re-typed here on purpose). */
export function denies(
  role: Role,
  what: string,
  read: (db: Firestore) => Promise<unknown>,
): ReadCase {
  return { role, what, read, ids: null };
}

/** Each document runs through its collection's converter: parsed, and carrying its id. */
function idsOf(snapshot: TypedSnapshot): string[] {
  if ('docs' in snapshot) return snapshot.docs.map((document) => document.data().id);
  const data = snapshot.exists() ? snapshot.data() : undefined;
  return data ? [data.id] : [];
}

/** One test per case: assertSucceeds with the exact ids, or assertFails. */
export function describeReads(
  collection: CollectionName,
  operation: 'get' | 'list',
  cases: ReadCase[],
): void {
  describe(operation, () => {
    for (const { role, what, read, ids } of cases) {
      cover(collection, operation, role);
      it(`${role} ${ids ? 'may' : 'may not'} ${operation} ${what}`, async () => {
        if (ids === null) {
          await assertFails(read(dbAs(role)));
        } else {
          const snapshot = (await assertSucceeds(read(dbAs(role)))) as TypedSnapshot;
          expect(idsOf(snapshot)).toEqual(ids);
        }
      });
    }
  });
}
