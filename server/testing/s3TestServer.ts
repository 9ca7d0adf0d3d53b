/**
 * A local S3-compatible server for the tests of issue 30: s3rver, in this process, on a port the
 * OS picks, keeping its objects in a temporary directory of its own, with one bucket made at start.
 * It checks the SDK's signatures against its fixed credentials, so a request the SDK signs wrongly
 * fails here as it would against a lab's store. `stop` closes it and removes the directory.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import type { S3Settings } from '../platform/config/config';
import { createS3Client } from '../platform/files/s3Client';

const require = createRequire(import.meta.url);

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}

type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

/** s3rver accepts these and only these. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestBucket {
  settings: S3Settings;
  /** The same settings as the portal's environment variables, for a portal process. */
  env: Record<string, string>;
}

export interface S3TestServer extends S3TestBucket {
  /** Another bucket on the same server (a restored portal's, a test's own), made through the S3 API. */
  createBucket(name: string): Promise<S3TestBucket>;
  stop(): Promise<void>;
}

const envOf = (settings: S3Settings): Record<string, string> => ({
  S3_ENDPOINT: settings.endpoint,
  S3_BUCKET: settings.bucket,
  S3_ACCESS_KEY_ID: settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
});

export async function startS3TestServer(bucket = 'kundencenter-test'): Promise<S3TestServer> {
  const S3rver = require('s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 'kc-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
  };
  return {
    settings,
    env: envOf(settings),
    async createBucket(name) {
      const client = createS3Client(settings);
      try {
        await client.send(new CreateBucketCommand({ Bucket: name }));
      } finally {
        client.destroy();
      }
      const own = { ...settings, bucket: name };
      return { settings: own, env: envOf(own) };
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
