import type { Prospect } from "../../shared/contracts/prospects";

/** A prospect's name as every list, dialog and preview shows it. */
export const fullName = (prospect: Pick<Prospect, "firstName" | "lastName">) =>
  `${prospect.firstName} ${prospect.lastName}`.trim();
