import { DashboardPage } from '../../features/portal/components/dashboard-page';

export function Component() {
  return <DashboardPage />;
}
