import type { SessionUser } from "../../../shared/contracts/auth.js";
import type { StaffRole } from "../../../shared/contracts/staff-roles.js";

/** The signed-in user as services see it: the first argument of every service call. */
export interface Actor {
  id: string;
  role: "client" | "sdr";
  email: string;
  name: string | null;
  companyId: string | null;
  companyName: string | null;
  campaignId: string | null;
  /** When the owner proved the e-mail address; null until then. */
  emailVerifiedAt: Date | null;
  /** Agency staff's role (owner, manager or sdr); null for a client. */
  staffRole: StaffRole | null;
  /** When staff turned on a second factor (ADR 0048); null without one. */
  secondFactorAt: Date | null;
  /** The owner requires a second factor of all staff (ADR 0048). */
  secondFactorRequired: boolean;
}

declare module "fastify" {
  interface FastifyRequest {
    actor: Actor | null;
    /** Hash of the session cookie's token, when one was presented and is valid. */
    sessionHash: string | null;
    /** When the session's person last proved who they are (sign-in or step-up); null without a session. */
    sessionProvenAt: Date | null;
    /**
     * The user whose session this request began (sign-in, registration, an accepted invitation) or
     * ended (sign-out): who the audit log names where no one is signed in.
     */
    sessionUserId: string | null;
  }
}

export function toSessionUser(actor: Actor): SessionUser {
  if (actor.role === "sdr") {
    return {
      type: "sdr",
      id: actor.id,
      email: actor.email,
      name: actor.name ?? actor.email,
      staffRole: actor.staffRole ?? "sdr",
      emailVerified: actor.emailVerifiedAt !== null,
      secondFactor: actor.secondFactorAt !== null,
      secondFactorRequired: actor.secondFactorRequired,
    };
  }
  return {
    type: "client",
    id: actor.id,
    email: actor.email,
    companyName: actor.companyName ?? actor.name,
    campaignId: actor.campaignId,
    emailVerified: actor.emailVerifiedAt !== null,
  };
}
