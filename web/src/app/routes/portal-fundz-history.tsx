import { FundzHistoryPage } from '../../features/portal/components/fundz-history-page';

export function Component() {
  return <FundzHistoryPage />;
}
