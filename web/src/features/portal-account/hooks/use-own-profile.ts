import {
  refreshAccount,
  selectUid,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useRemote,
} from '@fundax/client';
import { useCallback } from 'react';

import {
  fetchApplications,
  fetchOwnProfile,
  selectApplications,
  selectOwnProfile,
} from '../api/account-slice';

/**
 * The user's public profile: read when the page opens, again on every visit (the last copy shows
 * meanwhile); the entry and a retry.
 */
export function useOwnProfile() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchOwnProfile()), [dispatch]);
  return useRemote(useAppSelector(selectOwnProfile), load);
}

/** An angel's applications, newest first. */
export function useApplications() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchApplications()), [dispatch]);
  return useRemote(useAppSelector(selectApplications), load);
}

/**
 * After updateProfile: reads users/{uid} (the session takes the new name: the header greets by
 * it) and the public profile again, and resolves once both are back.
 */
export function useAfterProfileSave() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(async () => {
    const uid = selectUid(store.getState());
    if (!uid) return;
    await Promise.all([dispatch(refreshAccount(uid)), dispatch(fetchOwnProfile())]);
  }, [dispatch, store]);
}
