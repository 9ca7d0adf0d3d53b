/**
 * What a simulated device of `npm run bench:devices` / `bench:soak` keeps of its mirror: only what
 * its write mix needs (deviceWrites.ts). Filled from the bootstrap's rows and the pulls' changes,
 * as the app's mirror is, and changed at once by the device's own queued actions (the app's
 * optimistic writes), so that a device offline does not acknowledge the same report twice.
 */
import type { AnalysisRecord } from '../../src/contract/analyses';
import type { OrderNumberBlockRecord } from '../../src/contract/orders';
import { SyncEntity } from '../../src/contract/sync';
import { TicketStatusId, type TicketRecord } from '../../src/contract/tickets';

export interface KnownReport {
  id: number;
  version: number;
  read: boolean;
  /** Critical and not yet acknowledged. */
  criticalOpen: boolean;
}

type ReportData = {
  id: number;
  version: number;
  read_at: string | null;
  critical?: boolean;
  critical_acknowledged_at?: string | null;
};
type OrderData = { number: string };

export class DeviceMirror {
  readonly reports = new Map<number, KnownReport>();
  /** The uuids of the doctor's questions (demands): follow-up messages go to them. */
  readonly questions: string[] = [];
  /** The uuids of the tickets the doctor may answer (not closed). */
  readonly openTickets = new Set<string>();
  readonly analyses = new Map<number, AnalysisRecord>();
  readonly numberBlocks = new Map<number, OrderNumberBlockRecord>();
  /** Order numbers this device or the server used (orders in the mirror or queued). */
  readonly takenNumbers = new Set<string>();

  /** `deviceId`: the device's id, under which it leases its order number blocks. */
  constructor(readonly deviceId: string) {}

  /**
   * One bootstrap row or `put` change. Answers true for a report the mirror did not hold (a
   * delivery of devicesDeliveries.ts).
   */
  put(entity: string, data: unknown): boolean {
    switch (entity) {
      case SyncEntity.report: {
        const report = data as ReportData;
        const known = this.reports.get(report.id);
        // A pull answered before the device's own mark was written must not undo it (the app holds
        // such data back while the outbox row is there): marks only ever get set.
        this.reports.set(report.id, {
          id: report.id,
          version: report.version,
          read: report.read_at !== null || known?.read === true,
          criticalOpen:
            report.critical === true && !report.critical_acknowledged_at && known?.criticalOpen !== false,
        });
        return known === undefined;
      }
      case SyncEntity.ticket: {
        const ticket = data as Pick<TicketRecord, 'uuid' | 'status'>;
        if (ticket.status.id === TicketStatusId.closed) this.openTickets.delete(ticket.uuid);
        else this.openTickets.add(ticket.uuid);
        return false;
      }
      case SyncEntity.analysis: {
        const analysis = data as AnalysisRecord;
        this.analyses.set(analysis.id, analysis);
        return false;
      }
      case SyncEntity.orderNumberBlock: {
        const block = data as OrderNumberBlockRecord;
        this.numberBlocks.set(block.id, block);
        return false;
      }
      case SyncEntity.order:
        this.takenNumbers.add((data as OrderData).number);
        return false;
      default:
        return false;
    }
  }
}
