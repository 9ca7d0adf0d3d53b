/**
 * What a feature (server/features/<name>) gives the app: its route plugins, how the change feed
 * reads its entities, its periodic jobs, its server texts and its part of the demo laboratory. Each feature's index.ts exports one `ServerFeature`;
 * server/features/index.ts lists them, and app.ts and the sync entity registry are built by
 * mapping over that list, so a new feature is its folder plus one line there.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SyncEntity } from '../../../src/contract/sync';
import type { AppContext, MailContext } from '../appContext';
import type { AppDb } from '../db/database';
import type { AttachmentStore } from '../files/attachmentStore';
import type { ErrorShape } from '../http/errorShapes';
import type { ReportFileStore } from '../files/reportFileStore';
import type { PeriodicJob, PeriodicJobLog } from '../jobs/periodicJob';
import type { AnyMailKind } from '../mail/mailIntents';
import type { AdjustableClock } from '../time/adjustableClock';
import type { SyncEntityDefinition } from '../sync/syncEntityDefinition';

/** What every feature route plugin is registered with. */
export interface FeatureRouteOptions {
  context: AppContext;
  /** The clock the e2e tests move (DEV_TOOLS without a test's clock); null otherwise. */
  devClock: AdjustableClock | null;
}

export type FeatureJobLog = PeriodicJobLog & { info(object: object, message: string): void };

export type FeatureEntities = Partial<Record<SyncEntity, SyncEntityDefinition>>;

/**
 * What a demo seed step gets (server/seed/demoData.ts runs the steps in the list's order, after
 * the people and practices, each only on a database it has just seeded). A step whose store is
 * absent seeds nothing: most server tests seed without report PDFs, attachments or mail.
 */
export interface DemoSeedContext {
  db: AppDb;
  now: Date;
  /** Where the demo reports' PDFs go; without it no reports, nor what hangs on them. */
  reports?: { reportFiles: ReportFileStore; labName: string };
  /** Where the attachments of system messages and workshops go. */
  attachments?: AttachmentStore;
  /** Where invitations are mailed. */
  mail?: MailContext;
}

export interface ServerFeature<Entities extends FeatureEntities = FeatureEntities> {
  readonly name: string;
  /** Registered in the list's order, each with FeatureRouteOptions. */
  readonly routes?: readonly FastifyPluginAsyncZod<FeatureRouteOptions>[];
  /** The entities of src/contract/sync.ts this feature mirrors; each entity has one feature. */
  readonly syncEntities?: Entities;
  /** Started when the app is ready, stopped (awaiting a run in progress) when it closes. */
  readonly jobs?: readonly ((context: AppContext, log: FeatureJobLog) => PeriodicJob)[];
  /** The mails it asks for (platform/mail/mailIntents.ts): the intents compose only kinds listed here. */
  readonly mails?: readonly AnyMailKind[];
  /** Its server texts in German and English (its messages.ts; platform/i18n/messages.ts). */
  readonly messages?: { de: Record<string, string>; en: Record<string, string> };
  /** Its part of the demo laboratory (README 'Demo data'). */
  readonly demoSeed?: (context: DemoSeedContext) => Promise<void>;
  /**
   * The shape of every refusal under a path it serves in a protocol of its own (FHIR's
   * OperationOutcome under /fhir), also where no route of its own runs: an unknown path, a
   * foreign Host, a URL the router or Node refuses (http/errorShapes.ts).
   */
  readonly errorShapes?: readonly ErrorShape[];
}

/** Keeps the literal entity keys, so the registry can check at compile time that none is missing. */
export const defineFeature = <Entities extends FeatureEntities = Record<never, never>>(
  feature: ServerFeature<Entities>,
): ServerFeature<Entities> => feature;
