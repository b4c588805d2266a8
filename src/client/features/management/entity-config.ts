import type { z } from "zod";
import { NEW_PASSWORD_HINT } from "../../../shared/contracts/common";
import type { newClientSchema, newSchedulerSchema, newSdrSchema } from "../../../shared/contracts/management";
import type { SelectOption } from "../../components/ui/select";
import type { InvitingResource, RowOf } from "./api";

/** The management tables whose screens are built from an {@link EntityConfig}. */
export type ManagedResource = "sdrs" | "clients" | "schedulers";

interface CreateSchemas {
  sdrs: typeof newSdrSchema;
  clients: typeof newClientSchema;
  schedulers: typeof newSchedulerSchema;
}
export type CreateSchemaOf<R extends ManagedResource> = CreateSchemas[R];
/** What the add dialog's schema hands over once it has validated the form. */
export type FormValuesOf<R extends ManagedResource> = z.output<CreateSchemas[R]>;
type FieldName<R extends ManagedResource> = keyof z.input<CreateSchemas[R]> & string;

/** A row property holding text the table edits in place. */
type TextKey<R extends ManagedResource> = {
  [K in keyof RowOf<R>]: RowOf<R>[K] extends string | null ? K : never;
}[keyof RowOf<R>] &
  string;

/** One input of the add and edit dialogs, bound to the request body property `name`. */
export interface FormFieldSpec<R extends ManagedResource> {
  name: FieldName<R>;
  /** Ends the input's id: `new-sdr-<id>` in the add dialog, `edit-sdr-<id>` in the edit one. */
  id: string;
  label: string;
  input: "text" | "email" | "password" | "textarea" | "status" | "select";
  /** The choices of a "select" input. */
  options?: SelectOption[];
  /** Only in the add dialog (a login password has its own dialog afterwards). */
  addOnly?: boolean;
  /** The add dialog's placeholder. */
  addPlaceholder?: string;
  /** The hint below the input; `row` is null in the add dialog. */
  hint?: (row: RowOf<R> | null) => string | undefined;
}

/**
 * The add dialog's optional login password, for SDRs and clients: `access` says what setting one does
 * (and what leaving it out does), and the rules a new password must meet follow it.
 */
export function loginPasswordField(
  id: string,
  access: string,
): FormFieldSpec<"sdrs"> & FormFieldSpec<"clients"> {
  return {
    name: "loginPassword",
    id,
    label: "Login password (optional)",
    input: "password",
    addOnly: true,
    hint: () => `${access} ${NEW_PASSWORD_HINT}`,
  };
}

/** A table column whose cells edit a text property in place. */
export interface TextColumnSpec<R extends ManagedResource> {
  field: TextKey<R>;
  header: string;
  /** The cell's accessible name is "<label> for <row name>". */
  label: string;
  /** The cell's minimum width (a Tailwind class). */
  width: string;
  type?: "email";
  placeholder?: string;
  /** Classes of a box around the cell (it lines the cell up with a badge beside it). */
  box?: string;
  /** The row's login badge stands beside this cell. */
  loginBadge?: boolean;
}

/** A row's login: its badge, the Set Login Password dialog and the invitation menu items. */
export interface LoginSpec<R extends ManagedResource> {
  resource: InvitingResource;
  /** Who signs in, for the badge's title: "This SDR". */
  subject: string;
  /** The row property holding the email the login signs in with. */
  emailField: TextKey<R>;
}

/**
 * One management table as the screens show it, the client's counterpart of the server's
 * `registerManagedResource`: the tab, its columns and the add and edit dialogs come from this.
 */
export interface EntityConfig<R extends ManagedResource> {
  resource: R;
  /** The middle of the dialogs' input ids: "sdr" gives `new-sdr-name`. */
  idPrefix: string;
  schema: CreateSchemaOf<R>;
  /** The row property that names a row in menus, confirmations and toasts. */
  nameField: TextKey<R>;
  statuses: readonly string[];
  /** Who the Status column's help explains the statuses of ("SDR" gives "What SDR statuses mean"). */
  statusWho: string;
  /** The add dialog's starting values. */
  empty: z.input<CreateSchemaOf<R>>;
  fields: readonly FormFieldSpec<R>[];
  addDescription: string;
  createdDescription: (values: FormValuesOf<R>) => string;
  tab: {
    title: string;
    description: string;
    /** In the list's messages: "Loading SDRs...", "No SDRs yet". */
    plural: string;
  };
  columns: readonly TextColumnSpec<R>[];
  login?: LoginSpec<R>;
}
