import {
  selectAccount,
  selectIsAdmin,
  selectRole,
  selectUid,
  sessionLoaded,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@fundax/client';
import { useCallback } from 'react';

import { fetchPortalList, selectPortalList } from '../api/portal-slice';

/**
 * The signed-in user as the portal sees them (the portal guard lets only users with an account
 * in, so uid and role are set). `account` is the freshest copy of users/{uid}: the portal's own
 * re-read after a save, else the one loaded at sign-in.
 */
export function usePortalUser() {
  const uid = useAppSelector(selectUid) ?? '';
  const role = useAppSelector(selectRole);
  const isAdmin = useAppSelector(selectIsAdmin);
  const signedInAccount = useAppSelector(selectAccount);
  const reread = useAppSelector((state) => selectPortalList(state, 'account'));
  const account = reread?.data ?? signedInAccount;
  return { uid, role, isAdmin, account };
}

/**
 * After updateProfile: reads users/{uid} and the public profile again, and hands the session
 * the new name (the header greets by it). Reloading the account through the session would
 * send the whole portal through its loading state and drop what the page shows.
 */
export function useAfterProfileSave() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(async () => {
    await Promise.all([dispatch(fetchPortalList('account')), dispatch(fetchPortalList('profile'))]);
    const state = store.getState();
    const saved = selectPortalList(state, 'account')?.data;
    if (saved) {
      const { id: uid, role, displayName } = saved;
      dispatch(sessionLoaded({ uid, role, displayName, admin: selectIsAdmin(state) }));
    }
  }, [dispatch, store]);
}
