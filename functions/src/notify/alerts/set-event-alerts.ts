import { alertCells, setEventAlerts as contract } from '@fundax/core';

import { requireAccount } from '../../data/accounts';
import { docRef } from '../../data/documents';
import { runTransaction } from '../../data/run-transaction';
import { onCallable } from '../../platform/on-callable';

/**
 * Any registered account sets the area it wants new events announced for. The circle is stored
 * with the geohash cells that cover it, which is what a new event looks its subscribers up by;
 * switched off, it keeps the circle but no cells, so no lookup finds it.
 */
export const setEventAlerts = onCallable(contract, async (input, { uid }) => {
  await runTransaction(async (tx) => {
    await requireAccount(tx, uid);
    tx.update(docRef('users', uid), {
      eventAlerts: {
        center: input.center,
        radiusKm: input.radiusKm,
        enabled: input.enabled,
        cells: input.enabled ? alertCells(input.center, input.radiusKm) : [],
        updatedAt: new Date(),
      },
    });
  });
  return { center: input.center, radiusKm: input.radiusKm, enabled: input.enabled };
});
