/** A log for the mail queue and the mail intents that keeps its entries, for tests that read them. */
export function recordingLog() {
  const entries: { level: 'warn' | 'error'; object: object; message: string }[] = [];
  return {
    entries,
    warn: (object: object, message: string) => entries.push({ level: 'warn', object, message }),
    error: (object: object, message: string) => entries.push({ level: 'error', object, message }),
  };
}
