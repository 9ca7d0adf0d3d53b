/**
 * What of a failure may go to the log (docs/security.md: the log holds no patient data). It is the
 * logger's `err` serializer (logger.ts), so every `log.error({ err })` in the server goes through it.
 *
 * A database error never logs its message, detail, hint, where, query or bound parameters: drizzle
 * puts the SQL and its parameters into its message (a demand's text, an interpretation note, a
 * searched name), and PostgreSQL quotes the offending value in its own ('invalid input syntax for
 * type integer: "Mustermann"'). What stays is what finds the bug without the data: the classes,
 * the SQLSTATE code, the constraint, table and column names, and the stack frames without the
 * message line. Other errors keep their message; the cause chain is followed iteratively, a few
 * links deep, so a cyclic or absurd chain cannot hang the logger.
 */

export interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  stack?: string;
}

const MAX_CAUSES = 5;
/** SQLSTATE: five digits or upper-case letters ('23505', '22P02'). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Error & Record<string, unknown>;

function causeChain(error: Error): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < MAX_CAUSES;) {
    if (chain.includes(current as ErrorLike)) break;
    chain.push(current as ErrorLike);
    current = current.cause;
  }
  return chain;
}

/** drizzle's wrapper (query and params on it) or a driver's error (SQLSTATE and severity). */
function isDatabaseError(error: ErrorLike): boolean {
  if (error.constructor.name === 'DrizzleQueryError' || ('query' in error && 'params' in error)) return true;
  return typeof error['code'] === 'string' && SQLSTATE.test(error['code']) && 'severity' in error;
}

function stringField(error: ErrorLike | undefined, name: string): string | undefined {
  const value = error?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The "    at ..." lines of a stack, without the message line(s) above them. */
function stackFrames(stack: string | undefined): string | undefined {
  if (!stack) return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

const compact = (logged: LoggedError): LoggedError =>
  Object.fromEntries(Object.entries(logged).filter(([, value]) => value !== undefined)) as LoggedError;

export function loggableError(error: unknown): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const chain = causeChain(error);
  const type = chain.map((link) => `${link.constructor.name}(${link.name})`).join(' < ');
  if (chain.some(isDatabaseError)) {
    const driver = chain.find((link) => typeof link['code'] === 'string' && SQLSTATE.test(link['code']));
    return compact({
      type,
      code: stringField(driver, 'code'),
      constraint: stringField(driver, 'constraint'),
      table: stringField(driver, 'table'),
      column: stringField(driver, 'column'),
      routine: stringField(driver, 'routine'),
      stack: stackFrames(error.stack),
    });
  }
  return compact({
    type,
    message: chain.map((link) => link.message).join(' < '),
    code: stringField(error as ErrorLike, 'code'),
    stack: error.stack,
  });
}
