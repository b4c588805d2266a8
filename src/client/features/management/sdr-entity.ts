import { newSdrSchema, SDR_STATUSES } from "../../../shared/contracts/management";
import { type EntityConfig, loginPasswordField } from "./entity-config";
import { ROLE_HINT, ROLE_OPTIONS } from "./role-select";

export const SDR_ENTITY: EntityConfig<"sdrs"> = {
  resource: "sdrs",
  idPrefix: "sdr",
  schema: newSdrSchema,
  nameField: "name",
  statuses: SDR_STATUSES,
  statusWho: "SDR",
  empty: { name: "", email: "", loginPassword: "", status: "Onboarding", role: "sdr" },
  fields: [
    { name: "name", id: "name", label: "Name", input: "text" },
    { name: "email", id: "email", label: "Email", input: "email" },
    loginPasswordField(
      "password",
      "With a password the SDR can sign in right away; without one, they get an email invitation to set their own.",
    ),
    { name: "status", id: "status", label: "Status", input: "status" },
    // The table's Role column changes it afterwards (the owner's changes only by a transfer).
    {
      name: "role",
      id: "role",
      label: "Role",
      input: "select",
      options: ROLE_OPTIONS,
      addOnly: true,
      hint: () => ROLE_HINT,
    },
  ],
  addDescription: "Add a team member who runs client campaigns.",
  createdDescription: (values) =>
    values.loginPassword
      ? `${values.name} was added to your team and can sign in.`
      : `${values.name} was added to your team. An invitation was mailed to ${values.email}.`,
  tab: {
    title: "SDRs",
    description:
      "Your team. Adding an SDR's email mails them an invitation to set their own password; setting a login password instead creates their login at once.",
    plural: "SDRs",
  },
  columns: [
    { field: "name", header: "Name", label: "Name", width: "min-w-44", box: "flex items-center gap-2" },
    {
      field: "email",
      header: "Email",
      label: "Email",
      width: "min-w-52",
      type: "email",
      box: "flex items-center gap-2",
      loginBadge: true,
    },
  ],
  login: { resource: "sdrs", subject: "This SDR", emailField: "email" },
};
