import { describe, expect, it } from "vitest";
import { readConnectedOn, readMessageDate, readSentAt } from "./export-dates.js";

describe("Connected On", () => {
  it.each([
    ["12 Mar 2024", "2024-03-12"],
    ["05 Jan 2024", "2024-01-05"],
    ["5 Jan 2024", "2024-01-05"],
    ["12 Mar 24", "2024-03-12"],
    ["29 Feb 24", "2024-02-29"],
    ["12 mar 2024", "2024-03-12"],
    ["2024-03-12", "2024-03-12"],
  ])("reads %s", (cell, day) => {
    expect(readConnectedOn(cell)).toBe(day);
  });

  it.each([
    "",
    "31 Feb 2024",
    "29 Feb 23",
    "12 Mzr 2024",
    "12/03/2024",
    "2024-13-01",
    "12 Mar 202",
    "yesterday",
  ])("refuses %j", (cell) => {
    expect(readConnectedOn(cell)).toBeNull();
  });
});

describe("Sent At", () => {
  it.each([
    ["5/12/21, 3:14 PM", "2021-05-12T15:14:00.000Z"],
    ["5/12/2021, 3:14 PM", "2021-05-12T15:14:00.000Z"],
    ["12/1/21, 12:05 AM", "2021-12-01T00:05:00.000Z"],
    ["12/1/21, 12:05 PM", "2021-12-01T12:05:00.000Z"],
    ["5/12/21, 3:14\u202fPM", "2021-05-12T15:14:00.000Z"],
    ["2026-06-01 08:00 UTC", "2026-06-01T08:00:00.000Z"],
    ["2026-06-01 08:00:00 UTC", "2026-06-01T08:00:00.000Z"],
  ])("reads %s as UTC", (cell, iso) => {
    expect(readSentAt(cell)?.toISOString()).toBe(iso);
  });

  it.each([
    "",
    "13/12/21, 3:14 PM",
    "5/12/21, 13:14 PM",
    "5/12/21, 0:14 AM",
    "5/12/21 3:14",
    "2026-06-01 24:00 UTC",
  ])("refuses %j", (cell) => {
    expect(readSentAt(cell)).toBeNull();
  });
});

describe("messages' DATE", () => {
  it.each([
    ["2023-06-11 15:33:58 UTC", "2023-06-11T15:33:58.000Z"],
    ["2023-06-11 15:33:58", "2023-06-11T15:33:58.000Z"],
  ])("reads %s as UTC", (cell, iso) => {
    expect(readMessageDate(cell)?.toISOString()).toBe(iso);
  });

  it.each(["", "2023-06-31 15:33:58 UTC", "11/06/2023 15:33", "2023-06-11 15:60:00 UTC"])(
    "refuses %j",
    (cell) => {
      expect(readMessageDate(cell)).toBeNull();
    },
  );

  it("refuses a long odd cell", () => {
    expect(readMessageDate(`2023-06-11 ${"1".repeat(100_000)}`)).toBeNull();
    expect(readSentAt(`5/12/21, ${"1".repeat(100_000)}`)).toBeNull();
  });
});
