import { z } from 'zod';

/** `GET /api/abilities`: the permission strings (spec §6) the signed-in user's roles hold. */
export const abilitiesSchema = z.object({ data: z.array(z.string()) });
export type Abilities = z.infer<typeof abilitiesSchema>;
