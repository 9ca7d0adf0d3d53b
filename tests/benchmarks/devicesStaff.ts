/**
 * The laboratory's side of `npm run bench:devices`: labor uploads one report every
 * UPLOAD_EVERY_MS for a randomly picked device's doctor (POST /api/befunde, the file named
 * `<lis_id>_<befund_id>_<Name>_<Vorname>.pdf` as the laboratory system names it), round robin over
 * the instances, so that with two instances half of the hints travel through Redis. One session of
 * labor serves all instances (the TOTP step may be used once). The upload limit is per staff member
 * (REPORT_UPLOADS_PER_MINUTE): the default interval stays below it. Every `criticalEvery`-th upload
 * is marked critical, which asks for a mail to its doctor (devicesMails.ts checks that it came).
 */
import { pdfBytes } from '../../server/testing/pdf';
import { epochMs, type DeliveryTracker } from './devicesDeliveries';
import type { DeviceAccount } from './devicesSeed';
import type { DeviceSession } from './deviceSession';

const PDF = new Uint8Array(pdfBytes('Neumann, Lea'));

export function startUploads(options: {
  labor: DeviceSession;
  baseUrls: string[];
  accounts: DeviceAccount[];
  everyMs: number;
  /** 0: none critical. */
  criticalEvery: number;
  deliveries: DeliveryTracker;
}) {
  const { labor, baseUrls, accounts, everyMs, criticalEvery, deliveries } = options;
  let count = 0;
  const critical: string[] = [];
  let running: Promise<void> = Promise.resolve();
  const uploadOne = async () => {
    const account = accounts[Math.floor(Math.random() * accounts.length)];
    const baseUrl = baseUrls[count % baseUrls.length];
    if (!account || !baseUrl) return;
    count += 1;
    const befundId = `DEV${count}X${Date.now().toString(36).toUpperCase()}`;
    const isCritical = criticalEvery > 0 && count % criticalEvery === 0;
    const form = new FormData();
    if (isCritical) form.append('critical', 'true');
    form.append(
      'files[]',
      new Blob([PDF], { type: 'application/pdf' }),
      `${account.lisId}_${befundId}_Neumann_Lea.pdf`,
    );
    const response = await labor.on(baseUrl).call('upload', 'POST', '/api/befunde', { body: form });
    const answeredAt = epochMs();
    const { data } = (await response.json()) as { data: { report: { id: number } }[] };
    for (const stored of data) deliveries.uploaded(stored.report.id, answeredAt);
    if (isCritical) critical.push(befundId);
  };
  const timer = setInterval(() => {
    running = running.then(uploadOne).catch(() => {
      // Recorded by the session as an error of the run.
    });
  }, everyMs);
  return {
    get count() {
      return count;
    },
    /** The befund ids of the critical uploads that were answered. */
    critical,
    async stop(): Promise<void> {
      clearInterval(timer);
      await running;
    },
  };
}
