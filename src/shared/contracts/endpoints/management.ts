import { z } from "zod";
import { endpoint } from "../endpoint.js";
import {
  clientPatchSchema,
  connectionPatchSchema,
  connectionSchema,
  idParamsSchema,
  launchResultSchema,
  listQuerySchema,
  managementClientSchema,
  managementSdrSchema,
  newClientSchema,
  newConnectionSchema,
  newSchedulerSchema,
  newSdrSchema,
  schedulerPatchSchema,
  schedulerSchema,
  sdrPatchSchema,
} from "../management.js";

interface ManagedSchemas<Row extends z.ZodType, New extends z.ZodType, Patch extends z.ZodType> {
  row: Row;
  create: New;
  patch: Patch;
}

/**
 * The calls every management table shares: the list (archived rows with ?includeArchived=true), create
 * (201, the row with its id), one-field change, archive (DELETE, 204: nothing is hard-deleted) and restore.
 */
function managedEndpoints<
  const Path extends string,
  Row extends z.ZodType,
  New extends z.ZodType,
  Patch extends z.ZodType,
>(path: Path, schemas: ManagedSchemas<Row, New, Patch>) {
  return {
    list: endpoint({
      method: "GET",
      path,
      query: listQuerySchema,
      response: { 200: z.array(schemas.row) },
    }),
    create: endpoint({ method: "POST", path, body: schemas.create, response: { 201: schemas.row } }),
    update: endpoint({
      method: "PATCH",
      path: `${path}/:id`,
      params: idParamsSchema,
      body: schemas.patch,
      response: { 200: schemas.row },
    }),
    archive: endpoint({
      method: "DELETE",
      path: `${path}/:id`,
      params: idParamsSchema,
      response: { 204: z.void() },
    }),
    restore: endpoint({
      method: "POST",
      path: `${path}/:id/restore`,
      params: idParamsSchema,
      response: { 200: schemas.row },
    }),
  };
}

/** A management table's records, as the server's generic registration takes them. */
export type ManagedEndpoints<
  Row extends z.ZodType,
  New extends z.ZodType,
  Patch extends z.ZodType,
> = ReturnType<typeof managedEndpoints<string, Row, New, Patch>>;

/** Resend mails a new link (earlier ones keep working until they expire); revoke withdraws every open link. */
function invitationEndpoints<const Path extends string, Row extends z.ZodType>(path: Path, row: Row) {
  return {
    resendInvitation: endpoint({
      method: "POST",
      path: `${path}/:id/invitation`,
      params: idParamsSchema,
      response: { 200: row },
    }),
    revokeInvitation: endpoint({
      method: "DELETE",
      path: `${path}/:id/invitation`,
      params: idParamsSchema,
      response: { 200: row },
    }),
  };
}

/** An invitation-based table's resend and revoke records. */
export type InvitationEndpoints<Row extends z.ZodType> = ReturnType<typeof invitationEndpoints<string, Row>>;

/** Manage Campaigns (spec section 7, SDRs only): the SDR, client and scheduler tables and the connection matrix. */
export const managementEndpoints = {
  sdrs: {
    ...managedEndpoints("/api/management-sdrs", {
      row: managementSdrSchema,
      create: newSdrSchema,
      patch: sdrPatchSchema,
    }),
    ...invitationEndpoints("/api/management-sdrs", managementSdrSchema),
  },
  clients: {
    ...managedEndpoints("/api/management-clients", {
      row: managementClientSchema,
      create: newClientSchema,
      patch: clientPatchSchema,
    }),
    ...invitationEndpoints("/api/management-clients", managementClientSchema),
  },
  schedulers: managedEndpoints("/api/management-schedulers", {
    row: schedulerSchema,
    create: newSchedulerSchema,
    patch: schedulerPatchSchema,
  }),
  connections: {
    ...managedEndpoints("/api/connection-matrix", {
      row: connectionSchema,
      create: newConnectionSchema,
      patch: connectionPatchSchema,
    }),
    /** Turns an onboarded connection into a live campaign. */
    launch: endpoint({
      method: "POST",
      path: "/api/connection-matrix/:id/launch",
      params: idParamsSchema,
      response: { 200: launchResultSchema },
    }),
  },
};
