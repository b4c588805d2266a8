import { createQueryClient } from "./query-client";

/** The app's one query client. */
export const queryClient = createQueryClient();
