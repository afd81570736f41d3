import { FundzPage } from '../../features/portal/components/fundz-page';

export function Component() {
  return <FundzPage />;
}
