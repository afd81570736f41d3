import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Become a partner"
      lede="Host give-back events at your business and bring new customers through your door."
    />
  );
}
