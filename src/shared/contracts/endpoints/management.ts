import { z } from "zod";
import type { AuditedTable } from "../audit.js";
import { endpoint } from "../endpoint.js";
import {
  clientLoginParamsSchema,
  clientLoginsSchema,
  clientPatchSchema,
  connectionPatchSchema,
  connectionSchema,
  idParamsSchema,
  launchResultSchema,
  listQuerySchema,
  managementClientSchema,
  managementSdrSchema,
  newClientLoginSchema,
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

/** A table's lines in the API reference, and whether its changes need a signed-in manager. */
interface ManagedDocs {
  list: string;
  create: string;
  update: string;
  archive: string;
  restore: string;
  /** Its rows carry logins (SDRs, clients): changes need a signed-in manager, never an API key. */
  sessionOnlyWrites: boolean;
  /** A change may hand out rights (a staff role): the password again within the last minutes (step-up). */
  stepUpUpdates?: boolean;
  /** Its changes go to the audit log, as `<table>.added`, `.changed`, `.archived` and `.restored`. */
  audit?: AuditedTable;
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
>(path: Path, schemas: ManagedSchemas<Row, New, Patch>, docs: ManagedDocs) {
  const tag = "Management";
  const sessionOnly = docs.sessionOnlyWrites;
  const audited = <const Change extends string>(change: Change) =>
    docs.audit ? { audit: `${docs.audit}.${change}` as `${AuditedTable}.${Change}` } : {};
  return {
    list: endpoint({
      method: "GET",
      path,
      query: listQuerySchema,
      response: { 200: z.array(schemas.row) },
      access: "manager",
      summary: docs.list,
      tag,
    }),
    create: endpoint({
      method: "POST",
      path,
      body: schemas.create,
      response: { 201: schemas.row },
      access: "manager",
      sessionOnly,
      ...audited("added"),
      summary: docs.create,
      tag,
    }),
    update: endpoint({
      method: "PATCH",
      path: `${path}/:id`,
      params: idParamsSchema,
      body: schemas.patch,
      response: { 200: schemas.row },
      access: "manager",
      sessionOnly,
      stepUp: docs.stepUpUpdates === true,
      ...audited("changed"),
      summary: docs.update,
      tag,
    }),
    archive: endpoint({
      method: "DELETE",
      path: `${path}/:id`,
      params: idParamsSchema,
      response: { 204: z.void() },
      access: "manager",
      sessionOnly,
      ...audited("archived"),
      summary: docs.archive,
      tag,
    }),
    restore: endpoint({
      method: "POST",
      path: `${path}/:id/restore`,
      params: idParamsSchema,
      response: { 200: schemas.row },
      access: "manager",
      sessionOnly,
      ...audited("restored"),
      summary: docs.restore,
      tag,
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
function invitationEndpoints<const Path extends string, Row extends z.ZodType>(
  path: Path,
  row: Row,
  summaries: { resend: string; revoke: string },
  audited: "staff" | "client",
) {
  const tag = "Management";
  return {
    resendInvitation: endpoint({
      method: "POST",
      path: `${path}/:id/invitation`,
      params: idParamsSchema,
      response: { 200: row },
      access: "manager",
      sessionOnly: true,
      audit: `${audited}.invited`,
      summary: summaries.resend,
      tag,
    }),
    revokeInvitation: endpoint({
      method: "DELETE",
      path: `${path}/:id/invitation`,
      params: idParamsSchema,
      response: { 200: row },
      access: "manager",
      sessionOnly: true,
      audit: `${audited}.invitation_revoked`,
      summary: summaries.revoke,
      tag,
    }),
  };
}

/** An invitation-based table's resend and revoke records. */
export type InvitationEndpoints<Row extends z.ZodType> = ReturnType<typeof invitationEndpoints<string, Row>>;

/** Manage Campaigns (spec section 7, SDRs only): the SDR, client and scheduler tables and the connection matrix. */
export const managementEndpoints = {
  sdrs: {
    ...managedEndpoints(
      "/api/management-sdrs",
      {
        row: managementSdrSchema,
        create: newSdrSchema,
        patch: sdrPatchSchema,
      },
      {
        list: "List SDRs",
        create: "Add an SDR",
        update: "Change an SDR",
        archive: "Archive an SDR",
        restore: "Restore an SDR",
        sessionOnlyWrites: true,
        stepUpUpdates: true,
        audit: "staff",
      },
    ),
    ...invitationEndpoints(
      "/api/management-sdrs",
      managementSdrSchema,
      {
        resend: "Send an SDR's invitation again",
        revoke: "Revoke an SDR's invitation",
      },
      "staff",
    ),
    /**
     * The owner clears a colleague's lost second factor (codes, passkeys, recovery codes) and signs them
     * out: they sign in with their password and set one up again.
     */
    resetSecondFactor: endpoint({
      method: "DELETE",
      path: "/api/management-sdrs/:id/second-factor",
      params: idParamsSchema,
      response: { 200: managementSdrSchema },
      access: "owner",
      stepUp: true,
      sessionOnly: true,
      audit: "second_factor.reset",
      summary: "Reset a member of staff's second factor",
      tag: "Management",
    }),
    /** The owner hands the agency to another member of staff with a login, and becomes a manager. */
    transferOwnership: endpoint({
      method: "POST",
      path: "/api/management-sdrs/:id/transfer-ownership",
      params: idParamsSchema,
      response: { 200: z.array(managementSdrSchema) },
      access: "owner",
      stepUp: true,
      sessionOnly: true,
      audit: "ownership.transferred",
      summary: "Transfer the agency's ownership",
      tag: "Management",
    }),
  },
  clients: {
    ...managedEndpoints(
      "/api/management-clients",
      {
        row: managementClientSchema,
        create: newClientSchema,
        patch: clientPatchSchema,
      },
      {
        list: "List client companies",
        create: "Add a client company",
        update: "Change a client company",
        archive: "Archive a client company",
        restore: "Restore a client company",
        sessionOnlyWrites: true,
        audit: "client",
      },
    ),
    ...invitationEndpoints(
      "/api/management-clients",
      managementClientSchema,
      {
        resend: "Send a client's invitation again",
        revoke: "Revoke a client's invitation",
      },
      "client",
    ),
    /** A company's logins: its login e-mail and the further ones invited here (ADR 0049). */
    logins: {
      list: endpoint({
        method: "GET",
        path: "/api/management-clients/:id/logins",
        params: idParamsSchema,
        response: { 200: clientLoginsSchema },
        access: "manager",
        sessionOnly: true,
        summary: "List a client company's logins",
        tag: "Management",
      }),
      invite: endpoint({
        method: "POST",
        path: "/api/management-clients/:id/logins",
        params: idParamsSchema,
        body: newClientLoginSchema,
        response: { 201: clientLoginsSchema },
        access: "manager",
        sessionOnly: true,
        audit: "client.login_invited",
        summary: "Invite a further login to a client company",
        tag: "Management",
      }),
      resend: endpoint({
        method: "POST",
        path: "/api/management-clients/:id/logins/:loginId/invitation",
        params: clientLoginParamsSchema,
        response: { 200: clientLoginsSchema },
        access: "manager",
        sessionOnly: true,
        audit: "client.login_reinvited",
        summary: "Send a client login's invitation again",
        tag: "Management",
      }),
      remove: endpoint({
        method: "DELETE",
        path: "/api/management-clients/:id/logins/:loginId",
        params: clientLoginParamsSchema,
        response: { 200: clientLoginsSchema },
        access: "manager",
        sessionOnly: true,
        audit: "client.login_removed",
        summary: "Remove a client login",
        tag: "Management",
      }),
    },
  },
  schedulers: managedEndpoints(
    "/api/management-schedulers",
    {
      row: schedulerSchema,
      create: newSchedulerSchema,
      patch: schedulerPatchSchema,
    },
    {
      list: "List schedulers",
      create: "Add a scheduler",
      update: "Change a scheduler",
      archive: "Archive a scheduler",
      restore: "Restore a scheduler",
      sessionOnlyWrites: false,
    },
  ),
  connections: {
    ...managedEndpoints(
      "/api/connection-matrix",
      {
        row: connectionSchema,
        create: newConnectionSchema,
        patch: connectionPatchSchema,
      },
      {
        list: "List the connection matrix",
        create: "Add a connection",
        update: "Change a connection",
        archive: "Archive a connection",
        restore: "Restore a connection",
        sessionOnlyWrites: false,
        audit: "connection",
      },
    ),
    /** Turns an onboarded connection into a live campaign. */
    launch: endpoint({
      method: "POST",
      path: "/api/connection-matrix/:id/launch",
      params: idParamsSchema,
      response: { 200: launchResultSchema },
      access: "manager",
      audit: "campaign.launched",
      summary: "Launch a connection's campaign",
      tag: "Management",
    }),
  },
};
