import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Fundraisers" lede="Causes raising money through give-back events." />;
}
