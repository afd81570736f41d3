import { loadAccount, registerAccountThunk, useAppDispatch, useThunk } from '@fundax/client';
import { useCallback } from 'react';

type RegisterInput = Parameters<typeof registerAccountThunk>[0];

/**
 * registerAccount, then the account is read back so the session is logged in with its role
 * before the flow moves on (docs/product.md §4.7: logged in once the user document loads).
 */
export function useRegisterAccount() {
  const dispatch = useAppDispatch();
  const register = useThunk(registerAccountThunk);
  const { run } = register;
  const submit = useCallback(
    async (input: RegisterInput) => {
      const outcome = await run(input);
      if (outcome.ok) await dispatch(loadAccount(outcome.data.uid));
      return outcome;
    },
    [dispatch, run],
  );
  return { ...register, run: submit };
}
