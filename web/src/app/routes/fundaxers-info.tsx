import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="How fundraising works"
      lede="Raise money for your cause at events hosted by local businesses."
    />
  );
}
