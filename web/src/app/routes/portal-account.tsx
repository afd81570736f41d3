import { Page } from '@fundax/client/ui';

import { DeleteSection } from '../../features/portal-security/components/delete-section';
import { EmailSection } from '../../features/portal-security/components/email-section';
import { ExportSection } from '../../features/portal-security/components/export-section';
import { PasswordSection } from '../../features/portal-security/components/password-section';
import '../../features/portal-security/components/security.css';
import { usePortalUser } from '../../utils/use-portal-user';

/**
 * /portal/account: how the person signs in (email, password), their data as a file, and
 * deleting the account. Changes that need a recent sign-in ask for one in a dialog.
 */
export function Component() {
  const { isAdmin } = usePortalUser();
  return (
    <Page title="Account" lede="How you sign in, a copy of your data, and closing your account.">
      <div className="stack">
        <EmailSection />
        <PasswordSection />
        <ExportSection />
        <DeleteSection isAdmin={isAdmin} />
      </div>
    </Page>
  );
}
