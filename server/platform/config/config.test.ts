import webpush from 'web-push';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LAB_NAME } from '../../../src/contract/constants';
import { ConfigError, loadConfig } from './config';
import { SECRETS_FILE_NAME } from './secrets';

const SESSION_SECRET = 's'.repeat(40);
const APP_KEY = 'k'.repeat(40);

function configErrorOf(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const generatedVapid = webpush.generateVAPIDKeys();
const VAPID_ENV = {
  VAPID_PUBLIC_KEY: generatedVapid.publicKey,
  VAPID_PRIVATE_KEY: generatedVapid.privateKey,
};

describe('loadConfig', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'kc-config-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({ SESSION_SECRET, APP_KEY });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      databaseUrl: undefined,
      appUrl: 'http://127.0.0.1:8080',
      smtpUrl: undefined,
      redisUrl: undefined,
      seedDemo: true,
      labName: DEFAULT_LAB_NAME,
      devTools: true,
      trustProxy: false,
      metricsToken: undefined,
      logLevel: 'info',
    });
    expect(config.clientDir).toBeUndefined();
  });

  it('serves the client from CLIENT_DIR where given, as an absolute path', () => {
    expect(loadConfig({ SESSION_SECRET, APP_KEY, CLIENT_DIR: 'build/client' }).clientDir).toBe(
      resolve('build/client'),
    );
  });

  it('keeps the developer pages independent of NODE_ENV: DEV_TOOLS alone switches them', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'development' }).devTools).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).devTools).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DEV_TOOLS: '0' }).devTools).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEV_TOOLS: 'true' }).devTools).toBe(true);
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'portal.example.org'])(
    'refuses HOST=%s while the dev outbox is on, saying what to set',
    (host) => {
      const error = configErrorOf(() => loadConfig({ DATA_DIR: dataDir, HOST: host }));
      expect(error.issues.map((issue) => issue.variable)).toEqual(['HOST']);
      expect(error.message).toContain('SMTP_URL');
      expect(error.message).toContain('DEV_TOOLS=false');
      expect(error.message).not.toContain(host);
    },
  );

  it('listens anywhere once mail goes out over SMTP or the developer pages are off', () => {
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', SMTP_URL: 'smtp://mail:25' }).host).toBe(
      '0.0.0.0',
    );
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0', DEV_TOOLS: 'false' }).host).toBe('0.0.0.0');
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost']) {
      expect(loadConfig({ DATA_DIR: dataDir, HOST: host }).host).toBe(host);
    }
  });

  it('reads ALLOWED_HOSTS as a list of names with optional ports, and refuses what is not one', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).allowedHosts).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, ALLOWED_HOSTS: ' Kundencenter:8080, 10.0.0.11 ,[::1]:9000' })
        .allowedHosts,
    ).toEqual(['kundencenter:8080', '10.0.0.11', '[::1]:9000']);
    for (const bad of ['http://portal.example', 'portal.example/path', 'a b', ',']) {
      const error = configErrorOf(() => loadConfig({ DATA_DIR: dataDir, ALLOWED_HOSTS: bad }));
      expect(error.issues.map((issue) => issue.variable)).toEqual(['ALLOWED_HOSTS']);
    }
  });

  it.each([
    ['false', false],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['loopback, 10.0.0.0/8,fd00::/8', ['loopback', '10.0.0.0/8', 'fd00::/8']],
    ['192.168.0.0/255.255.0.0', ['192.168.0.0/255.255.0.0']],
  ] as const)('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'proxy.internal', '10.0.0.0/33', '1.2.3.4/8/1'])(
    'refuses TRUST_PROXY=%s naming the variable',
    (value) => {
      const error = configErrorOf(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }));
      expect(error.issues.map((issue) => issue.variable)).toEqual(['TRUST_PROXY']);
    },
  );

  it('refuses a METRICS_TOKEN too short to be secret', () => {
    const error = configErrorOf(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' }));
    expect(error.message).toContain('METRICS_TOKEN: must be at least 24 characters long');
  });

  it('refuses a REDIS_PREFIX with characters a key prefix should not have', () => {
    const error = configErrorOf(() => loadConfig({ DATA_DIR: dataDir, REDIS_PREFIX: 'kc prod*' }));
    expect(error.message).toContain('REDIS_PREFIX: must be letters, digits, :, _, . or -');
  });

  it('derives APP_URL from HOST and PORT unless it is given', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir, HOST: 'portal.local', PORT: '3000', DEV_TOOLS: 'false' }).appUrl,
    ).toBe('http://portal.local:3000');
    expect(loadConfig({ DATA_DIR: dataDir, APP_URL: 'https://kundencenter.example.org/' }).appUrl).toBe(
      'https://kundencenter.example.org',
    );
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://kc@db.internal:5432/kundencenter',
      SMTP_URL: 'smtp://mail.internal:25',
      REDIS_URL: 'redis://cache.internal:6379',
      REDIS_PREFIX: 'kc-staging:',
      SEED_DEMO: 'false',
      LAB_NAME: 'Labor Nordheide',
      DEV_TOOLS: 'false',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      METRICS_TOKEN: 'm'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: 'postgres://kc@db.internal:5432/kundencenter',
      smtpUrl: 'smtp://mail.internal:25',
      redisUrl: 'redis://cache.internal:6379',
      redisPrefix: 'kc-staging:',
      seedDemo: false,
      labName: 'Labor Nordheide',
      devTools: false,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      metricsToken: 'm'.repeat(32),
    });
  });

  it.each([
    ['true', true],
    ['1', true],
    ['TRUE', true],
    ['false', false],
    ['0', false],
  ])('reads SEED_DEMO=%s as %s', (value, expected) => {
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: value }).seedDemo).toBe(expected);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', SEED_DEMO: '' })).toMatchObject({
      port: 8080,
      seedDemo: true,
    });
  });

  it.each(['abc', '0', '70000', '80.5'])('rejects PORT=%s naming the variable', (port) => {
    const error = configErrorOf(() => loadConfig({ DATA_DIR: dataDir, PORT: port }));
    expect(error.message).toContain('PORT: must be a whole number from 1 to 65535');
    expect(error.issues.map((issue) => issue.variable)).toEqual(['PORT']);
  });

  it('reads ORPHAN_FILE_GRACE_SECONDS, unset by default (the sweep keeps its hour)', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).orphanFileGraceSeconds).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, ORPHAN_FILE_GRACE_SECONDS: '7200' }).orphanFileGraceSeconds).toBe(
      7200,
    );
  });

  it.each(['0', '-5', '1.5', 'an hour'])(
    'rejects ORPHAN_FILE_GRACE_SECONDS=%s naming the variable',
    (value) => {
      const error = configErrorOf(() => loadConfig({ DATA_DIR: dataDir, ORPHAN_FILE_GRACE_SECONDS: value }));
      expect(error.message).toContain('ORPHAN_FILE_GRACE_SECONDS: must be a whole number of at least 1');
    },
  );

  it('rejects a SEED_DEMO that is not boolean-ish, naming the variable', () => {
    const error = configErrorOf(() => loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'yes' }));
    expect(error.message).toContain("SEED_DEMO: must be 'true', 'false', '1' or '0'");
  });

  it('lists every bad variable at once and never repeats a value', () => {
    const error = configErrorOf(() =>
      loadConfig({
        DATA_DIR: dataDir,
        PORT: 'http',
        DATABASE_URL: 'mysql://root:hunter2@db/kc',
        SESSION_SECRET: 'short',
      }),
    );
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      'DATABASE_URL',
      'PORT',
      'SESSION_SECRET',
    ]);
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('short');
  });

  it('generates the secrets into DATA_DIR once, readable by the owner only, and reuses them', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, SECRETS_FILE_NAME);
    const stored = readFileSync(file, 'utf8');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.sessionSecret).toHaveLength(43);
    expect(first.appKey).toHaveLength(43);
    expect(first.sessionSecret).not.toBe(first.appKey);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.appKey).toBe(first.appKey);
    expect(readFileSync(file, 'utf8')).toBe(stored);
  });

  it('prefers secrets from the environment and does not write them to disk', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET, APP_KEY, ...VAPID_ENV });
    expect(config.sessionSecret).toBe(SESSION_SECRET);
    expect(config.appKey).toBe(APP_KEY);
    expect(() => statSync(join(dataDir, SECRETS_FILE_NAME))).toThrow();
  });

  it('generates only the secret that is missing', () => {
    const config = loadConfig({ DATA_DIR: dataDir, APP_KEY });
    expect(config.appKey).toBe(APP_KEY);
    const stored = JSON.parse(readFileSync(join(dataDir, SECRETS_FILE_NAME), 'utf8'));
    expect(stored).toEqual({
      sessionSecret: config.sessionSecret,
      vapidPublicKey: config.vapid?.publicKey,
      vapidPrivateKey: config.vapid?.privateKey,
    });
  });

  it('generates the Web Push key pair once and keeps it (issue 29)', () => {
    const first = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET, APP_KEY });
    expect(first.vapid?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.vapid?.subject).toBe('mailto:postmaster@localhost');
    const again = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET,
      APP_KEY,
      APP_URL: 'https://portal.example.org',
    });
    expect(again.vapid).toEqual({ ...first.vapid, subject: 'https://portal.example.org' });
  });

  it('takes the Web Push keys from the environment, both or neither', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...VAPID_ENV, VAPID_SUBJECT: 'mailto:it@labor.example' });
    expect(config.vapid).toEqual({
      publicKey: VAPID_ENV.VAPID_PUBLIC_KEY,
      privateKey: VAPID_ENV.VAPID_PRIVATE_KEY,
      subject: 'mailto:it@labor.example',
    });
    const half = configErrorOf(() =>
      loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: VAPID_ENV.VAPID_PUBLIC_KEY }),
    );
    expect(half.issues[0]?.variable).toBe('VAPID_PUBLIC_KEY');
  });

  it('names DATA_DIR when the secrets cannot be kept there', () => {
    const notADirectory = join(dataDir, 'file');
    writeFileSync(notADirectory, '');
    const error = configErrorOf(() => loadConfig({ DATA_DIR: notADirectory }));
    expect(error.issues[0]?.variable).toBe('DATA_DIR');
  });
  describe('the S3 bucket of the encrypted files (issue 30)', () => {
    const S3_ENV = {
      S3_ENDPOINT: 'https://s3.labor.example/',
      S3_BUCKET: 'kundencenter-files',
      S3_ACCESS_KEY_ID: 'portal',
      S3_SECRET_ACCESS_KEY: 'a-secret-of-the-store',
    };

    it('keeps the files in the folders when no S3 variable is set', () => {
      expect(loadConfig({ DATA_DIR: dataDir }).s3).toBeUndefined();
    });

    it('takes the bucket with the documented defaults: us-east-1, path-style', () => {
      expect(loadConfig({ DATA_DIR: dataDir, ...S3_ENV }).s3).toEqual({
        endpoint: 'https://s3.labor.example',
        bucket: 'kundencenter-files',
        region: 'us-east-1',
        accessKeyId: 'portal',
        secretAccessKey: 'a-secret-of-the-store',
        forcePathStyle: true,
      });
      const virtualHosted = loadConfig({
        DATA_DIR: dataDir,
        ...S3_ENV,
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3;
      expect(virtualHosted).toMatchObject({ region: 'eu-central-1', forcePathStyle: false });
    });

    it('refuses to start on a half-set S3 configuration, naming every variable that is missing', () => {
      const error = configErrorOf(() =>
        loadConfig({ DATA_DIR: dataDir, S3_ENDPOINT: S3_ENV.S3_ENDPOINT, S3_REGION: 'eu-central-1' }),
      );
      expect(error.issues.map((issue) => issue.variable)).toEqual([
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ]);
      expect(error.message).not.toContain('s3.labor.example');
    });

    it('names a bad endpoint, bucket or switch without repeating the secret', () => {
      const error = configErrorOf(() =>
        loadConfig({
          DATA_DIR: dataDir,
          ...S3_ENV,
          S3_ENDPOINT: 'ftp://s3.labor.example',
          S3_BUCKET: 'Not_A_Bucket',
          S3_FORCE_PATH_STYLE: 'maybe',
        }),
      );
      expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
        'S3_BUCKET',
        'S3_ENDPOINT',
        'S3_FORCE_PATH_STYLE',
      ]);
      expect(error.message).not.toContain('a-secret-of-the-store');
    });
  });
});
