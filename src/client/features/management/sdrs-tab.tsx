import { Crown, ShieldOff } from "lucide-react";
import { useState } from "react";
import type { ManagementSdr } from "../../../shared/contracts/management";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { useSession } from "../../shared/session";
import { isOwner } from "../../shared/staff-rights";
import { type ExtraColumn, ManagedTab } from "./managed-tab";
import { maySecondFactorBeReset, ResetSecondFactorDialog } from "./reset-second-factor-dialog";
import { RoleCell } from "./role-select";
import { SDR_ENTITY } from "./sdr-entity";
import { mayBecomeOwner, TransferOwnershipDialog } from "./transfer-ownership-dialog";
import { useSaveField } from "./use-save-field";

/**
 * The SDRs tab: the managed tab with each member's role (saved as soon as it is chosen) and, for the
 * owner, Transfer Ownership and Reset Second Factor in the menu of anyone else who can sign in.
 */
export function SdrsTab() {
  const { user } = useSession();
  const save = useSaveField("sdrs");
  const [transferTo, setTransferTo] = useState<ManagementSdr | null>(null);
  const [resetFor, setResetFor] = useState<ManagementSdr | null>(null);
  const owner = isOwner(user);
  const roleColumn: ExtraColumn<"sdrs"> = {
    header: "Role",
    width: "w-36",
    cell: (sdr) => <RoleCell sdr={sdr} onSave={(role) => save(sdr.id, { role })} />,
  };

  return (
    <>
      <ManagedTab
        entity={SDR_ENTITY}
        extraColumns={[roleColumn]}
        menuItems={(sdr) =>
          owner && (
            <>
              {mayBecomeOwner(sdr) && (
                <DropdownMenuItem onSelect={() => setTransferTo(sdr)}>
                  <Crown />
                  Transfer Ownership
                </DropdownMenuItem>
              )}
              {maySecondFactorBeReset(sdr) && (
                <DropdownMenuItem onSelect={() => setResetFor(sdr)}>
                  <ShieldOff />
                  Reset Second Factor
                </DropdownMenuItem>
              )}
            </>
          )
        }
      />
      <TransferOwnershipDialog sdr={transferTo} onClose={() => setTransferTo(null)} />
      <ResetSecondFactorDialog sdr={resetFor} onClose={() => setResetFor(null)} />
    </>
  );
}
