import { registerChangeTopic } from "../../lib/change-topics";
import { TEAM_KPIS_PATH } from "./api";

registerChangeTopic(["prospects", "imports"], { keys: () => [TEAM_KPIS_PATH] });
