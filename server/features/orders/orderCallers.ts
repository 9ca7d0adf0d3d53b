/**
 * Who calls an order route (issue 28): orders are entered by doctors only (role Arzt with 'create
 * orders'; a staff role given the permission still gets 403), and seen by doctors and by staff
 * holding 'list orders'. Which orders each sees is orderAccess.ts.
 */
import type { FastifyRequest } from 'fastify';
import { mayCreateOrders, mayListAllOrders } from '../../../src/contract/orderRules';
import { RoleName } from '../../../src/contract/permissions';
import { signedIn } from '../../platform/auth/routeAccess';
import { forbidden } from '../../platform/http/httpErrors';

/** The signed-in doctor; 403 for anyone else, whatever permissions a role gave them. */
export function orderingDoctor(request: FastifyRequest) {
  const { user } = signedIn(request);
  if (!user.roles.includes(RoleName.doctor) || !mayCreateOrders(user.permissions)) throw forbidden();
  return user;
}

/** The signed-in user who may see orders at all. */
export function orderViewer(request: FastifyRequest) {
  const { user } = signedIn(request);
  if (!mayCreateOrders(user.permissions) && !mayListAllOrders(user.permissions)) throw forbidden();
  return user;
}
