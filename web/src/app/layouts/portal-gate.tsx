import { SignOutButton } from '@fundax/client/ui';

import { PortalGuard } from '../../features/auth/components/portal-guard';
import { AdminConsolePointer } from '../../features/portal-shell/components/admin-console-pointer';

// The portal pages' loaders come with the gate (see router.tsx).
export { portalPages } from '../portal-pages';

/**
 * The portal's gate as the route table mounts it: a lazy layout with a chunk of its own, so a
 * public page's first load carries none of it (the guard, finishing sign-up, the admin console
 * pointer and the error messages they word).
 */
export function PortalGate() {
  return <PortalGuard adminWithoutAccount={<AdminConsolePointer signOut={<SignOutButton />} />} />;
}
