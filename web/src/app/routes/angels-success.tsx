import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Application received" lede="Thank you for applying to become an angel." />;
}
