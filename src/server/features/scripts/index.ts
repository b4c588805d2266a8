/** What the scripts feature offers the rest of the server. */
export { scriptBodiesOf } from "./scripts.service.js";
