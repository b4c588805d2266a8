import { Crown } from "lucide-react";
import { useState } from "react";
import type { ManagementSdr } from "../../../shared/contracts/management";
import { DropdownMenuItem } from "../../components/ui/dropdown-menu";
import { useSession } from "../../shared/session";
import { isOwner } from "../../shared/staff-rights";
import { type ExtraColumn, ManagedTab } from "./managed-tab";
import { RoleCell } from "./role-select";
import { SDR_ENTITY } from "./sdr-entity";
import { mayBecomeOwner, TransferOwnershipDialog } from "./transfer-ownership-dialog";
import { useSaveField } from "./use-save-field";

/**
 * The SDRs tab: the managed tab with each member's role (saved as soon as it is chosen) and, for the
 * owner, Transfer Ownership in the menu of anyone else who can sign in.
 */
export function SdrsTab() {
  const { user } = useSession();
  const save = useSaveField("sdrs");
  const [transferTo, setTransferTo] = useState<ManagementSdr | null>(null);
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
          owner &&
          mayBecomeOwner(sdr) && (
            <DropdownMenuItem onSelect={() => setTransferTo(sdr)}>
              <Crown />
              Transfer Ownership
            </DropdownMenuItem>
          )
        }
      />
      <TransferOwnershipDialog sdr={transferTo} onClose={() => setTransferTo(null)} />
    </>
  );
}
