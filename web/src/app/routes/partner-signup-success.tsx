import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Welcome, partner" lede="Your partner account is ready." />;
}
