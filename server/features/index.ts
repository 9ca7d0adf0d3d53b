/**
 * The server's features, in the order their routes are registered and their demo data seeded. A new feature is its folder
 * (server/features/<name>, with an index.ts exporting its ServerFeature) plus one line here; app.ts
 * registers the routes and starts the jobs of this list, syncEntities.ts builds the change feed's
 * registry from it, demoData.ts runs its demo seed steps, and the features' texts join the server's
 * message catalogue here.
 */
import { addMessages } from '../platform/i18n/messages';
import { accountFeature } from './account';
import { activitiesFeature } from './activities';
import { backendMessagesFeature } from './backendMessages';
import { filesFeature } from './files';
import { forumFeature } from './forum';
import { iecFeature } from './iec';
import { loginFeature } from './login';
import { lookupsFeature } from './lookups';
import { officesFeature } from './offices';
import { onboardingFeature } from './onboarding';
import { registrationsFeature } from './registrations';
import { reportDemandsFeature } from './reportDemands';
import { reportImportFeature } from './reportImport';
import { reportInterpretationsFeature } from './reportInterpretations';
import { reportsFeature } from './reports';
import { searchFeature } from './search';
import { statisticsFeature } from './statistics';
import { systemFeature } from './system';
import { ticketsFeature } from './tickets';
import { twoFactorFeature } from './twoFactor';
import { usersFeature } from './users';
import { wikiFeature } from './wiki';
import { workshopsFeature } from './workshops';
import { analysesFeature } from './analyses';
import { ordersFeature } from './orders';
import { ssoFeature } from './sso';
import { pushFeature } from './push';
import { passkeysFeature } from './passkeys';

export const SERVER_FEATURES = [
  loginFeature,
  twoFactorFeature,
  onboardingFeature,
  accountFeature,
  activitiesFeature,
  lookupsFeature,
  systemFeature,
  usersFeature,
  officesFeature,
  // The demo seed steps run in this order too: tickets, iEC and forum, then the reports and what
  // hangs on them, then system messages and workshops.
  ticketsFeature,
  iecFeature,
  wikiFeature,
  forumFeature,
  reportsFeature,
  reportDemandsFeature,
  reportInterpretationsFeature,
  backendMessagesFeature,
  filesFeature,
  workshopsFeature,
  searchFeature,
  reportImportFeature,
  statisticsFeature,
  registrationsFeature,
  // Issue 28: the catalogue, then the orders (whose demo names its analyses and links reports).
  analysesFeature,
  ordersFeature,
  // Issue 29: single sign-on for staff.
  ssoFeature,
  // Issue 29: Web Push of the activity notifications.
  pushFeature,
  // Issue 29: passkeys, the third second factor and the vault's unlock on a device.
  passkeysFeature,
] as const;

for (const feature of SERVER_FEATURES) if (feature.messages) addMessages(feature.messages);
