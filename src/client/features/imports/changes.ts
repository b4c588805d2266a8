import { registerChangeTopic } from "../../lib/change-topics";
import { IMPORT_BATCHES_PATH } from "./api";

registerChangeTopic("imports", { keys: () => [IMPORT_BATCHES_PATH] });
