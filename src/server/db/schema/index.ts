export * from "./companies.js";
export * from "./imports.js";
export * from "./infrastructure.js";
export * from "./matrix.js";
export * from "./metrics.js";
export * from "./prospects.js";
export * from "./sdrs.js";
export * from "./users.js";
