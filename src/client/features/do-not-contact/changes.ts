import { registerChangeTopic } from "../../lib/change-topics";
import { SUPPRESSIONS_PATH } from "./api";

// An entry's count of the prospects it keeps out changes with the prospects themselves: a change to
// the list marks prospects, and an import adds people an entry may name.
registerChangeTopic(["prospects", "imports"], { keys: () => [SUPPRESSIONS_PATH] });
