import { OrganizationPage } from '../../features/portal/components/account-pages';

export function Component() {
  return <OrganizationPage />;
}
