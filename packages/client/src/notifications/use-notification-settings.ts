import { useCallback } from 'react';

import { useRemote } from '../remote/use-remote';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  fetchNotificationSettings,
  selectNotificationSettings,
} from './notification-settings-slice';
import type { ReadOptions } from './read-options';

/**
 * The user's email choices, alert area and email status: read on every visit to the page that
 * shows them; `enabled` false (a phone offline, or before its session) reads nothing.
 */
export function useNotificationSettings({ enabled = true }: ReadOptions = {}) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    if (enabled) void dispatch(fetchNotificationSettings());
  }, [dispatch, enabled]);
  return useRemote(useAppSelector(selectNotificationSettings), load);
}
