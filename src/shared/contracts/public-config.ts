import { z } from "zod";

/** GET /api/public-config: server settings that public pages may show (no secrets). */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
