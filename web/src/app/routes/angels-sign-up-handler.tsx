import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Finishing your sign-up" lede="We are completing your angel sign-up." />;
}
