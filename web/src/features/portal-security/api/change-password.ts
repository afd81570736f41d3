import {
  type IdentityFailure,
  changePassword,
  createAppAsyncThunk,
  reauthenticateWithPassword,
} from '@fundax/client';

import { passwordCheckFailure } from './reauth';

/**
 * Checks the current password (a re-authentication, which also satisfies the identity
 * provider's recent sign-in rule), then sets the new one. The provider judges the new
 * password (`weak-password`, or its password policy) and its answer is shown as it comes.
 */
export const changePasswordWithCurrent = createAppAsyncThunk<
  { uid: string },
  { currentPassword: string; newPassword: string },
  { rejectValue: IdentityFailure }
>(
  'identity/changePasswordWithCurrent',
  async ({ currentPassword, newPassword }, { dispatch, rejectWithValue }) => {
    const checked = await dispatch(reauthenticateWithPassword({ password: currentPassword }));
    if (reauthenticateWithPassword.rejected.match(checked)) {
      return rejectWithValue(passwordCheckFailure(failureOf(checked)));
    }
    const changed = await dispatch(changePassword({ newPassword }));
    if (changePassword.rejected.match(changed)) return rejectWithValue(failureOf(changed));
    return changed.payload;
  },
);

function failureOf(action: {
  payload?: IdentityFailure;
  error: { message?: string };
}): IdentityFailure {
  return action.payload ?? { code: 'internal-error', message: action.error.message ?? '' };
}
