/**
 * The FHIR R4 endpoint of the report import (issue 17), for the laboratory system's machine calls
 * with a personal access token (`reports:import`), never a session:
 *
 *   GET  /fhir/R4/metadata           the CapabilityStatement (no token needed, as FHIR expects)
 *   POST /fhir/R4                    a transaction or collection Bundle: 200, a transaction-response
 *                                    (each entry's `response.outcome` says what became of the
 *                                    order the report is based on, issue 28)
 *   POST /fhir/R4/DiagnosticReport   one report with its resources contained: 201 (200 unchanged)
 *
 * Errors are OperationOutcomes (operationOutcome.ts), from this plugin's own error handler, which
 * also covers the token checks of the session hooks.
 */
import type { Bundle, DiagnosticReport, OperationOutcome } from 'fhir/r4';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TokenAbility } from '../../../../src/contract/apiTokens';
import type { AppContext } from '../../../platform/appContext';
import { machineCaller } from '../../../platform/auth/machineAuth';
import { access } from '../../../platform/auth/routeAccess';
import { IMPORT_BODY_MAX_BYTES } from '../../../../src/contract/constants';
import { HttpError } from '../../../platform/http/httpErrors';
import { acceptSpooledBodies, SpooledBody } from '../../../platform/http/spooledBody';
import type { Locale } from '../../../../src/contract/constants';
import { ORDER_NUMBER_SYSTEM } from '../../../../src/contract/orders';
import { requestLocale } from '../../../platform/i18n/requestLocale';
import { ImportRefused, importReports, type ImportedStored } from '../importReports';
import { orderLinkMessage } from '../orderLinkNotice';
import { capabilityStatement } from './capabilityStatement';
import { readFhirJson, type FhirJson } from './fhirJson';
import { reportOfResource, reportsOfBundle } from './fhirReports';
import { FhirError, issueCodeOf, operationOutcome } from './operationOutcome';

const FHIR_JSON = 'application/fhir+json';
const IMPORT = { ...access('machine', { ability: TokenAbility.reportsImport }), csrf: false };

const sendFhir = (reply: FastifyReply, status: number, body: object) =>
  reply.code(status).header('Content-Type', `${FHIR_JSON}; charset=utf-8`).send(JSON.stringify(body));

/** Issue 28: the ServiceRequest a linked report is based on, as the portal names it. */
const basedOnOf = (stored: ImportedStored): Pick<DiagnosticReport, 'basedOn'> =>
  stored.order && 'number' in stored.order
    ? {
        basedOn: [
          { type: 'ServiceRequest', identifier: { system: ORDER_NUMBER_SYSTEM, value: stored.order.number } },
        ],
      }
    : {};

/** Issue 28: what became of the order the report names, as an informational OperationOutcome. */
const orderOutcome = (stored: ImportedStored, locale: Locale): OperationOutcome | undefined =>
  stored.order
    ? {
        resourceType: 'OperationOutcome',
        issue: [
          {
            severity: 'information',
            code: 'informational',
            diagnostics: orderLinkMessage(stored.order, locale),
          },
        ],
      }
    : undefined;

function reportResource(stored: ImportedStored): DiagnosticReport {
  return {
    resourceType: 'DiagnosticReport',
    id: stored.report.uuid,
    meta: { versionId: String(stored.report.version), lastUpdated: stored.report.updated_at },
    identifier: [{ value: stored.report.befund_id }],
    ...basedOnOf(stored),
    status: 'final',
    code: { text: 'Laborbefund' },
  };
}

const statusOf = (stored: ImportedStored) => (stored.unchanged ? '200 OK' : '201 Created');

export const fhirRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // The body streams to a temporary file (issue 26) and is parsed from there as a stream.
  acceptSpooledBodies(app, {
    contentTypes: [FHIR_JSON],
    limit: IMPORT_BODY_MAX_BYTES,
    tooLarge: () =>
      new FhirError(413, 'too-costly', `The body is larger than ${IMPORT_BODY_MAX_BYTES / 1024 / 1024} MB`),
  });
  /** The body's resource with its PDFs in temporary files, gone when `use` is done. */
  const withBody = async <T>(body: unknown, use: (json: FhirJson) => Promise<T>): Promise<T> => {
    if (!(body instanceof SpooledBody)) throw new FhirError(400, 'structure', 'The body is empty');
    const json = await readFhirJson(body.stream());
    try {
      return await use(json);
    } finally {
      await json.discard();
    }
  };

  app.setErrorHandler((error: FastifyError | FhirError | ImportRefused | HttpError, request, reply) => {
    if (error instanceof FhirError) {
      return sendFhir(
        reply,
        error.statusCode,
        operationOutcome(error.code, error.diagnostics, error.expression),
      );
    }
    if (error instanceof ImportRefused) {
      const diagnostics = {
        unknownDoctor: `No doctor of the portal has the LANR or LIS id '${error.detail}'`,
        inactiveDoctor: `The doctor with the LANR or LIS id '${error.detail}' is deactivated in the portal`,
        pdfUnreadable: `The PDF of report '${error.detail}' is not readable`,
      }[error.reason];
      return sendFhir(reply, 422, operationOutcome('processing', diagnostics));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'fhir import failed');
    if (error instanceof HttpError)
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
    const diagnostics = status >= 500 ? 'Server Error' : error.message;
    const code =
      (error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'not-supported'
        : issueCodeOf(status);
    return sendFhir(reply, status, operationOutcome(code, diagnostics));
  });

  app.get('/fhir/R4/metadata', { config: access('guest') }, async (_request, reply) =>
    sendFhir(reply, 200, capabilityStatement(context.config.appUrl, context.now())),
  );

  app.post('/fhir/R4', { config: IMPORT, bodyLimit: IMPORT_BODY_MAX_BYTES }, async (request, reply) => {
    const token = machineCaller(request);
    const stored = await withBody(request.body, (json) =>
      importReports(context, { id: token.createdBy, name: token.name }, reportsOfBundle(json)),
    );
    const locale = requestLocale(request);
    const response: Bundle = {
      resourceType: 'Bundle',
      type: 'transaction-response',
      entry: stored.map((one) => {
        const outcome = orderOutcome(one, locale);
        return {
          resource: reportResource(one),
          response: {
            status: statusOf(one),
            location: `DiagnosticReport/${one.report.uuid}`,
            ...(outcome ? { outcome } : {}),
          },
        };
      }),
    };
    return sendFhir(reply, 200, response);
  });

  app.post(
    '/fhir/R4/DiagnosticReport',
    { config: IMPORT, bodyLimit: IMPORT_BODY_MAX_BYTES },
    async (request, reply) => {
      const token = machineCaller(request);
      const [stored] = await withBody(request.body, (json) =>
        importReports(context, { id: token.createdBy, name: token.name }, [reportOfResource(json)]),
      );
      if (!stored) throw new Error('report not stored');
      reply.header('Location', `${context.config.appUrl}/fhir/R4/DiagnosticReport/${stored.report.uuid}`);
      return sendFhir(reply, stored.unchanged ? 200 : 201, reportResource(stored));
    },
  );
};
