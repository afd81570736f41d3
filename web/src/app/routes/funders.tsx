import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Our funders"
      lede="Local businesses that give a share of their sales to community causes."
    />
  );
}
