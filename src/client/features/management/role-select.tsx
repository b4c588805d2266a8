import { Crown } from "lucide-react";
import type { ManagementSdr } from "../../../shared/contracts/management";
import { ASSIGNABLE_STAFF_ROLES, STAFF_ROLE_LABELS } from "../../../shared/contracts/staff-roles";
import type { SelectOption } from "../../components/ui/select";
import { InlineSelect } from "./inline-select";

type AssignableRole = (typeof ASSIGNABLE_STAFF_ROLES)[number];

/** The roles a manager gives on the roster (ownership moves only by a transfer). */
export const ROLE_OPTIONS: SelectOption[] = ASSIGNABLE_STAFF_ROLES.map((role) => ({
  value: role,
  label: STAFF_ROLE_LABELS[role],
}));

/** What the roles may do, under the Add SDR dialog's Role select. */
export const ROLE_HINT =
  "Managers run the agency: every campaign, the team and the settings. SDRs work only the campaigns the connection matrix assigns them.";

interface RoleCellProps {
  sdr: ManagementSdr;
  onSave: (role: AssignableRole) => Promise<boolean>;
}

/** A roster row's role: the owner's is fixed here; the others' select saves as soon as it is chosen. */
export function RoleCell({ sdr, onSave }: RoleCellProps) {
  if (sdr.role === "owner") {
    return (
      <span className="inline-flex h-9 items-center gap-1.5 px-2.5 text-sm font-medium text-slate-900">
        <Crown className="size-4 text-amber-500" aria-hidden />
        {STAFF_ROLE_LABELS.owner}
      </span>
    );
  }
  return (
    <InlineSelect
      value={sdr.role}
      options={ROLE_OPTIONS}
      label={`Role for ${sdr.name}`}
      disabled={sdr.archivedAt !== null}
      onSave={(role) => onSave(role as AssignableRole)}
      className="w-32"
    />
  );
}
