import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Partners" lede="Businesses that host give-back events." />;
}
