import { z } from '../zod';
import { ROLE_MESSAGE, ROLES } from '../rules/roles';

export { ROLES, type Role } from '../rules/roles';

/** An account role, for documents and contracts (the list and a plain check: rules/roles.ts). */
export const roleSchema = z.enum(ROLES, { error: ROLE_MESSAGE });
