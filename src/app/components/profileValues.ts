import type { z } from 'zod';
import type { profileInformationSchema } from '../../contract/auth';

/** The account details form's values (components/ProfileFields.tsx). */
export type ProfileFormValues = z.input<typeof profileInformationSchema>;

/** The form's values of any record with the profile's fields. */
export function profileValues(user: {
  anrede: ProfileFormValues['anrede'];
  titel: string | null;
  vorname: string;
  nachname: string;
  email: string;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  phone: string | null;
  mobile: string | null;
}): ProfileFormValues {
  return {
    anrede: user.anrede,
    titel: user.titel ?? '',
    vorname: user.vorname,
    nachname: user.nachname,
    email: user.email,
    strasse: user.strasse ?? '',
    plz: user.plz ?? '',
    ort: user.ort ?? '',
    phone: user.phone ?? '',
    mobile: user.mobile ?? '',
  };
}
