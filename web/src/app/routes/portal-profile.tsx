import { ProfilePage } from '../../features/portal/components/account-pages';

export function Component() {
  return <ProfilePage />;
}
