import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page title="Reset your password" lede="We will email you a link to choose a new password." />
  );
}
