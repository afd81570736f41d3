import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import {
  fetchNotificationSettings,
  selectNotificationSettings,
} from '../api/notification-settings-slice';

/** The user's email choices, alert area and email status: read on every visit to the page. */
export function useNotificationSettings() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchNotificationSettings()), [dispatch]);
  return useRemote(useAppSelector(selectNotificationSettings), load);
}
