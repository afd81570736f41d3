import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Angel sign in" lede="Sign in to continue with your angel membership." />;
}
