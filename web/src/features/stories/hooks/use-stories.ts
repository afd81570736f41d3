import { useAppDispatch, useAppSelector } from '@fundax/client';
import { useCallback, useEffect } from 'react';

import { fetchStories, fetchStory, selectStoryEntry, selectStoryList } from '../api/stories-slice';

export function useStories() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchStories()), [dispatch]);
  useEffect(load, [load]);
  return { entry: useAppSelector(selectStoryList), retry: load };
}

export function useStory(id: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchStory(id)), [dispatch, id]);
  useEffect(load, [load]);
  return { entry: useAppSelector((state) => selectStoryEntry(state, id)), retry: load };
}
