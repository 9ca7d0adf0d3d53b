/**
 * Who may do what with the catalogue of analyses (issue 28), one rule for the server's routes, the
 * change feed and the client's buttons: whoever orders or follows orders reads it (a doctor's
 * 'create orders', the staff's 'list orders') and so do its editors; holders of 'manage content'
 * create, edit, withdraw and restore, and they alone see withdrawn entries in the lists.
 */
import { Permission } from './permissions';

export const ANALYSIS_READ_PERMISSIONS = [
  Permission.createOrders,
  Permission.listOrders,
  Permission.manageContent,
] as const;

export const ANALYSIS_MANAGE_PERMISSION = Permission.manageContent;

export const mayReadAnalyses = (permissions: Iterable<string>): boolean => {
  const held = new Set(permissions);
  return ANALYSIS_READ_PERMISSIONS.some((permission) => held.has(permission));
};

export const mayManageAnalyses = (permissions: Iterable<string>): boolean =>
  new Set(permissions).has(ANALYSIS_MANAGE_PERMISSION);

/**
 * What choosing a profile adds to an order: its analyses in the profile's order, those the
 * catalogue has and has not withdrawn (a profile saved before an analysis was withdrawn still names
 * it). The same expansion on the device's order entry and the server.
 */
export function expandProfile<A extends { id: number; withdrawn_at: string | null }>(
  profile: { analysis_ids: readonly number[] },
  analyses: ReadonlyMap<number, A>,
): A[] {
  return profile.analysis_ids.flatMap((id) => {
    const analysis = analyses.get(id);
    return analysis && analysis.withdrawn_at === null ? [analysis] : [];
  });
}
