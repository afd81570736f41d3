import type { FormEvent } from 'react';

/**
 * A form's onSubmit from react-hook-form's async handleSubmit. The handler reports its own
 * outcome (progress and errors are in state), so the promise is deliberately not awaited.
 */
export function voidSubmit(submit: (event: FormEvent) => Promise<unknown>) {
  return (event: FormEvent) => {
    void submit(event);
  };
}
