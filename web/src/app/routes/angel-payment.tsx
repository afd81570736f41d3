import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Membership dues" lede="Your angel membership dues and their status." />;
}
