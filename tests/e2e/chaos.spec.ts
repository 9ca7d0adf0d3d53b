import { test, type BrowserContext, type Page, type Request } from '@playwright/test';
import {
  answerTicket,
  expect,
  openReport,
  openTicket,
  replyInForum,
  toggleIecSelection,
  toggleWorkshop,
  writeInDemand,
  WORKSHOP,
  type ChaosStepContext,
} from './support/chaosActions';
import { emptyModel, expectedState, serverSnapshot, serverState } from './support/chaosModel';
import { chaosSettings, seededRandom, type Random } from './support/chaosRandom';
import { startPortal, type PortalProcess } from './support/portalProcess';
import { signIn, unlockVault } from './support/signIn';
import { mirrorRows } from './support/mirror';
import { untilServiceWorkerControls } from './support/serviceWorker';

/**
 * Issue 18 'Offline exactly-once under chaos': dr.weber on a portal of the test's own takes random
 * steps from a seeded generator: offline and online, actions of every feature a doctor queues
 * (forum reply, ticket and answer, report opened (read), asked about and an interpretation
 * requested, a message in a report demand, a workshop booked and cancelled), reloads with the vault lock, and restarts of the
 * server process (SIGKILL and SIGTERM) just as the outbox replays a write. At the end, online,
 * the outbox must empty without a refusal, and the server must hold every action exactly once.
 * `npm run chaos` runs it longer: CHAOS_STEPS, CHAOS_SEEDS (docs/benchmarks.md 'Chaos').
 */
const { seeds, steps } = chaosSettings();
const PORT = Number(process.env['CHAOS_PORT'] ?? Number(process.env['E2E_PORT'] ?? 8181) + 1000);

test.use({ locale: 'de-DE', baseURL: `http://127.0.0.1:${PORT}` });

const STEP_WEIGHTS = {
  offline: 3,
  online: 2,
  reload: 2,
  restart: 1,
  forumReply: 2,
  ticket: 1,
  ticketAnswer: 1,
  reportRead: 2,
  reportAsk: 1,
  interpretation: 1,
  demandMessage: 2,
  workshop: 1,
  iecSelection: 1,
} as const;
type StepKind = keyof typeof STEP_WEIGHTS;
type ActionKind = Exclude<StepKind, 'offline' | 'online' | 'reload' | 'restart'>;

const ACTIONS: Record<ActionKind, (step: ChaosStepContext) => Promise<boolean>> = {
  forumReply: replyInForum,
  ticket: openTicket,
  ticketAnswer: answerTicket,
  reportRead: (step) => openReport(step, 'read'),
  reportAsk: (step) => openReport(step, 'ask'),
  interpretation: (step) => openReport(step, 'interpretation'),
  demandMessage: writeInDemand,
  workshop: toggleWorkshop,
  iecSelection: toggleIecSelection,
};
const ACTION_KINDS = Object.keys(ACTIONS) as ActionKind[];

/** Console errors a network that goes and a server that restarts cause on purpose. */
const EXPECTED_ERROR =
  /Failed to load resource|net::ERR_INTERNET_DISCONNECTED|net::ERR_CONNECTION_REFUSED|net::ERR_EMPTY_RESPONSE|WebSocket connection to/;

interface OutboxEntry {
  state: string;
  method: string;
  path: string;
  error?: unknown;
}

/** The outbox rows on the device, read from IndexedDB as they are (state, request, refusal). */
async function outbox(page: Page, userUuid: string): Promise<OutboxEntry[]> {
  const rows = await mirrorRows<OutboxEntry>(page, userUuid, 'outbox');
  return rows.map(({ state, method, path, error }) => ({ state, method, path, error }));
}

/** A write the sync worker replays from the outbox (it carries the row's Idempotency-Key). */
const isReplayedWrite = (request: Request) =>
  request.method() !== 'GET' && request.headers()['idempotency-key'] !== undefined;

class ChaosRun {
  online = true;
  readonly counts = { actions: 0, noops: 0, offline: 0, reloads: 0, kills: 0, terms: 0 };
  private readonly started = Date.now();

  constructor(
    private readonly page: Page,
    private readonly context: BrowserContext,
    private readonly portal: PortalProcess,
    private readonly random: Random,
    private readonly seed: number,
    private readonly userUuid: string,
    readonly model = emptyModel(),
  ) {}

  async goOffline() {
    if (!this.online) return;
    await this.context.setOffline(true);
    await expect(this.page.getByTestId('sync-state')).toHaveText('Offline');
    this.online = false;
    this.counts.offline += 1;
  }

  async goOnline() {
    await this.context.setOffline(false);
    this.online = true;
  }

  async reload() {
    await this.page.reload();
    await unlockVault(this.page, 'dr.weber');
    this.counts.reloads += 1;
  }

