import type { ThunkFailure, ThunkOutcome } from '@fundax/client';
import { useCallback, useState } from 'react';

import { needsReauth } from '../api/reauth';

type Action = () => Promise<ThunkOutcome<unknown, ThunkFailure>>;

/**
 * Runs a change that may need a recent sign-in. When it fails asking for one (the identity
 * provider's `requires-recent-login`, or deleteAccount's), the re-authentication dialog opens;
 * once the person has confirmed it is them, the same change runs again. `action` carries what
 * follows a success too, so the retry finishes the job the first try began.
 */
export function useReauth() {
  const [pending, setPending] = useState<{ retry: Action } | null>(null);
  const attempt = useCallback(async (action: Action) => {
    const outcome = await action();
    if (!outcome.ok && needsReauth(outcome.error)) setPending({ retry: action });
    return outcome;
  }, []);
  const dialog = {
    isOpen: pending !== null,
    onCancel: () => setPending(null),
    onConfirmed: () => {
      setPending(null);
      // Once only: a second refusal stays on the form as its message.
      if (pending) void pending.retry();
    },
  };
  return { attempt, dialog };
}
