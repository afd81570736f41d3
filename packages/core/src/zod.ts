import { en } from 'zod/locales';
import { z } from 'zod/mini';

// Core's zod: zod/mini, functions rather than methods (`z.optional(text(...))`, `.check(...)`).
// Its schemas build in about half the time of classic zod's, and a page that reads Firestore
// loads much less of it (docs/performance.md). Every core module takes `z` from here, so that
// zod's English messages, for the issues a schema does not word itself (an unknown key, a
// wrong type), are in place before any schema parses: classic zod sets them as it loads;
// zod/mini leaves the choice to us. (The apps' own schemas import zod/mini directly: every page
// with a form or a read loads core's schemas, and with them this module.)
z.config(en());

export { z };
