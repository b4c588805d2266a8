import { MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../components/ui/dropdown-menu";

interface RowMenuProps {
  /** The row's name, for the button's accessible name ("Actions for Ada Lovelace"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Extra items between Edit and Delete. */
  children?: ReactNode;
  /** Whether the open menu keeps the rest of the page from pointer and screen-reader use. */
  modal?: boolean;
}

/** The ⋯ menu of a live row: Edit, any extra items, then Delete. */
export function RowMenu({ name, onEdit, onDelete, children, modal = false }: RowMenuProps) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${name}`} className="text-slate-500">
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil />
          Edit
        </DropdownMenuItem>
        {children}
        <DropdownMenuSeparator />
        <DropdownMenuItem destructive onSelect={onDelete}>
          <Trash2 />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
