// zod 4 probes `new Function('')` the first time it builds an object schema, to use a compiled
// fast path where eval is allowed. Our pages' Content-Security-Policy forbids eval, so the probe
// is refused: zod catches that and parses without the fast path, but the browser still reports a
// CSP violation on every page that loads a schema (Lighthouse counts it against best practices).
// `jitless` skips the probe. zod reads its settings from this global when it first loads; the
// entry sets it before any schema chunk arrives, so no zod is needed in the entry to say it.
// Functions (Node, no CSP) keep the fast path.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
