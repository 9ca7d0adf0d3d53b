import { describe, expect, it } from 'vitest';
import de from './locales/de.json';

describe('the report demand locale files', () => {
  it('carry the German texts of the spec and the brief verbatim', () => {
    expect(de.reportDemands.subjects).toEqual({ general: 'Allgemeine Frage', invoice: 'Rechnungsfrage' });
    expect(de.reportDemands.conversation.reportDeleted).toBe('Befund gelöscht');
    expect(de.reportDemands.conversation.showReport).toBe('Befund anzeigen');
    expect(de.reportDemands.conversation.archive).toBe('Archivieren');
    expect(de.reportDemands.conversation.createTicket).toBe('Ticket erstellen');
    expect(de.reportDemands.conversation.ticketCreated).toBe('Das Ticket wurde erstellt.');
    expect(de.reportDemands.conversation.messageUpdated).toBe('Antwort aktualisiert.');
    expect(de.reportDemands.conversation.messageDeleted).toBe('Antwort gelöscht.');
    expect(de.reportDemands.ask.button).toBe('Rückfrage stellen');
    expect(de.reportDemands.dashboard.title).toBe('Letzte Befundnachfragen');
  });
});
