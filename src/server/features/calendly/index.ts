/** What the calendly feature offers the rest of the server. */
export { blankBookings, bookingsNaming } from "./calendly-privacy.js";
