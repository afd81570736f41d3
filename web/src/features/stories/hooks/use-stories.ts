import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import { useCallback } from 'react';

import { fetchStories, fetchStory, selectStoryEntry, selectStoryList } from '../api/stories-slice';

export function useStories() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchStories()), [dispatch]);
  return useRemote(useAppSelector(selectStoryList), load);
}

export function useStory(id: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchStory(id)), [dispatch, id]);
  return useRemote(
    useAppSelector((state) => selectStoryEntry(state, id)),
    load,
  );
}
