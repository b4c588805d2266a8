import { eq } from "drizzle-orm";
import {
  DEMO_CLIENT_EMAIL,
  DEMO_CLIENT_PASSWORD,
  DEMO_COMPANY_NAME,
} from "../../../shared/contracts/demo.js";
import { hashPassword } from "../../core/access/passwords.js";
import type { Db } from "../../core/db/client.js";
import { campaigns, users } from "../../core/db/schema/index.js";
import { insertCompanyWithCampaign } from "../management/index.js";
import { seedDemoProspects } from "./demo-prospects.js";

/**
 * Creates the demo company, its campaign, its client login and its sample prospects; whatever
 * already exists is left as it is, so it is safe on every start.
 */
export async function seedDemo(db: Db): Promise<"created" | "exists"> {
  const [existing] = await db
    .select({ campaignId: campaigns.id })
    .from(users)
    .innerJoin(campaigns, eq(campaigns.companyId, users.companyId))
    .where(eq(users.email, DEMO_CLIENT_EMAIL))
    .limit(1);
  if (existing) {
    await seedDemoProspects(db, existing.campaignId);
    return "exists";
  }
  const passwordHash = await hashPassword(DEMO_CLIENT_PASSWORD);
  await db.transaction(async (tx) => {
    const { companyId, campaignId } = await insertCompanyWithCampaign(tx, {
      companyName: DEMO_COMPANY_NAME,
      clientName: "Jordan Avery",
      loginEmail: DEMO_CLIENT_EMAIL,
      status: "Active",
      assets: "Sample campaign for the interactive demo",
    });
    await tx
      .insert(users)
      // A built-in address nobody receives mail at: counted as proven so it needs no link.
      .values({
        email: DEMO_CLIENT_EMAIL,
        passwordHash,
        role: "client",
        companyId,
        emailVerifiedAt: new Date(),
      });
    await seedDemoProspects(tx, campaignId);
  });
  return "created";
}
