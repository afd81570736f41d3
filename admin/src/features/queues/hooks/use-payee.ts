import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import type { PayoutParty } from '@fundax/core';
import { useCallback } from 'react';

import { fetchPayee, selectPayee } from '../api/payees-slice';

/** Who a party of an event is paid (fixed at approval): read when a payout form opens. */
export function usePayee(eventId: string, party: PayoutParty) {
  const dispatch = useAppDispatch();
  const load = useCallback(
    () => void dispatch(fetchPayee({ eventId, party })),
    [dispatch, eventId, party],
  );
  return useRemote(
    useAppSelector((state) => selectPayee(state, eventId, party)),
    load,
  );
}
