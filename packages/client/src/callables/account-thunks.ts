import { deleteAccount, exportMyData, syncAccountEmail } from '@fundax/core';

import { callableThunk } from './callable-thunk';

// The account's own callables, in a module of their own that only the package index
// re-exports: callable-thunks.ts is in nearly every first load,
// and these, with their contracts (the export's is the largest), load only with the account
// page or when an email is copied onto the account.

export const syncAccountEmailThunk = /* @__PURE__ */ callableThunk(syncAccountEmail);
export const exportMyDataThunk = /* @__PURE__ */ callableThunk(exportMyData);
export const deleteAccountThunk = /* @__PURE__ */ callableThunk(deleteAccount);
