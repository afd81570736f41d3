import { Page } from '../../components/ui/page';

export function Component() {
  return <Page title="Terms of use" lede="The terms that apply when you use Fundax." />;
}
