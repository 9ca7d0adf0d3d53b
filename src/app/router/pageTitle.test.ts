import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('page title', () => {
  it("follows 'title | Kundencenter - company'", () => {
    expect(pageTitle('Impressum', 'Labor Beispiel GmbH')).toBe(
      'Impressum | Kundencenter - Labor Beispiel GmbH',
    );
  });
});
