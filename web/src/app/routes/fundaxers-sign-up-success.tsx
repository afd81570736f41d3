import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page title="Your fundraiser account is ready" lede="Next, plan your first give-back event." />
  );
}
