/**
 * E-mail addresses compare trimmed and without case (issue 26): one account per address, and a
 * newsletter subscription of one's own address needs no confirmation. The server's unique index
 * (`lower(trim(email))`) compares the same way.
 */
export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

export const sameEmail = (a: string, b: string): boolean => normalisedEmail(a) === normalisedEmail(b);
