/**
 * The server's features, in the order their routes are registered. A new feature is its folder
 * (server/features/<name>, with an index.ts exporting its ServerFeature) plus one line here; app.ts
 * registers the routes and starts the jobs of this list, syncEntities.ts builds the change feed's
 * registry from it.
 */
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

export const SERVER_FEATURES = [
  loginFeature,
  twoFactorFeature,
  onboardingFeature,
  accountFeature,
  activitiesFeature,
  reportsFeature,
  reportDemandsFeature,
  reportInterpretationsFeature,
  lookupsFeature,
  ticketsFeature,
  usersFeature,
  officesFeature,
  backendMessagesFeature,
  filesFeature,
  workshopsFeature,
  searchFeature,
  iecFeature,
  wikiFeature,
  systemFeature,
  forumFeature,
  reportImportFeature,
  statisticsFeature,
  registrationsFeature,
] as const;
