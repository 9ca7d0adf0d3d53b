/**
 * The object storage of the encrypted files (issue 30): with S3_ENDPOINT, S3_BUCKET and the
 * credentials set, report PDFs and attachments live in that bucket (server/platform/files/
 * fileStorage.ts); with none of the S3 variables, in the folders as before. Anything between is a
 * mistake an operator wants to hear about at start, not at the first upload: every S3 variable
 * given switches the check on, and the error names each one still missing.
 */
import type { ConfigIssue } from './configError';

export interface S3Settings {
  /** The S3 API's origin, e.g. `https://s3.lab.example` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`: the self-hosted
   * stores (MinIO, Ceph, Garage) answer path-style without a wildcard DNS name, so it is the default.
   */
  forcePathStyle: boolean;
}

/** What the SDK signs with when a store ignores the region (most self-hosted ones do). */
export const DEFAULT_S3_REGION = 'us-east-1';

export const REQUIRED_S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const S3_VARIABLES = [...REQUIRED_S3_VARIABLES, 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;

export interface S3Variables {
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE?: boolean | undefined;
}

/** The S3 settings, or undefined when no S3 variable is set; a half-set one adds issues. */
export function resolveS3Settings(vars: S3Variables, issues: ConfigIssue[]): S3Settings | undefined {
  const anySet = S3_VARIABLES.some((name) => vars[name] !== undefined);
  if (!anySet) return undefined;
  const missing = REQUIRED_S3_VARIABLES.filter((name) => vars[name] === undefined);
  for (const variable of missing) {
    issues.push({
      variable,
      problem: `is required when the files live in S3 (set ${REQUIRED_S3_VARIABLES.join(', ')}, or no S3 variable at all)`,
    });
  }
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = vars;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return undefined;
  return {
    endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: S3_BUCKET,
    region: vars.S3_REGION ?? DEFAULT_S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? true,
  };
}
