/**
 * Who marks a report read (spec §4 'Reports overview': unread until the doctor has opened it).
 * Only the report's own doctor does, by opening it; staff and administrators who look at it leave
 * it unread for the doctor. One rule for both sides: the server refuses `PUT /api/befunde/{id}/read`
 * to anyone else (403) and marks nothing on `GET /api/befunde/{id}`, and the client never queues a
 * mark-read it would refuse.
 */
export function marksReportRead(reader: { id: number }, report: { user: { id: number } }): boolean {
  return report.user.id === reader.id;
}
