/** One variable of the environment that cannot be used, and why. */
export interface ConfigIssue {
  variable: string;
  problem: string;
}

/**
 * A configuration that cannot start the server. The message names every bad variable so an
 * operator fixes them all in one go; it never repeats a value (URLs and secrets may hold passwords).
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly issues: readonly ConfigIssue[]) {
    super(
      ['Invalid configuration:', ...issues.map((issue) => `  ${issue.variable}: ${issue.problem}`)].join(
        '\n',
      ),
    );
  }
}
