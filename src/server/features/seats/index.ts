/** What the seats feature offers the rest of the server: sending seats and their LinkedIn data-export imports. */
import type { ServerFeature } from "../../core/feature.js";
import { seatRoutes } from "./seats.routes.js";

export { addClientSeat } from "./client-seat.js";

export const seatsFeature: ServerFeature = { name: "seats", routes: [seatRoutes] };
