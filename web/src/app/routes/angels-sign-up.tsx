import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Become an angel" lede="Join the Fundax business-networking community." />;
}
