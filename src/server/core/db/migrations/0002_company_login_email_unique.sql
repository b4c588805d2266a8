DROP INDEX "companies_login_email_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "companies_login_email_key" ON "companies" USING btree ("login_email");