  async action(kind: ActionKind, step: number) {
    const text = `Chaos ${this.seed}-${step} ${kind}`;
    const queued = await ACTIONS[kind]({ page: this.page, random: this.random, model: this.model, text });
    if (queued) this.counts.actions += 1;
    else this.counts.noops += 1;
  }

  /**
   * Queues an action offline, comes online and stops the server as the worker sends the first
   * write: SIGKILL is a crash (the request may have committed or not), SIGTERM lets it finish.
   */
  async restartDuringReplay(step: number, signal: 'SIGKILL' | 'SIGTERM') {
    await this.goOffline();
    await this.action(this.random.pick(ACTION_KINDS), step);
    // Something must wait to be replayed (the action may have queued nothing: a report read before).
    if (!(await outbox(this.page, this.userUuid)).some((row) => row.state === 'pending')) {
      await this.action('forumReply', step);
    }
    const write = this.page.waitForRequest(isReplayedWrite, { timeout: 30_000 });
    await this.goOnline();
    await write;
    await new Promise((resolve) => setTimeout(resolve, this.random.int(0, 40)));
    const stopped = Date.now();
    await this.portal.restart(signal);
    console.log(
      `[chaos ${this.seed}] ${signal} while replaying; answering again after ${Date.now() - stopped} ms`,
    );
    if (signal === 'SIGKILL') this.counts.kills += 1;
    else this.counts.terms += 1;
  }

  async step(step: number) {
    const kind = this.random.weighted(STEP_WEIGHTS);
    const at = ((Date.now() - this.started) / 1000).toFixed(1);
    console.log(`[chaos ${this.seed}] ${at}s step ${step}: ${kind}${this.online ? '' : ' (offline)'}`);
    switch (kind) {
      case 'offline':
        return this.goOffline();
      case 'online':
        return this.goOnline();
      case 'reload':
        return this.reload();
      case 'restart':
        return this.restartDuringReplay(step, this.random.next() < 0.5 ? 'SIGKILL' : 'SIGTERM');
      default:
        return this.action(kind, step);
    }
  }
}

for (const seed of seeds) {
  test(`seed ${seed}: ${steps} random steps offline, online, reloading and restarting the server lose no action and do none twice`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000 + steps * 12_000);
    const started = Date.now();
    console.log(`[chaos] seed ${seed}, ${steps} steps, portal on port ${PORT}`);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const portal = await startPortal({ port: PORT });
    try {
      await signIn(page, 'dr.weber');
      const userUuid = await page.evaluate(
        async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
      );
      await untilServiceWorkerControls(page);
      // Online once, the ticket form keeps the laboratory's employees for offline use.
      await page.getByRole('link', { name: /^Offene Tickets/ }).click();
      await page.getByRole('button', { name: 'Neues Ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neues Ticket' });
      await expect(
        dialog.getByLabel('Empfänger').locator('option', { hasText: 'Markus Brandt' }),
      ).toHaveCount(1);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();

      const run = new ChaosRun(page, context, portal, seededRandom(seed), seed, userUuid);
      for (let step = 1; step <= steps; step++) await run.step(step);
      // A reload with actions queued, and both ways of stopping, at least once each.
      if (run.counts.reloads === 0) {
        await run.goOffline();
        await run.action('forumReply', steps + 1);
        await run.reload();
      }
      if (run.counts.kills === 0) await run.restartDuringReplay(steps + 2, 'SIGKILL');
      if (run.counts.terms === 0) await run.restartDuringReplay(steps + 3, 'SIGTERM');

      // Online at last: every queued action leaves the device, none is refused ('Nicht gesendet').
      // Coming online ends the backoff the restarts left (up to a minute), as it does for a user.
      await run.goOffline();
      await run.goOnline();
      await expect
        .poll(() => outbox(page, userUuid), { timeout: 120_000, message: 'the outbox empties' })
        .toEqual([]);
      await expect(page.getByTestId('unsent-count')).toBeHidden();

      const rows = await serverSnapshot(page.request);
      const workshop = rows.find((row) => row.entity === 'workshop' && row.data['title'] === WORKSHOP);
      expect(workshop, 'the seeded workshop').toBeDefined();
      expect(serverState(rows, run.model, Number(workshop?.data['id']))).toEqual(expectedState(run.model));
      expect(errors.filter((error) => !EXPECTED_ERROR.test(error))).toEqual([]);

      const summary = { seed, steps, ...run.counts, seconds: Math.round((Date.now() - started) / 1000) };
      console.log(`[chaos] ${JSON.stringify(summary)}`);
      test.info().annotations.push({ type: 'chaos', description: JSON.stringify(summary) });
    } finally {
      await portal.stop('SIGTERM');
    }
  });
}
