/**
 * `POST /api/ldt` (issue 17): an LDT 3 file as the body (application/octet-stream or
 * application/x-ldt), from the laboratory system with a personal access token (`reports:import`).
 * 201 `{data: [{report, replaced, unchanged}]}`; a broken file is a 422 naming the line and field,
 * an unknown LANR a 422 naming its line; nothing of a refused file is stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenAbility } from '../../../../src/contract/apiTokens';
import type { AppContext } from '../../../platform/appContext';
import { machineCaller } from '../../../platform/auth/machineAuth';
import { access } from '../../../platform/auth/routeAccess';
import { FieldValidationError } from '../../../platform/http/httpErrors';
import { requestLocale } from '../../../platform/i18n/requestLocale';
import { translate } from '../../../platform/i18n/translate';
import { ImportRefused, importReports } from '../importReports';
import { lanrLineOf, LdtError, parseLdt } from './ldtParse';

/** An LDT file with embedded PDFs: a few reports of up to 20 MB each, base64. */
const LDT_BODY_LIMIT = 100 * 1024 * 1024;

export const ldtRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  app.addContentTypeParser(
    ['application/octet-stream', 'application/x-ldt'],
    { parseAs: 'buffer', bodyLimit: LDT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/ldt',
    {
      config: { ...access('machine', { ability: TokenAbility.reportsImport }), csrf: false },
      bodyLimit: LDT_BODY_LIMIT,
    },
    async (request, reply) => {
      const token = machineCaller(request);
      const file = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const locale = requestLocale(request);
      const lineError = (
        line: number,
        field: string,
        problem: Parameters<typeof translate>[1],
        params = {},
      ) =>
        new FieldValidationError({
          file: [
            translate(locale, 'ldt.lineError', { line, field, problem: translate(locale, problem, params) }),
          ],
        });
      try {
        const stored = await importReports(context, token.createdBy, parseLdt(file), { request });
        return reply.code(201).send({ data: stored });
      } catch (error) {
        if (error instanceof LdtError) throw lineError(error.line, error.field, error.problem);
        if (error instanceof ImportRefused && error.reason !== 'pdfUnreadable') {
          throw lineError(lanrLineOf(file, error.index), '0212', `import.${error.reason}`, {
            lanr: error.detail,
          });
        }
        if (error instanceof ImportRefused)
          throw new FieldValidationError({ file: ['validation.pdfUnreadable'] });
        throw error;
      }
    },
  );
};
