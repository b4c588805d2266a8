import { z } from "zod";
import { errorBodySchema } from "../../../shared/contracts/errors.js";

/**
 * The document names the error body once (components.schemas.ErrorBody) and every error answer refers
 * to it. zod's global registry is where the schemas' own metadata (`.describe()`, `.meta()`) lives too.
 */
z.globalRegistry.add(errorBodySchema, { id: "ErrorBody" });

export const ERROR_BODY_REF = "#/components/schemas/ErrorBody";
