import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Top business categories" lede="The categories our angels work in." />;
}
