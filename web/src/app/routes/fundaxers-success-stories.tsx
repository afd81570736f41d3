import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page title="Fundraiser success stories" lede="Causes that reached their goals with Fundax." />
  );
}
