import { describe, expect, it } from "vitest";
import { type AuditEntry, auditOutcome } from "../../../shared/contracts/audit";
import { detailText, sourceText } from "./audit-log-entry";

const entry = (fields: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  action: "sign_in",
  actor: null,
  apiKey: null,
  ip: "203.0.113.9",
  target: "POST /api/auth/login",
  detail: {},
  status: 200,
  succeeded: true,
  createdAt: "2026-11-29T10:00:00.000Z",
  ...fields,
});

describe("an audit entry as the log shows it", () => {
  it("reads its outcome: succeeded, failed with the status, or a sign-in that began no session", () => {
    expect(auditOutcome(entry({}))).toBe("Succeeded");
    expect(auditOutcome(entry({ succeeded: false, status: 401 }))).toBe("Failed (401)");
    expect(auditOutcome(entry({ succeeded: false, status: 202 }))).toBe("No session yet");
  });

  it("lists the fields sent and where the call came from", () => {
    expect(detailText({ role: "manager", id: "s1", events: ["a", "b"] })).toBe(
      'role: manager · id: s1 · events: ["a","b"]',
    );
    expect(sourceText(entry({ apiKey: "Sync (od_abc…)" }))).toBe("API key Sync (od_abc…) · 203.0.113.9");
    expect(sourceText(entry({ ip: null }))).toBe("");
  });
});
