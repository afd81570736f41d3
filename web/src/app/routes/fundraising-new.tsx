import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Start a fundraiser"
      lede="Tell us about your cause and we will match you with local businesses that give back."
    />
  );
}
