import { Page } from '@fundax/client/ui';

import { PasswordResetForm } from '../../features/auth/components/password-reset-form';
import '../../features/auth/components/sign-in.css';

export function Component() {
  return (
    <Page title="Reset your password" lede="We will email you a link to choose a new password.">
      <PasswordResetForm />
    </Page>
  );
}
