import { z } from "zod";
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  sessionUserSchema,
  updateProfileRequestSchema,
} from "../auth.js";
import { messageResponseSchema } from "../common.js";
import { endpoint } from "../endpoint.js";
import { invitationTokenSchema } from "../invitations.js";

/** Signing in and out, the signed-in user's profile and password, and the mailed links (spec section 7). */
export const authEndpoints = {
  login: endpoint({
    method: "POST",
    path: "/api/auth/login",
    body: loginRequestSchema,
    response: { 200: sessionUserSchema },
  }),
  register: endpoint({
    method: "POST",
    path: "/api/auth/register",
    body: registerRequestSchema,
    response: { 201: sessionUserSchema },
  }),
  /** Ends the browser's session, if it has one, and clears the cookie. */
  logout: endpoint({ method: "POST", path: "/api/auth/logout", response: { 204: z.void() } }),
  me: endpoint({ method: "GET", path: "/api/auth/me", response: { 200: sessionUserSchema } }),
  updateProfile: endpoint({
    method: "PATCH",
    path: "/api/auth/me",
    body: updateProfileRequestSchema,
    response: { 200: sessionUserSchema },
  }),
  changePassword: endpoint({
    method: "POST",
    path: "/api/auth/change-password",
    body: changePasswordRequestSchema,
    response: { 200: messageResponseSchema },
  }),
  forgotPassword: endpoint({
    method: "POST",
    path: "/api/auth/forgot-password",
    body: forgotPasswordRequestSchema,
    response: { 200: messageResponseSchema },
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    body: resetPasswordRequestSchema,
    response: { 200: messageResponseSchema },
  }),
  verifyEmail: endpoint({
    method: "POST",
    path: "/api/auth/verify-email",
    body: invitationTokenSchema,
    response: { 200: messageResponseSchema },
  }),
  /** Mails the signed-in user a new confirmation link. */
  resendVerification: endpoint({
    method: "POST",
    path: "/api/auth/resend-verification",
    response: { 200: messageResponseSchema },
  }),
};
