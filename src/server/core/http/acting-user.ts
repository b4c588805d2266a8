import type { Actor } from "../access/actor.js";
import { unauthorized } from "./errors.js";

/**
 * The signed-in user a service acts for, on a route whose access hook has already refused anyone not
 * allowed (for SDR-only routes, anyone but agency staff).
 */
export function actingUser(actor: Actor | null): Actor {
  if (!actor) throw unauthorized();
  return actor;
}
