/**
 * `POST /dev/clock/advance` {minutes}: moves the server's clock (forward, or back to undo a test's move) and runs the escalation of
 * critical reports at once (issue 17's end-to-end test). Registered only with DEV_TOOLS and an
 * adjustable clock, answered only to loopback callers, like the dev outbox; 404 for anyone else.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { notFound } from '../../platform/http/httpErrors';
import { isLoopbackCaller } from '../../platform/net/clientAddress';
import type { AdjustableClock } from '../../platform/time/adjustableClock';
import { escalateCriticalReports } from './escalateCritical';

export const devClockRoutes: FastifyPluginAsyncZod<{
  context: AppContext;
  devClock?: AdjustableClock | null;
}> = async (app, { context, devClock: clock }) => {
  if (!clock) return;
  app.post(
    '/dev/clock/advance',
    {
      config: { ...access('guest'), csrf: false },
      schema: {
        body: z.object({
          minutes: z
            .number()
            .int()
            .min(-60 * 24 * 365)
            .max(60 * 24 * 365),
        }),
      },
    },
    async (request) => {
      if (!isLoopbackCaller(request, context.config.trustProxy)) throw notFound();
      clock.advance(request.body.minutes * 60_000);
      const { escalated } = await escalateCriticalReports(context);
      return { now: context.now().toISOString(), escalated };
    },
  );
};
