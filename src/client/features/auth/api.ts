import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SessionUser,
  UpdateProfileRequest,
} from "../../../shared/contracts/auth";
import { apiRequest } from "../../lib/api";
import { ME, sessionQuery } from "../../shared/session";
import { exitGodMode } from "../../shared/simulated-client";

export function useSignIn(mode: "login" | "register") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginRequest | RegisterRequest) =>
      apiRequest<SessionUser>("POST", `/api/auth/${mode}`, input),
    onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

/** Callers drop the cached session themselves, after navigating away from guarded pages. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/auth/logout");
      exitGodMode();
    },
  });
}

/**
 * Spec: logging out clears all cached data. The session query is set to signed-out rather than removed,
 * so screens that watch it (the Already Logged In card) see the change.
 */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQuery.queryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME });
  queryClient.getMutationCache().clear();
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => apiRequest<SessionUser>("PATCH", ME, input),
    onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) =>
      apiRequest<{ message: string }>("POST", "/api/auth/change-password", input),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordRequest) =>
      apiRequest<{ message: string }>("POST", "/api/auth/forgot-password", input),
  });
}

const VERIFY_EMAIL = "/api/auth/verify-email";

/**
 * `/verify-email?token=...` confirms the address once, on load: a query, so the request is sent once
 * however often the page mounts. A confirmed address refreshes the session (its `emailVerified`).
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [VERIFY_EMAIL, token],
    queryFn: async () => {
      const result = await apiRequest<{ message: string }>("POST", VERIFY_EMAIL, { token });
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      return result;
    },
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Mails the signed-in user a new link to confirm their address. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", "/api/auth/resend-verification"),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordRequest) =>
      apiRequest<{ message: string }>("POST", "/api/auth/reset-password", input),
  });
}
