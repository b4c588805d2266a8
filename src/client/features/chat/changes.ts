import { registerChangeTopic } from "../../lib/change-topics";
import { CONVERSATIONS_PATH } from "./queries";

// The conversation lists show each prospect's name and progress beside its messages.
registerChangeTopic(["prospects", "imports", "conversations"], { keys: () => [CONVERSATIONS_PATH] });
