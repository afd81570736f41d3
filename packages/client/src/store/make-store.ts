import { type ThunkAction, type UnknownAction, configureStore } from '@reduxjs/toolkit';

import { rootReducer } from './root-reducer';

export type RootState = ReturnType<typeof rootReducer>;

/** One store per app (and per test, with the state it starts from). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<ReturnType = void> = ThunkAction<
  ReturnType,
  RootState,
  undefined,
  UnknownAction
>;
