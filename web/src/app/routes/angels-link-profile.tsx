import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Link your angel profile"
      lede="Add the details members see on your public profile."
    />
  );
}
