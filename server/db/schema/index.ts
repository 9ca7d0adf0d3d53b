export * from './users';
export * from './roles';
export * from './offices';
export * from './sessions';
export * from './sync';
export * from './passwordResetTokens';
export * from './devMails';
export * from './newsletterRecipients';
