import { existsSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { APP_GROUP_MODULES, moduleGroups, modulesAt, sharedChunkGroups } from './vite.chunks';

const root = path.dirname(new URL(import.meta.url).pathname);

describe('modulesAt', () => {
  const test = modulesAt(['packages/core/src/schemas/events', 'node_modules/zod/v4/classic/iso']);

  it('matches a module by its path, whatever its extension and path separator', () => {
    expect(test.test('/repo/packages/core/src/schemas/events.ts')).toBe(true);
    expect(test.test('C:\\repo\\packages\\core\\src\\schemas\\events.ts')).toBe(true);
    expect(test.test('/repo/node_modules/zod/v4/classic/iso.js')).toBe(true);
    expect(test.test('/repo/web/src/x.tsx')).toBe(false);
  });

  it('does not match a module whose name only starts the same, or a neighbour', () => {
    expect(test.test('/repo/packages/core/src/schemas/events-view.ts')).toBe(false);
    expect(test.test('/repo/packages/core/src/schemas/events.test.ts')).toBe(false);
    expect(test.test('/repo/packages/core/src/schemas/events/index.ts')).toBe(false);
    expect(test.test('/repo/other-packages/core/src/schemas/events.ts')).toBe(false);
  });
});

describe.each(Object.entries(APP_GROUP_MODULES))("the %s app's chunk groups", (_app, own) => {
  const groups = moduleGroups(own);
  const listed = groups.flatMap(({ name, modules }) => modules.map((module) => ({ name, module })));

  // A renamed or moved module would silently fall out of its group (and back into a file of
  // its own): every listed path must still be a module.
  it.each(listed)('$name lists $module, which exists', ({ module }) => {
    const found = ['.ts', '.tsx', '.js'].some((ext) => existsSync(path.join(root, module + ext)));
    expect(found, `${module} is not a module of this repository`).toBe(true);
  });

  it('puts each module in one group only', () => {
    const modules = listed.map(({ module }) => module);
    expect(new Set(modules).size).toBe(modules.length);
  });

  it('gives every group a test that takes exactly its modules', () => {
    const tests = sharedChunkGroups(own);
    for (const { module, name } of listed) {
      const id = path.join(root, `${module}.ts`);
      expect(tests.filter(({ test }) => test.test(id)).map((group) => group.name)).toEqual([name]);
    }
  });
});
