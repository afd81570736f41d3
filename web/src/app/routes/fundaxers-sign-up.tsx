import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Sign up as a fundraiser" lede="Create your fundraiser account." />;
}
