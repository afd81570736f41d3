import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Support"
      lede="Questions about an event, a payout or your account? We are here to help."
    />
  );
}
