import { registerChangeTopic } from "../../lib/change-topics";
import { SUBSCRIPTIONS_PATH } from "./api";

registerChangeTopic("management", { keys: () => [SUBSCRIPTIONS_PATH] });
