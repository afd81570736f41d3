import { type CollectionName, collections } from '@fundax/core';

import { ROLES, type Role } from './roles';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

const covered = new Set<string>();
const cell = (collection: string, operation: Operation, role: Role) =>
  `${collection} ${operation} ${role}`;

/** Records that a test covers this collection x operation x role. */
export function cover(collection: CollectionName, operation: Operation, role: Role): void {
  covered.add(cell(collection, operation, role));
}

/** Every collection x operation x role that no test has covered. */
export function uncoveredCells(): string[] {
  return Object.keys(collections).flatMap((collection) =>
    OPERATIONS.flatMap((operation) =>
      ROLES.filter((role) => !covered.has(cell(collection, operation, role))).map((role) =>
        cell(collection, operation, role),
      ),
    ),
  );
}
