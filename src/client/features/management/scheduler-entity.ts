import { newSchedulerSchema, SCHEDULER_STATUSES } from "../../../shared/contracts/management";
import type { EntityConfig } from "./entity-config";

export const SCHEDULER_ENTITY: EntityConfig<"schedulers"> = {
  resource: "schedulers",
  idPrefix: "scheduler",
  schema: newSchedulerSchema,
  nameField: "name",
  statuses: SCHEDULER_STATUSES,
  statusWho: "scheduler",
  empty: { name: "", status: "Ready" },
  fields: [
    { name: "name", id: "name", label: "Name", input: "text" },
    { name: "status", id: "status", label: "Status", input: "status" },
  ],
  addDescription: "A scheduler works a campaign's prospect list.",
  createdDescription: (values) => `${values.name} is ready to be connected.`,
  tab: {
    title: "Schedulers",
    description:
      "Schedulers work a campaign's prospects. Launching a connection marks its scheduler Assigned.",
    plural: "schedulers",
  },
  columns: [
    {
      field: "name",
      header: "Name",
      label: "Name",
      width: "min-w-48",
      box: "flex max-w-md items-center gap-2",
    },
  ],
};
