import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page title="Fundraising with Fundax" lede="How give-back events raise money for your cause." />
  );
}
