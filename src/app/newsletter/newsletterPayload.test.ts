import { describe, expect, it } from 'vitest';
import { NEWSLETTER_LIST_DE, NEWSLETTER_LIST_EN } from '../../contract/constants';
import { newsletterRecipientSchema } from '../../contract/newsletter';
import { newsletterPayload } from './newsletterPayload';

const doctor = {
  email: 'praxis@weber.example',
  anrede: 'Frau',
  vorname: 'Anna',
  nachname: 'Weber',
  plz: '34117',
} as const;

describe('the newsletter sign-up built from the user', () => {
  it('takes the German list for Deutsch and the user’s address, salutation, names and zip', () => {
    expect(newsletterPayload(doctor, 'de')).toEqual({
      recipientlist_id: NEWSLETTER_LIST_DE,
      email: 'praxis@weber.example',
      gender: 'Frau',
      firstname: 'Anna',
      lastname: 'Weber',
      zip: '34117',
    });
  });

  it('takes the English list for Englisch', () => {
    expect(newsletterPayload(doctor, 'en').recipientlist_id).toBe(NEWSLETTER_LIST_EN);
  });

  it('leaves the gender empty for the salutation Keine and the zip empty when unknown', () => {
    const payload = newsletterPayload({ ...doctor, anrede: 'Keine', plz: null }, 'de');
    expect(payload.gender).toBe('');
    expect(payload.zip).toBe('');
  });

  it('is a valid request body', () => {
    expect(newsletterRecipientSchema.safeParse(newsletterPayload(doctor, 'de')).success).toBe(true);
  });

  it('starts empty without a user, so the e-mail must be typed', () => {
    const payload = newsletterPayload(null, 'de');
    expect(payload.email).toBe('');
    expect(newsletterRecipientSchema.safeParse(payload).success).toBe(false);
  });
});
