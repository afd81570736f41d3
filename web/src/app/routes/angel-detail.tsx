import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Angel" lede="A member of the Fundax business network." />;
}
