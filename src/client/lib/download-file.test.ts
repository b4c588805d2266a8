import { describe, expect, it } from "vitest";
import { attachmentFileName } from "./download-file";

describe("attachmentFileName", () => {
  it("reads the quoted or bare file name", () => {
    expect(attachmentFileName('attachment; filename="access-export.json"', "x")).toBe("access-export.json");
    expect(attachmentFileName("attachment; filename=export.csv", "x")).toBe("export.csv");
  });

  it("prefers the encoded name", () => {
    expect(
      attachmentFileName(`attachment; filename="export.csv"; filename*=UTF-8''J%C3%B8rgen%20export.csv`, "x"),
    ).toBe("Jørgen export.csv");
  });

  it("falls back without a header, without a name or with a broken encoding", () => {
    expect(attachmentFileName(null, "access-export.json")).toBe("access-export.json");
    expect(attachmentFileName("attachment", "access-export.csv")).toBe("access-export.csv");
    expect(attachmentFileName("attachment; filename*=UTF-8''%E0%A4%A", "fallback.csv")).toBe("fallback.csv");
  });
});
