import { z } from "zod";
import { errorBodySchema } from "../../shared/contracts/errors.js";

/** The schemas the document names once (components.schemas) and refers to. */
export const schemaRegistry = z.registry<{ id: string }>();
schemaRegistry.add(errorBodySchema, { id: "ErrorBody" });

export const ERROR_BODY_REF = "#/components/schemas/ErrorBody";
