import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Partner" lede="A local business that gives back." />;
}
