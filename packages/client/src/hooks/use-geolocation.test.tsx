import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '../store/make-store';
import { useGeolocation, useMyLocation } from './use-geolocation';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (error: { code: number; PERMISSION_DENIED: number }) => void;

function stubGeolocation() {
  const getCurrentPosition =
    vi.fn<(ok: Success, fail: Failure, options: PositionOptions) => void>();
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useGeolocation', () => {
  it('asks only when told to, then hands the position over', () => {
    const ask = stubGeolocation();
    const onPosition = vi.fn();
    const { result } = renderHook(() => useGeolocation(onPosition));
    expect(ask).not.toHaveBeenCalled();
    expect(result.current.status).toBe('idle');
    act(() => result.current.locate());
    expect(result.current.status).toBe('locating');
    expect(ask.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: false });
    act(() => ask.mock.calls[0]?.[0]({ coords: { latitude: 35.1, longitude: -106.6 } }));
    expect(result.current.status).toBe('located');
    expect(onPosition).toHaveBeenCalledWith([35.1, -106.6]);
  });

  it('says whether the person refused or the device could not tell', () => {
    const ask = stubGeolocation();
    const { result } = renderHook(() => useGeolocation(vi.fn(), { accuracy: 'precise' }));
    act(() => result.current.locate());
    expect(ask.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true });
    act(() => ask.mock.calls[0]?.[1]({ code: 1, PERMISSION_DENIED: 1 }));
    expect(result.current.status).toBe('denied');
    act(() => result.current.locate());
    act(() => ask.mock.calls[1]?.[1]({ code: 3, PERMISSION_DENIED: 1 }));
    expect(result.current.status).toBe('unavailable');
  });

  it('reports a browser without geolocation as unavailable', () => {
    vi.stubGlobal('navigator', {});
    const { result } = renderHook(() => useGeolocation(vi.fn()));
    act(() => result.current.locate());
    expect(result.current.status).toBe('unavailable');
  });
});

describe('useMyLocation', () => {
  it('keeps the shared position in the session, so later pages start from it', () => {
    const ask = stubGeolocation();
    const store = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const onPosition = vi.fn();
    const { result } = renderHook(() => useMyLocation(onPosition), { wrapper });
    expect(result.current).toMatchObject({ position: null, status: 'idle' });
    act(() => result.current.locate());
    act(() => ask.mock.calls[0]?.[0]({ coords: { latitude: 35.2, longitude: -106.7 } }));
    expect(store.getState().session.position).toEqual([35.2, -106.7]);
    expect(onPosition).toHaveBeenCalledWith([35.2, -106.7]);
    const later = renderHook(() => useMyLocation(), { wrapper });
    expect(later.result.current).toMatchObject({ position: [35.2, -106.7], status: 'located' });
  });
});
