/**
 * A real SMTP server (smtp-server) on a random local port for tests: the app's nodemailer sends to
 * it exactly as to a production relay, and the test reads what arrived. The tiny MIME reader below
 * knows what nodemailer writes (one multipart level, quoted-printable or base64, RFC 2047 subjects).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  raw: string;
}

export type RefusalPhase = 'DATA' | 'RCPT TO' | 'MAIL FROM';

export interface SmtpInbox {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  mails: ReceivedMail[];
  /** The next mail to `to` arriving after the call (or already waiting and not yet taken). */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Refuses the next `count` mails with an SMTP reply code (451: later, 550: never), at their content
   * (DATA), their recipient (RCPT TO) or their sender (MAIL FROM).
   */
  refuseNext(responseCode: number, count?: number, phase?: RefusalPhase): void;
  /** Greets the next `count` connections with a refusal (554: this client may not send here). */
  refuseConnections(responseCode: number, count?: number): void;
  /** Holds every mail's reply until the returned function is called; held mails are not in `mails`. */
  hold(): () => void;
  /** Mails waiting for their reply while the inbox holds them. */
  readonly heldCount: number;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = encoding?.toLowerCase();
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** `=?UTF-8?Q?Passwort_zur=C3=BCcksetzen?=` -> `Passwort zurücksetzen`. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitPart(part: string): { headers: Map<string, string>; body: string } {
  const separator = part.search(/\r?\n\r?\n/);
  const head = separator === -1 ? part : part.slice(0, separator);
  const body = separator === -1 ? '' : part.slice(separator).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = splitPart(raw);
  const subject = decodeWords(headers.get('subject') ?? '');
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  let text = decodeBody(body, headers.get('content-transfer-encoding'));
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const inner = splitPart(part.replace(/^\r?\n/, ''));
      if (inner.headers.get('content-type')?.toLowerCase().startsWith('text/plain')) {
        text = decodeBody(inner.body, inner.headers.get('content-transfer-encoding'));
        break;
      }
    }
  }
  return { to, subject, text: text.trim(), raw };
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters: (() => void)[] = [];
  const refusals: Record<RefusalPhase, number[]> = { DATA: [], 'RCPT TO': [], 'MAIL FROM': [] };
  const connectionRefusals: number[] = [];
  /** The next refusal waiting in `queue`, as smtp-server takes it from a callback; none: accepted. */
  const refusalFrom = (queue: number[]): Error | undefined => {
    const responseCode = queue.shift();
    return responseCode === undefined
      ? undefined
      : Object.assign(new Error('refused by the test'), { responseCode });
  };
  let held: (() => void)[] | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      callback(refusalFrom(connectionRefusals));
    },
    onMailFrom(_address, _session, callback) {
      callback(refusalFrom(refusals['MAIL FROM']));
    },
    onRcptTo(_address, _session, callback) {
      callback(refusalFrom(refusals['RCPT TO']));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusalFrom(refusals.DATA);
        if (refusal) {
          callback(refusal);
          return;
        }
        const accept = () => {
          const to = session.envelope.rcptTo.map((address) => address.address);
          mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
          waiters.splice(0).forEach((wake) => wake());
          callback();
        };
        if (held) held.push(accept);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(to: string, timeoutMs = 5_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mail = mails.find((candidate) => !taken.has(candidate) && candidate.to.includes(to));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no mail to ${to} arrived within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor,
    refuseNext(responseCode, count = 1, phase = 'DATA') {
      for (let index = 0; index < count; index++) refusals[phase].push(responseCode);
    },
    refuseConnections(responseCode, count = 1) {
      for (let index = 0; index < count; index++) connectionRefusals.push(responseCode);
    },
    hold() {
      held ??= [];
      return () => {
        const release = held ?? [];
        held = null;
        release.forEach((accept) => accept());
      };
    },
    get heldCount() {
      return held?.length ?? 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
