import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Local businesses" lede="Find businesses and networking groups near you." />;
}
