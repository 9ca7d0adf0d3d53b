/**
 * `npm run bench:import` (issue 26): the laboratory system's imports of 1, 10 and 100 MB, LDT and
 * FHIR, into a real server process, with what they cost it.
 *
 * The files are made on the fly in a temporary directory: each is dr.weber's Befunde with the usual
 * results and an embedded PDF (a valid one-page PDF padded with comment lines), as many Befunde as
 * the size needs with PDFs of at most PDF_MAX_MB (below the 20 MB of an uploaded report): 1 MB and
 * 10 MB are one Befund, 100 MB is five (LDT) or six (FHIR). The server runs in a child process (importMemoryServer.ts)
 * on PGlite. Per file: the child resets its peak RSS and its event-loop delay histogram, this
 * process streams the file from disk to POST /api/ldt or POST /fhir/R4 while it polls GET /healthz
 * one request after another, then the child reports its peak RSS growth (kernel VmHWM against the
 * RSS at the start) and its longest event-loop delay (perf_hooks.monitorEventLoopDelay). Before the
 * imports, /healthz is polled alone for BASELINE_MS with the same measurements: the bare baseline
 * of its latency and of the loop's delay (on a busy machine the loop waits for a core too).
 *
 * Printed per file: status, import time, reports stored, peak RSS growth, longest and p99 loop
 * delay, /healthz p50/p99 during the import and its ratio to the baseline p99. Exits non-zero when
 * an import is not stored, grows the server by GOAL_RSS_MB or more, or stalls its loop for
 * GOAL_DELAY_MS or more (issue 26).
 * Usage: npm run bench:import   (SIZES_MB, default 1,10,100; BASELINE_MS, default 3000;
 * BENCH_CPU_PROF=<dir> writes the server child's CPU profile there)
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { labBundle } from '../../server/testing/fhirBundles';
import { befundFields, ldtLine, LdtCharset, type LdtField } from '../../server/testing/ldtFiles';
import type { ChildMessage, ParentMessage } from './importMemoryServer';
import { printBenchHeader } from './benchRun.mjs';

printBenchHeader('bench:import');

const SIZES_MB = (process.env.SIZES_MB ?? '1,10,100').split(',').map(Number);
const BASELINE_MS = Number(process.env.BASELINE_MS ?? 3000);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const PDF_MAX_MB = 14;
const GOAL_RSS_MB = 150;
const GOAL_DELAY_MS = 100;
const WEBER_LANR = 'A-100483';
const MB = 1024 * 1024;

// ---- the files ---------------------------------------------------------------------------------

/**
 * PDF padding per Befund so that `count` Befunde of base64 (4/3, in LDT lines of 60 characters
 * plus 9 bytes of length, field and CRLF) fill about 95 % of `sizeMb`: 100 MB stays under the limit.
 */
function plan(sizeMb: number, format: 'LDT' | 'FHIR'): { count: number; padding: number } {
  const framing = format === 'LDT' ? 69 / 60 : 1;
  const pdfBytes = (sizeMb * 0.95 * MB * 3) / 4 / framing;
  const count = Math.max(1, Math.ceil(pdfBytes / (PDF_MAX_MB * MB)));
  return { count, padding: Math.floor((pdfBytes / count) * 0.97) };
}

async function writeLdt(path: string, sizeMb: number, run: string): Promise<void> {
  const { count, padding } = plan(sizeMb, 'LDT');
  const out = createWriteStream(path);
  const write = (fields: LdtField[]) => {
    for (const field of fields) out.write(ldtLine(field, LdtCharset.iso885915));
  };
  write([
    ['8000', '8220'],
    ['9106', LdtCharset.iso885915],
  ]);
  for (let index = 0; index < count; index++) {
    write(
      befundFields({
        befundId: `${run}${sizeMb}L${index}`,
        lanr: WEBER_LANR,
        withPdf: true,
        pdfPadding: padding,
      }),
    );
  }
  write([
    ['8000', '8221'],
    ['9202', String(count)],
  ]);
  await new Promise((resolve) => out.end(resolve));
}

async function writeFhir(path: string, sizeMb: number, run: string): Promise<void> {
  const { count, padding } = plan(sizeMb, 'FHIR');
  const entries = Array.from({ length: count }, (_, index) => {
    const bundle = labBundle({ befundId: `${run}${sizeMb}F${index}`, pdfPadding: padding });
    // Each report its own patient, practitioner and observation: the fullUrls get its number.
    const own = JSON.stringify(bundle.entry).replaceAll(
      '-0001-4a55-',
      `-${String(index).padStart(4, '0')}-4a55-`,
    );
    return own.slice(1, -1);
  });
  const out = createWriteStream(path);
  out.write('{"resourceType":"Bundle","type":"transaction","entry":[');
  entries.forEach((entry, index) => out.write(index === 0 ? entry : `,${entry}`));
  out.write(']}');
  await new Promise((resolve) => out.end(resolve));
}

// ---- the server child --------------------------------------------------------------------------

