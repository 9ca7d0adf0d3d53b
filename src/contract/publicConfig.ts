import { z } from 'zod';

/** What `GET /api/config` tells any visitor, signed in or not. Nothing secret belongs here. */
export const publicConfigSchema = z.object({
  labName: z.string().min(1),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
