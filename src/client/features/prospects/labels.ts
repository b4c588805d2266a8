import { PROSPECT_FIELDS } from "../../../shared/contracts/prospect-fields";

/** The choices of the Sequence Tag and Final Disposition cells: the values the registry's fields take. */
export const SEQUENCE_TAG_OPTIONS = PROSPECT_FIELDS.sequenceTag.schema.options.map((tag) => ({
  value: tag,
  label: tag,
}));
export const DISPOSITION_OPTIONS = PROSPECT_FIELDS.finalDisposition.schema.options.map((value) => ({
  value,
  label: value,
}));
