import { describe, expect, it } from 'vitest';

import { roleSchema } from '../schemas/roles';
import { ROLES, isRole } from './roles';

describe('isRole', () => {
  it.each([...ROLES, 'admin', '', 'Partner', null, undefined, 1])(
    'agrees with the zod role schema on %j',
    (value) => {
      expect(isRole(value)).toBe(roleSchema.safeParse(value).success);
    },
  );
});
