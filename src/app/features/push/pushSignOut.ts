import { registerSignOutStep } from '../../session/signOutSteps';
import { disablePush } from './pushApi';

// Issue 29: a device that signs out gets no more pushes of its user.
registerSignOutStep(disablePush);
