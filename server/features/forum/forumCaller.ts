/** The caller of a forum route, as the rules of src/contract/forumRules.ts need them. */
import type { FastifyRequest } from 'fastify';
import type { ForumActor } from '../../../src/contract/forumRules';
import { signedIn } from '../../platform/auth/routeAccess';

export interface ForumCaller extends ForumActor {
  uuid: string;
  permissions: readonly string[];
}

export const forumCallerOf = (request: FastifyRequest): ForumCaller => {
  const { user } = signedIn(request);
  return {
    id: user.id,
    uuid: user.uuid,
    permissions: user.permissions,
    forumRulesConfirmedAt: user.forumRulesConfirmedAt,
  };
};
