// The security-rules suite: the real firestore.rules on the Firestore emulator, read through
// the client kit's own query builders. One file, run in this order, because the last part
// judges the whole run: the emulator's rule coverage accumulates for the emulator's lifetime
// (clearFirestore does not reset it) and vitest orders separate files by its own heuristics.
import { afterAll, beforeAll } from 'vitest';

import { adminFeedSpec } from './specs/admin-feed';
import { applicationsSpec } from './specs/applications';
import { auditLogSpec } from './specs/audit-log';
import { completenessSpec } from './specs/completeness';
import { eventsSpec } from './specs/events';
import { filesSpec } from './specs/files';
import { ledgerSpec } from './specs/ledger';
import { mailSpec } from './specs/mail';
import { networkingGroupsSpec } from './specs/networking-groups';
import { payeesSpec } from './specs/payees';
import { notificationsSpec } from './specs/notifications';
import { profilesSpec } from './specs/profiles';
import { regressionsSpec } from './specs/regressions';
import { resourcesSpec } from './specs/resources';
import { revisionsSpec } from './specs/revisions';
import { statementsSpec } from './specs/statements';
import { successStoriesSpec } from './specs/success-stories';
import { supportRequestsSpec } from './specs/support-requests';
import { usersSpec } from './specs/users';
import { venuesSpec } from './specs/venues';
import { writesSpec } from './specs/writes';
import { startSuite, stopSuite } from './support/suite';

beforeAll(startSuite);
afterAll(stopSuite);

usersSpec();
profilesSpec();
venuesSpec();
eventsSpec();
applicationsSpec();
successStoriesSpec();
networkingGroupsSpec();
resourcesSpec();
supportRequestsSpec();
ledgerSpec();
auditLogSpec();
revisionsSpec();
payeesSpec();
statementsSpec();
notificationsSpec();
adminFeedSpec();
mailSpec();
filesSpec();
writesSpec();
regressionsSpec();
completenessSpec();
