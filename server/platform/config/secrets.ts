/**
 * Secrets the operator did not give are generated once and kept in DATA_DIR/secrets.json (mode 0600),
 * so sessions and encrypted columns survive a restart without any setup. A secret given in the
 * environment always wins and is never written to disk.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const SECRETS_FILE_NAME = 'secrets.json';
const SECRET_BYTES = 32;

const secretsFileSchema = z.object({
  sessionSecret: z.string().min(1).optional(),
  appKey: z.string().min(1).optional(),
  /** Issue 29: the Web Push key pair (vapidKeys.ts); kept here so other secrets' writes keep it. */
  vapidPublicKey: z.string().min(1).optional(),
  vapidPrivateKey: z.string().min(1).optional(),
});

export interface Secrets {
  sessionSecret: string;
  appKey: string;
}

export type SecretName = keyof Secrets;
const SECRET_NAMES: readonly SecretName[] = ['sessionSecret', 'appKey'];

function generateSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

export function readSecretsFile(path: string): z.infer<typeof secretsFileSchema> {
  if (!existsSync(path)) return {};
  const parsed = secretsFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a valid secrets file`);
  return parsed.data;
}

/** Write to a temporary file and rename, so a crash never leaves a half-written secrets file. */
export function writeSecretsFile(path: string, secrets: z.infer<typeof secretsFileSchema>): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** Returns both secrets: the given ones, else the stored ones, else freshly generated and stored. */
export function resolveSecrets(dataDir: string, given: Partial<Secrets>): Secrets {
  if (given.sessionSecret && given.appKey) {
    return { sessionSecret: given.sessionSecret, appKey: given.appKey };
  }
  const path = join(dataDir, SECRETS_FILE_NAME);
  const stored = readSecretsFile(path);
  const toStore = { ...stored };
  const resolved = {} as Secrets;
  for (const name of SECRET_NAMES) {
    const known = given[name] || stored[name];
    if (known) {
      resolved[name] = known;
    } else {
      resolved[name] = toStore[name] = generateSecret();
    }
  }
  if (Object.keys(toStore).length > Object.keys(stored).length) {
    mkdirSync(dataDir, { recursive: true });
    writeSecretsFile(path, toStore);
  }
  return resolved;
}
