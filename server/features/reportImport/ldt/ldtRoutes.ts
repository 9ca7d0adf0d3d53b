/**
 * `POST /api/ldt` (issue 17): an LDT 3 file as the body (application/octet-stream or
 * application/x-ldt), from the laboratory system with a personal access token (`reports:import`).
 * 201 `{data: [{report, replaced, unchanged, order}]}` (`order`: what became of the order the
 * report names, with a message; issue 28); a broken file is a 422 naming the line and field,
 * an unknown LANR a 422 naming its line; nothing of a refused file is stored.
 *
 * The body streams to a temporary file and is parsed from there (issue 26, http/spooledBody.ts):
 * a body over LDT_BODY_LIMIT is a 413 before it is read (Content-Length) or as soon as it passes
 * the limit (chunked).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_BODY_MAX_BYTES } from '../../../../src/contract/constants';
import { TokenAbility } from '../../../../src/contract/apiTokens';
import type { AppContext } from '../../../platform/appContext';
import { machineCaller } from '../../../platform/auth/machineAuth';
import { access } from '../../../platform/auth/routeAccess';
import { FieldValidationError, HttpError } from '../../../platform/http/httpErrors';
import { acceptSpooledBodies, SpooledBody } from '../../../platform/http/spooledBody';
import { requestLocale } from '../../../platform/i18n/requestLocale';
import { translate } from '../../../platform/i18n/translate';
import { discardImported } from '../importedReport';
import { orderLinkMessage } from '../orderLinkNotice';
import { ImportRefused, importReports } from '../importReports';
import { LdtError, parseLdt, type LdtBefund } from './ldtParse';

export const ldtRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  acceptSpooledBodies(app, {
    contentTypes: ['application/octet-stream', 'application/x-ldt'],
    limit: IMPORT_BODY_MAX_BYTES,
    tooLarge: () => new HttpError(413, 'http.payloadTooLarge'),
  });

  app.post(
    '/api/ldt',
    {
      config: { ...access('machine', { ability: TokenAbility.reportsImport }), csrf: false },
      bodyLimit: IMPORT_BODY_MAX_BYTES,
    },
    async (request, reply) => {
      const token = machineCaller(request);
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
      let befunde: LdtBefund[] = [];
      try {
        befunde = await parseLdt(request.body instanceof SpooledBody ? request.body.stream() : []);
        const imported = befunde.map((befund) => befund.report);
        const stored = await importReports(context, { id: token.createdBy, name: token.name }, imported, {
          request,
        });
        // Issue 28: each report says what became of the order it names (null: it names none).
        const data = stored.map((one) => ({
          ...one,
          order: one.order ? { ...one.order, message: orderLinkMessage(one.order, locale) } : null,
        }));
        return await reply.code(201).send({ data });
      } catch (error) {
        if (error instanceof LdtError) throw lineError(error.line, error.field, error.problem, error.params);
        if (error instanceof ImportRefused && error.reason !== 'pdfUnreadable') {
          throw lineError(befunde[error.index]?.lanrLine ?? 0, '0212', `import.${error.reason}`, {
            lanr: error.detail,
          });
        }
        if (error instanceof ImportRefused)
          throw new FieldValidationError({ file: ['validation.pdfUnreadable'] });
        throw error;
      } finally {
        await discardImported(befunde.map((befund) => befund.report));
      }
    },
  );
};
