import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Event" lede="A give-back event near you." />;
}
