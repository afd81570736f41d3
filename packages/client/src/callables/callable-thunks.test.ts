import { callables, registerAccount } from '@fundax/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeStore } from '../store/make-store';
import { CallFailure } from './call-error';
import * as thunks from './callable-thunks';

const { call, wrappedContracts, publicNames } = vi.hoisted(() => ({
  call: vi.fn<(input: unknown) => Promise<unknown>>(),
  wrappedContracts: [] as string[],
  publicNames: [] as string[],
}));

// The module boundary: every thunk reaches the backend only through callable() or, for a public
// callable, publicCallable().
vi.mock('./callable', () => ({
  callable: (contract: { name: string }) => {
    wrappedContracts.push(contract.name);
    return call;
  },
  publicCallable: (name: string) => {
    publicNames.push(name);
    return call;
  },
}));

const partner = {
  role: 'partner' as const,
  displayName: 'Miguel Baca',
  organization: { name: 'Baca Coffee Roasters' },
};

beforeEach(() => {
  call.mockReset();
});

describe('callable thunks', () => {
  it('exist for every callable an app dispatches, named after it', () => {
    const names = Object.keys(thunks)
      .map((name) => name.replace(/Thunk$/, ''))
      .sort();
    // whoami answers scripts and tests; no app asks it (the session comes from Auth).
    const dispatched = Object.keys(callables).filter((name) => name !== 'whoami');
    expect(names).toEqual(dispatched.sort());
    for (const name of dispatched) {
      expect(thunks[`${name}Thunk` as keyof typeof thunks].typePrefix).toBe(`callables/${name}`);
    }
  });

  it('live one to a module named after its callable, so a page loads only its own contracts', () => {
    const modules = import.meta.glob<Record<string, unknown>>('./thunks/*.ts', { eager: true });
    const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const dispatched = Object.values(callables).filter(
      ({ name, access }) => name !== 'whoami' && access !== 'public',
    );
    expect(Object.keys(modules).sort()).toEqual(
      dispatched.map(({ name }) => `./thunks/${kebab(name)}.ts`).sort(),
    );
    for (const { name } of dispatched) {
      expect(Object.keys(modules[`./thunks/${kebab(name)}.ts`]!)).toEqual([`${name}Thunk`]);
    }
  });

  it('call the public callables without their schemas, and check every other one', async () => {
    const dispatched = Object.values(callables).filter(({ name }) => name !== 'whoami');
    const isPublic = ({ access }: { access: string }) => access === 'public';
    // A public thunk looks its call up when dispatched; the others wrapped theirs at load.
    call.mockResolvedValue({});
    const store = makeStore();
    for (const thunk of Object.values(thunks)) {
      await Promise.resolve(
        store.dispatch(
          (thunk as unknown as (input: unknown) => Parameters<typeof store.dispatch>[0])({}),
        ),
      );
    }
    expect([...new Set(publicNames)].sort()).toEqual(
      dispatched
        .filter(isPublic)
        .map(({ name }) => name)
        .sort(),
    );
    expect([...wrappedContracts].sort()).toEqual(
      dispatched
        .filter((contract) => !isPublic(contract))
        .map(({ name }) => name)
        .sort(),
    );
  });

  it('resolve with the callable’s output', async () => {
    call.mockResolvedValue({ uid: 'u1', role: 'partner' });
    const store = makeStore();
    const action = await store.dispatch(thunks.registerAccountThunk(partner));
    expect(call).toHaveBeenCalledWith(partner);
    expect(action.payload).toEqual({ uid: 'u1', role: 'partner' });
    expect(action.meta.requestStatus).toBe('fulfilled');
  });

  it.each([
    [
      'a client-side validation failure',
      {
        code: 'invalid-argument',
        message: 'organization.name: Partners need their business name.',
        details: {
          issues: [
            { path: ['organization', 'name'], message: 'Partners need their business name.' },
          ],
        },
      },
    ],
    [
      'a rule the server enforces',
      { code: 'failed-precondition', message: 'This account already exists.' },
    ],
    ['missing sign-in', { code: 'unauthenticated', message: 'Sign in first.' }],
    ['a denied role', { code: 'permission-denied', message: 'Only partners can do this.' }],
    ['an unreachable backend', { code: 'unavailable', message: 'Failed to fetch' }],
    ['a timeout', { code: 'deadline-exceeded', message: 'deadline-exceeded' }],
  ] as const)('reject with the whole { code, message, details } of %s', async (_what, error) => {
    call.mockRejectedValue(new CallFailure(error));
    const action = await makeStore().dispatch(thunks.registerAccountThunk(partner));
    expect(action.meta.requestStatus).toBe('rejected');
    expect(action.payload).toEqual(error);
  });

  it('turn anything else thrown into a code the UI can use', async () => {
    call.mockRejectedValue(new Error('boom'));
    const action = await makeStore().dispatch(thunks.registerAccountThunk(partner));
    expect(action.payload).toEqual({ code: 'internal', message: 'boom' });
  });

  it('carry the contract’s name in their action type', () => {
    expect(thunks.registerAccountThunk.pending.type).toBe(
      `callables/${registerAccount.name}/pending`,
    );
  });
});
