import { Page } from '../../components/ui/page';

export function Component() {
  return (
    <Page
      title="Special events"
      lede="Featured give-back events across Albuquerque and Rio Rancho."
    />
  );
}
