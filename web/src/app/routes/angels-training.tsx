import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Angel training" lede="How to get the most out of your membership." />;
}
