/**
 * Entry point: `node --import tsx server/main.ts`. Loads the config, opens and migrates the
 * database, ensures roles, permissions and lookups, seeds the demo laboratory into an empty
 * database, and serves until SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { queueOnlyMailSender } from './platform/mail/mailIntents';
import { ConfigError, loadConfig, type Config } from './platform/config/config';
import { createEncrypter } from './platform/crypto/encryption';
import { createPasswordHasher } from './platform/crypto/passwordHasher';
import { openDatabase } from './platform/db/database';
import { migrateDatabase } from './platform/db/migrate';
import { createLogger } from './platform/logging/logger';
import { createMailer } from './platform/mail/createMailer';
import { seedReferenceData } from './seed/referenceData';
import { seedDemoData } from './seed/demoData';
import { createFileStores } from './platform/files/fileStorage';
import { systemClock } from './platform/time/clock';
import { installResultKeys } from './features/results';
import { resetSyncAfterRestore } from './platform/sync/restoredFeed';

/** After a signal, in-flight requests get this long before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  // Before the demo seed, which stores results (issue 27).
  installResultKeys(config.appKey);
  const logger = createLogger(config);

  const database = await openDatabase(config, {
    onPoolError: (error) => logger.error({ err: error }, 'idle database connection failed'),
  });
  logger.info({ database: database.kind }, 'database opened');
  await migrateDatabase(database);
  if (await resetSyncAfterRestore(database.db)) {
    logger.warn('the database was restored from a backup: every device bootstraps its data again');
  }
  await seedReferenceData(database.db);

  const mailer = createMailer(config, database.db);
  if (mailer.kind === 'outbox') {
    logger.warn(
      config.devTools
        ? 'SMTP_URL is not set: mail is kept in the dev outbox, readable at /dev/mails from this machine only'
        : 'SMTP_URL is not set and DEV_TOOLS is off: mail is kept in the dev outbox table and goes nowhere',
    );
  }
  const seedFiles = createFileStores(config);
  logger.info({ files: seedFiles.kind }, 'file storage chosen');
  const seeded =
    config.seedDemo &&
    (await seedDemoData(database.db, {
      passwords: createPasswordHasher(),
      encrypter: createEncrypter(config.appKey),
      // Queued only: the app composes and sends them once it runs.
      mail: {
        config,
        db: database.db,
        mail: queueOnlyMailSender(config.appKey, systemClock),
        now: systemClock,
      },
      reports: { reportFiles: seedFiles.reportFiles, labName: config.labName },
      attachments: seedFiles.attachments,
    }));
  seedFiles.close();
  if (seeded) logger.info('seeded the demo laboratory');

  const app = await buildApp({ config, database, logger, mailer });
  app.addHook('onClose', async () => mailer.close());

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ host: config.host, port: config.port });
  logger.info({ url: config.appUrl }, 'Kundencenter is listening');
}

main().catch((error: unknown) => {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Kundencenter failed to start: ${reason}`);
  process.exit(1);
});
