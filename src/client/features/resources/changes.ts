import { registerChangeTopic } from "../../lib/change-topics";
import { RESOURCES_PATH } from "./api";

registerChangeTopic("resources", { keys: () => [RESOURCES_PATH] });
