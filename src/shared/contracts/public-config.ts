import { z } from "zod";

/** GET /api/public-config: server settings that public pages may show (no secrets). */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  /** True while the instance has no SDR: the first one registers with the setup code printed at start-up. */
  sdrSetupCodeRequired: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
