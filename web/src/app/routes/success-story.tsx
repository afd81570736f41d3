import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Success stories" lede="What our community has raised together." />;
}
