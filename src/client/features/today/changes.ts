import { registerChangeTopic } from "../../lib/change-topics";
import { TODAY_PATH } from "./api";

// Every SDR's queue, whichever campaign changed: a tick, a skip or an import changes what is due; a
// cadence its dates and budget; scripts the text shown; the connection matrix which clients it spans.
registerChangeTopic(["prospects", "imports", "cadence", "scripts", "management"], {
  keys: () => [TODAY_PATH],
});
