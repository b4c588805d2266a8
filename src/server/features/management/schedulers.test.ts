import { describe, expect, it } from "vitest";
import {
  createRow,
  describeRowLifecycle,
  expectError,
  findRow,
  itRefusesEachNewRow,
  listRows,
  managerSuite,
  SCHEDULERS,
} from "../../../../tests/helpers/management.js";

interface SchedulerRow {
  id: string;
  name: string;
  status: string;
  archivedAt: string | null;
}

const { api } = managerSuite();

describe("POST /api/management-schedulers", () => {
  it("answers 201 with the created row, its id and the default status Ready", async () => {
    const response = await api.post(SCHEDULERS, { name: "  Calendar One " });

    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: "Calendar One",
      status: "Ready",
      archivedAt: null,
    });
    expect(await findRow(api, SCHEDULERS, created.id)).toEqual(created);
  });

  it("accepts Ready and Assigned and nothing else", async () => {
    expect((await createRow<SchedulerRow>(api, SCHEDULERS, { name: "R", status: "Ready" })).status).toBe(
      "Ready",
    );
    expect((await createRow<SchedulerRow>(api, SCHEDULERS, { name: "A", status: "Assigned" })).status).toBe(
      "Assigned",
    );
    for (const status of ["Active", "Onboarding", "ready", null]) {
      expectError(
        await api.post(SCHEDULERS, { name: "Bad", status }),
        400,
        "Scheduler status must be one of: Ready, Assigned",
      );
    }
  });

  itRefusesEachNewRow(api, SCHEDULERS, { message: "Scheduler name is required", when: "the name" }, [
    ["missing", {}],
    ["empty", { name: "" }],
    ["blank", { name: "   " }],
    ["null", { name: null }],
  ]);

  it("ignores unknown fields on creation and creates nothing on refusal", async () => {
    const before = await listRows<SchedulerRow>(api, SCHEDULERS, true);
    await api.post(SCHEDULERS, { name: "", status: "Ready" });
    expect(await listRows<SchedulerRow>(api, SCHEDULERS, true)).toEqual(before);

    const row = await createRow<SchedulerRow>(api, SCHEDULERS, { name: "Extra", colour: "blue" });
    expect(row).not.toHaveProperty("colour");
  });
});

describe("GET /api/management-schedulers", () => {
  it("lists schedulers by name", async () => {
    const second = await createRow<SchedulerRow>(api, SCHEDULERS, { name: "Zz Scheduler" });
    const first = await createRow<SchedulerRow>(api, SCHEDULERS, {
      name: "Aa Scheduler",
      status: "Assigned",
    });

    const rows = await listRows<SchedulerRow>(api, SCHEDULERS);

    expect(rows).toContainEqual(first);
    expect(rows).toContainEqual(second);
    expect(rows.indexOf(rows.find((r) => r.id === first.id) as SchedulerRow)).toBeLessThan(
      rows.indexOf(rows.find((r) => r.id === second.id) as SchedulerRow),
    );
  });
});

describe("PATCH /api/management-schedulers/{id}", () => {
  it("renames and changes the status, and validates each", async () => {
    const row = await createRow<SchedulerRow>(api, SCHEDULERS, { name: "Before" });

    expect((await api.patch(`${SCHEDULERS}/${row.id}`, { name: " After " })).json()).toEqual({
      ...row,
      name: "After",
    });
    expect((await api.patch(`${SCHEDULERS}/${row.id}`, { status: "Assigned" })).json()).toEqual({
      ...row,
      name: "After",
      status: "Assigned",
    });
    expectError(await api.patch(`${SCHEDULERS}/${row.id}`, { name: "" }), 400, "Scheduler name is required");
    expectError(
      await api.patch(`${SCHEDULERS}/${row.id}`, { status: "Active" }),
      400,
      "Scheduler status must be one of: Ready, Assigned",
    );
    expect(await findRow(api, SCHEDULERS, row.id)).toEqual({ ...row, name: "After", status: "Assigned" });
  });
});

describeRowLifecycle("Schedulers", {
  path: SCHEDULERS,
  notFound: "Scheduler not found",
  context: () => ({ api }),
  newRow: () => ({ name: "Lifecycle Scheduler" }),
  change: { status: "Assigned" },
  otherChange: { name: "Renamed Scheduler" },
});
