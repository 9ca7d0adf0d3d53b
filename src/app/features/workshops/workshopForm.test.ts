import { describe, expect, it } from 'vitest';
import { errorsByPath } from '../../api/fieldErrorPaths';
import { WorkshopValidation as ValidationMessage } from '../../../contract/workshops';
import { formErrors, formValuesOf, inputOf, instantOf, localInputOf, workshopResolver } from './workshopForm';

describe('the staff form of a workshop', () => {
  it('turns the typed values into the API input, topics split at commas, empty places as null', () => {
    const values = {
      ...formValuesOf(undefined),
      title: 'Hygiene',
      description: 'Text',
      max_participants: '12',
      topics: 'Hygiene, Präanalytik, ',
      events: [
        {
          starts_at: '2026-12-10T09:00',
          ends_at: '2026-12-10T12:00',
          place: '',
          online_url: 'https://x.example',
        },
      ],
    };
    const input = inputOf(values, [4]);
    expect(input).toMatchObject({
      max_participants: 12,
      topics: ['Hygiene', 'Präanalytik'],
      remove_file_ids: [4],
    });
    expect(input.events[0]).toMatchObject({ place: null, online_url: 'https://x.example' });
    expect(formErrors(input)).toEqual({});
    expect(localInputOf(instantOf('2026-12-10T09:00'))).toBe('2026-12-10T09:00');
  });

  it('names each bad field with the contract message, as the server does', () => {
    const input = inputOf(
      {
        title: '',
        description: 'x',
        max_participants: '0',
        topics: '',
        events: [{ starts_at: '2026-12-10T09:00', ends_at: '2026-12-10T08:00', place: '', online_url: '' }],
      },
      [],
    );
    expect(formErrors(input)).toEqual({
      title: ValidationMessage.workshopTitle,
      max_participants: ValidationMessage.workshopMaxParticipants,
      'events.0.ends_at': ValidationMessage.workshopEventEnd,
      'events.0.place': ValidationMessage.workshopEventPlace,
    });
  });

  it('hands react-hook-form the same messages by field, an array’s own beside its items’', async () => {
    const values = {
      ...formValuesOf(undefined),
      title: '',
      description: 'x',
      files: [],
      remove_file_ids: [],
    };
    const options = { fields: {}, shouldUseNativeValidation: false };
    const missing = await workshopResolver(values, undefined, options);
    expect(errorsByPath(missing.errors)).toMatchObject({ title: ValidationMessage.workshopTitle });

    const nested = {
      events: Object.assign([{ ends_at: { type: 'server', message: 'b' } }], { message: 'a' }),
    };
    expect(errorsByPath(nested)).toEqual({ events: 'a', 'events.0.ends_at': 'b' });
  });
});
