import { describe, expect, it } from 'vitest';
import { loggableError } from './errorHandler';

describe('logging a failed request', () => {
  it("keeps a database error's code and message but never the row values of its detail", () => {
    const error = Object.assign(
      new Error('duplicate key value violates unique constraint "users_username_unique"'),
      {
        code: '23505',
        detail: 'Key (lower(email))=(k.weber@praxis.example.org) already exists.',
        where: 'SQL statement',
        parameters: ['Weber', 'Katharina'],
      },
    );
    const logged = loggableError(error);
    expect(logged).toMatchObject({ type: 'Error', code: '23505' });
    expect(JSON.stringify(logged)).not.toMatch(/k\.weber|Katharina|detail|parameters/);
  });
});
