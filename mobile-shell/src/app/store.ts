import { makeStore } from '@fundax/client';

/** The shell's one store (the session starts when the app mounts, after Firebase init). */
export const store = makeStore();
