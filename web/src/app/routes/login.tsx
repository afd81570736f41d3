import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Sign in" lede="Sign in to manage your events, venues and fundraisers." />;
}
