import { useEffect, useRef } from 'react';

import { selectAccount, selectIdentity, selectUid } from '../session/user-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * Keeps users/{uid} in step with the identity: when the address or its verification the
 * identity provider holds differs from the account's copy (a link followed in another tab, a
 * changed address signed in with again, an account made before the flag existed), it runs
 * confirmAccountEmail once for that difference. A failure is left for the next visit: the
 * account keeps its last copy, and an unverified copy is never mailed.
 */
export function useAccountEmailSync(): void {
  const dispatch = useAppDispatch();
  const uid = useAppSelector(selectUid);
  const identity = useAppSelector(selectIdentity);
  const account = useAppSelector(selectAccount);
  const tried = useRef(new Set<string>());
  const differs =
    identity !== null &&
    account !== null &&
    (identity.email !== account.email || identity.emailVerified !== account.emailVerified);
  const key = differs ? `${uid}:${identity.email}:${identity.emailVerified}` : null;
  useEffect(() => {
    if (key === null || tried.current.has(key)) return;
    tried.current.add(key);
    // Loaded only when there is something to copy: most visits never need it.
    void import('../auth/account-email').then(({ confirmAccountEmail }) =>
      dispatch(confirmAccountEmail()),
    );
  }, [dispatch, key]);
}
