import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Dashboard" lede="Your events, venues and fundraisers at a glance." />;
}
