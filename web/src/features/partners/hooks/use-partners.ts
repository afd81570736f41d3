import { useAppDispatch, useAppSelector, useRemote } from '@fundax/client';
import type { VenueCategory } from '@fundax/core';
import { useCallback, useEffect } from 'react';

import {
  fetchDirectory,
  fetchFunders,
  fetchPartner,
  fetchPartnerVenues,
  fetchPartners,
  selectDirectory,
  selectFunders,
  selectPartnerEntry,
  selectPartnerList,
  selectPartnerVenues,
} from '../api/partners-slice';

/** One partner's public profile and venues (the partner detail page). */
export function usePartner(uid: string) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => {
    void dispatch(fetchPartner(uid));
    void dispatch(fetchPartnerVenues(uid));
  }, [dispatch, uid]);
  useEffect(load, [load]);
  return {
    partner: useAppSelector((state) => selectPartnerEntry(state, uid)),
    venues: useAppSelector((state) => selectPartnerVenues(state, uid)),
    retry: load,
  };
}

export function usePartnerList() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchPartners()), [dispatch]);
  return useRemote(useAppSelector(selectPartnerList), load);
}

export function useFunders() {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchFunders()), [dispatch]);
  return useRemote(useAppSelector(selectFunders), load);
}

/** The business directory: approved venues, all or of one category. */
export function useVenueDirectory(category: VenueCategory | null) {
  const dispatch = useAppDispatch();
  const load = useCallback(() => void dispatch(fetchDirectory(category)), [dispatch, category]);
  return useRemote(
    useAppSelector((state) => selectDirectory(state, category)),
    load,
  );
}
