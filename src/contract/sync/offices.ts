import { z } from 'zod';
import { officeSettingsSchema } from '../officeSettings';

/** The offices (practices); ../doctors.ts extends the record with its doctors. */
export const officesSyncEntities = {
  office: 'office',
} as const;

export const syncedOfficeSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  bsnr: z.string().nullable(),
  lis_id: z.string().nullable(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  active: z.boolean(),
  doctor_ids: z.array(z.number()),
  ...officeSettingsSchema.shape,
});
