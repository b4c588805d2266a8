import { eq } from "drizzle-orm";
import { DEMO_CLIENT_EMAIL, DEMO_CLIENT_PASSWORD, DEMO_COMPANY_NAME } from "../../shared/contracts/demo.js";
import { hashPassword } from "../auth/passwords.js";
import type { Db } from "./client.js";
import { campaigns, companies, users } from "./schema/index.js";

/** Creates the demo company, its campaign and its client login; does nothing when they exist. */
export async function seedDemo(db: Db): Promise<"created" | "exists"> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_CLIENT_EMAIL))
    .limit(1);
  if (existing) return "exists";
  const passwordHash = await hashPassword(DEMO_CLIENT_PASSWORD);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        companyName: DEMO_COMPANY_NAME,
        clientName: "Jordan Avery",
        loginEmail: DEMO_CLIENT_EMAIL,
        status: "Active",
        assets: "Sample campaign for the interactive demo",
      })
      .returning({ id: companies.id });
    if (!company) throw new Error("demo company insert returned nothing");
    await tx.insert(campaigns).values({ companyId: company.id });
    await tx
      .insert(users)
      .values({ email: DEMO_CLIENT_EMAIL, passwordHash, role: "client", companyId: company.id });
  });
  return "created";
}
