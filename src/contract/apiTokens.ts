import { z } from 'zod';

/**
 * Personal access tokens for machines (issue 17; spec §7 `POST /api/tokens/create/{x}`). A token
 * carries abilities; a machine route names the one it needs (403 without it).
 */
export const TokenAbility = {
  reportsImport: 'reports:import',
  /** Issue 28: the LIS collects new orders (FHIR ServiceRequest, LDT 3 order records). */
  ordersRead: 'orders:read',
  /** Issue 28: the LIS acknowledges receipt and moves orders through the status list. */
  ordersStatus: 'orders:status',
} as const;
export type TokenAbility = (typeof TokenAbility)[keyof typeof TokenAbility];
export const TOKEN_ABILITIES = Object.values(TokenAbility);

export const apiTokenNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(100, 'validation.nameTooLong');

export const createApiTokenBodySchema = z.object({
  abilities: z
    .array(z.enum(TOKEN_ABILITIES as [TokenAbility, ...TokenAbility[]]), 'validation.required')
    .min(1, 'validation.required'),
});

export const apiTokenRecordSchema = z.object({
  id: z.number(),
  name: z.string(),
  abilities: z.array(z.string()),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiTokenRecord = z.infer<typeof apiTokenRecordSchema>;

/** The answer of the creation: the plain token, shown this once and never again. */
export const createdApiTokenSchema = z.object({
  data: apiTokenRecordSchema,
  plainTextToken: z.string(),
});

export const apiTokenListSchema = z.object({ data: z.array(apiTokenRecordSchema) });
