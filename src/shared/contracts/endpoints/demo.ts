import { DEMO_SESSION_PATH, demoDataSchema, demoSessionSchema } from "../demo.js";
import { endpoint } from "../endpoint.js";

/** The landing page's Interactive Demo. */
export const demoEndpoints = {
  data: endpoint({
    method: "GET",
    path: "/api/demo/data",
    response: { 200: demoDataSchema },
    access: "public",
    summary: "The demo's sample figures",
    tag: "Sign-in and profile",
  }),
  /** No body: signs the browser in as the demo client for a short session. */
  session: endpoint({
    method: "POST",
    path: DEMO_SESSION_PATH,
    response: { 200: demoSessionSchema },
    access: "public",
    sessionOnly: true,
    summary: "Sign in as the demo client",
    tag: "Sign-in and profile",
  }),
};
