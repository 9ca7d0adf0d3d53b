/** The system messages (../backendMessages.ts), keyed by id. */
export const backendMessagesSyncEntities = {
  backendMessage: 'backendMessage',
} as const;
