/** Doctors' registrations (invited, verified, set up) for the statistics. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { registrationEntity } from './registrationEntity';

export const registrationsFeature = defineFeature({
  name: 'registrations',
  syncEntities: { registration: registrationEntity },
});

export { emitRegistration, registrationScopes } from './registrations';
