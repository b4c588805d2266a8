import { FINAL_DISPOSITIONS, SEQUENCE_TAGS } from "../../../shared/contracts/prospects";

export const SEQUENCE_TAG_OPTIONS = SEQUENCE_TAGS.map((tag) => ({ value: tag, label: tag }));
export const DISPOSITION_OPTIONS = FINAL_DISPOSITIONS.map((value) => ({ value, label: value }));
