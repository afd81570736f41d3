import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Business networking groups in Albuquerque and Rio Rancho"
      lede="Meet local business owners and grow together."
    />
  );
}
