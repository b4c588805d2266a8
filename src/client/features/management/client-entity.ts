import { CLIENT_STATUSES, newClientSchema } from "../../../shared/contracts/management";
import { type EntityConfig, loginPasswordField } from "./entity-config";

export const CLIENT_ENTITY: EntityConfig<"clients"> = {
  resource: "clients",
  idPrefix: "client",
  schema: newClientSchema,
  nameField: "companyName",
  statuses: CLIENT_STATUSES,
  statusWho: "client",
  empty: {
    companyName: "",
    clientName: "",
    loginEmail: "",
    loginPassword: "",
    assets: "",
    status: "Onboarding",
  },
  fields: [
    { name: "companyName", id: "company", label: "Company name", input: "text" },
    { name: "clientName", id: "name", label: "Client name", input: "text" },
    {
      name: "loginEmail",
      id: "login-email",
      label: "Login email (optional)",
      input: "email",
      hint: (client) =>
        client?.hasLogin ? "Changing it changes the email the client signs in with." : undefined,
    },
    loginPasswordField(
      "login-password",
      "With a password the client can sign in at once; with only a login email, they get an email invitation to set their own.",
    ),
    {
      name: "assets",
      id: "assets",
      label: "Assets (optional)",
      input: "textarea",
      addPlaceholder: "Links to decks, case studies, calendars...",
    },
    { name: "status", id: "status", label: "Status", input: "status" },
  ],
  addDescription: "A client company gets its own campaign.",
  createdDescription: (values) =>
    values.loginEmail && !values.loginPassword
      ? `${values.companyName} was added with its campaign. An invitation was mailed to ${values.loginEmail}.`
      : `${values.companyName} was added with its campaign.`,
  tab: {
    title: "Clients",
    description:
      "Client companies, one campaign each. A login email invites that person to set a password and see the campaign; setting a login password instead creates the login at once.",
    plural: "clients",
  },
  columns: [
    {
      field: "companyName",
      header: "Company Name",
      label: "Company name",
      width: "min-w-36",
      box: "flex items-center gap-2",
    },
    { field: "clientName", header: "Client Name", label: "Client name", width: "min-w-28" },
    {
      field: "loginEmail",
      header: "Login Email",
      label: "Login email",
      width: "min-w-40",
      type: "email",
      placeholder: "No login email",
      box: "flex items-center gap-2",
      loginBadge: true,
    },
    { field: "assets", header: "Assets", label: "Assets", width: "min-w-24", placeholder: "No assets" },
  ],
  login: { resource: "clients", subject: "This client", emailField: "loginEmail" },
};
