import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="About Fundax" lede="Community fundraising with local businesses." />;
}
