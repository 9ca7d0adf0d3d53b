import { describe, expect, it } from 'vitest';
import de from './locales/de.json';

describe('the report interpretation locale files', () => {
  it('carry the German texts of the brief verbatim', () => {
    expect(de.reportInterpretations.status).toEqual({
      open: 'Offen',
      read: 'Gelesen',
      done: 'Erledigt',
      cancelled: 'Storniert',
    });
    expect(de.reportInterpretations.request.button).toBe('Befundinterpretation anfragen');
  });
});
