import { createAsyncThunk } from '@reduxjs/toolkit';

import type { AppDispatch, RootState } from './make-store';

/** createAsyncThunk typed with this store's state and dispatch. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
}>();
