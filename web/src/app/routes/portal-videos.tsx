import { ResourcesPage } from '../../features/portal/components/resources-page';

export function Component() {
  return <ResourcesPage kind="video" />;
}
