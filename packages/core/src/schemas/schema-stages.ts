/**
 * The schema modules the read path evaluates, as dynamic imports, in the order they build on
 * each other: the field schemas (with zod), then the documents' (vite.chunks.ts puts each layer
 * in a file of its own). A browser that imports a page's reads module evaluates everything it
 * statically imports in one task: zod and every schema being built (zod makes each schema as
 * its module runs) came to 110-160 ms of main thread in one go on a phone (Chromium at 4x CPU
 * slowdown, the admin dashboard). Imported one layer at a time, a task each, the same work never
 * blocks as long (see `readFoundationLoaded` in the client).
 *
 * zod is not a stage of its own: its chunk and the field schemas' import each other (zod's ISO
 * formats travel with the field schemas), and a cycle entered from zod's side runs the field
 * schemas before zod itself.
 */
export const SCHEMA_STAGES: readonly (() => Promise<unknown>)[] = [
  () => import('./common'),
  () => Promise.all([import('./users'), import('./events')]),
];