const child: ChildProcess = fork(fileURLToPath(new URL('./importMemoryServer.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [])],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});

function fromChild<T extends ChildMessage['type']>(type: T): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'failed') reject(new Error(`the server child failed: ${message.message}`));
      else if (message.type === type) {
        child.off('message', onMessage);
        resolve(message as Extract<ChildMessage, { type: T }>);
      }
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`the server child exited (${code})`)));
  });
}
const toChild = (message: ParentMessage) => child.send(message);

// ---- HTTP --------------------------------------------------------------------------------------

function healthz(port: number, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 200 ? resolve(performance.now() - started) : reject(new Error('healthz')),
        );
      })
      .on('error', reject);
  });
}

/** Polls /healthz, one request after another, until `done` settles; the latency of each. */
async function pollWhile(port: number, done: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  const times: number[] = [];
  while (!finished) {
    times.push(await healthz(port, agent));
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  agent.destroy();
  return times;
}

function postFile(port: number, token: string, path: string, url: string, type: string) {
  return new Promise<{ status: number; stored: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const json = JSON.parse(body) as { data?: unknown[]; entry?: unknown[] };
          resolve({ status: response.statusCode ?? 0, stored: (json.data ?? json.entry ?? []).length, body });
        });
      },
    );
    request.on('error', reject);
    createReadStream(path).pipe(request);
  });
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
};

// ---- the run -----------------------------------------------------------------------------------

async function main(): Promise<number> {
  const dir = await mkdtemp(join(os.tmpdir(), 'bench-import-'));
  const { port, token } = await fromChild('ready');
  const run = String(Date.now()).slice(-6);
  let failures = 0;
  try {
    toChild({ type: 'start' });
    const baseline = await pollWhile(port, new Promise((resolve) => setTimeout(resolve, BASELINE_MS)));
    const idle = fromChild('measured');
    toChild({ type: 'stop' });
    const { maxDelayMs: idleMax, p99DelayMs: idleP99, maxGcMs: idleGc } = await idle;
    const baseP99 = percentile(baseline, 0.99);
    console.log(
      `without an import: /healthz ${baseline.length} requests, p50 ${percentile(baseline, 0.5).toFixed(1)} ms, ` +
        `p99 ${baseP99.toFixed(1)} ms; event loop delay max ${idleMax.toFixed(1)} ms, p99 ${idleP99.toFixed(1)} ms; ` +
        `longest GC ${idleGc.toFixed(1)} ms; ` +
        `load ${os.loadavg()[0]?.toFixed(1)}`,
    );
    console.log(
      'format  size     status  reports  time s  RSS growth MB  loop max ms  loop p99 ms  GC max ms  healthz p50/p99 ms  p99 ratio',
    );
    for (const sizeMb of SIZES_MB) {
      for (const format of ['LDT', 'FHIR'] as const) {
        const path = join(dir, `import-${sizeMb}.${format.toLowerCase()}`);
        await (format === 'LDT' ? writeLdt(path, sizeMb, run) : writeFhir(path, sizeMb, run));
        const bytes = (await stat(path)).size;
        toChild({ type: 'start' });
        await new Promise((resolve) => setTimeout(resolve, 200));
        const started = performance.now();
        const imported =
          format === 'LDT'
            ? postFile(port, token, path, '/api/ldt', 'application/octet-stream')
            : postFile(port, token, path, '/fhir/R4', 'application/fhir+json');
        const [answer, polls] = await Promise.all([imported, pollWhile(port, imported)]);
        const seconds = (performance.now() - started) / 1000;
        const measured = fromChild('measured');
        toChild({ type: 'stop' });
        const { baselineRss, peakRss, maxDelayMs, p99DelayMs, maxGcMs } = await measured;
        const growthMb = (peakRss - baselineRss) / MB;
        const ok =
          answer.status < 300 && answer.stored > 0 && growthMb < GOAL_RSS_MB && maxDelayMs < GOAL_DELAY_MS;
        if (!ok) failures++;
        const p99 = percentile(polls, 0.99);
        console.log(
          [
            format.padEnd(6),
            `${(bytes / MB).toFixed(1)} MB`.padEnd(9),
            String(answer.status).padEnd(7),
            String(answer.stored).padEnd(8),
            seconds.toFixed(1).padEnd(7),
            growthMb.toFixed(1).padEnd(14),
            maxDelayMs.toFixed(1).padEnd(12),
            p99DelayMs.toFixed(1).padEnd(12),
            maxGcMs.toFixed(1).padEnd(10),
            `${percentile(polls, 0.5).toFixed(1)}/${p99.toFixed(1)} (${polls.length})`.padEnd(19),
            `${(p99 / baseP99).toFixed(1)}x${ok ? '' : '  <- over the goal'}`,
          ].join(' '),
        );
        if (answer.status >= 300) console.log(`  answer: ${answer.body.slice(0, 300)}`);
        await rm(path, { force: true });
      }
    }
  } finally {
    toChild({ type: 'close' });
    await rm(dir, { recursive: true, force: true });
  }
  console.log(
    failures === 0
      ? `all imports stored, under ${GOAL_RSS_MB} MB of growth and ${GOAL_DELAY_MS} ms of loop delay`
      : `${failures} import(s) over the goals`,
  );
  return failures === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    child.kill();
    process.exit(1);
  },
);
