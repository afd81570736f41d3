import { Page } from '@fundax/client/ui';

import { AngelsTrainingContent } from '../../features/content/components/angels-training-content';

/** /angels/training: what a new angel does. */
export function Component() {
  return (
    <Page
      title="Angel training"
      lede="Your first month as a Fundax angel: orientation, your first meetings, one-to-ones, and the referral etiquette every group follows."
    >
      <AngelsTrainingContent />
    </Page>
  );
}
