import {
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  UpdateProfileRequest,
} from "../../../shared/contracts/auth";
import { authEndpoints as api } from "../../../shared/contracts/endpoints/auth";
import { callEndpoint } from "../../lib/endpoints";
import { sessionQuery } from "../../shared/session";
import { exitGodMode } from "../../shared/simulated-client";

export function useSignIn(mode: "login" | "register") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginRequest | RegisterRequest) =>
      mode === "login" ? callEndpoint(api.login, { body }) : callEndpoint(api.register, { body }),
    // A 202 (a browser the account has not seen, while it is being guessed at) carries a message, no session.
    onSuccess: (result) => {
      if (!("message" in result)) queryClient.setQueryData(sessionQuery.queryKey, result);
    },
  });
}

/** Spends a mailed sign-in link: the browser that opens it is signed in (and remembered by the account). */
export function useSignInWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callEndpoint(api.signInWithLink, { body: { token } }),
    // A 202: the account has a second factor, whose code is asked next; no session yet.
    onSuccess: (result) => {
      if (!("message" in result)) queryClient.setQueryData(sessionQuery.queryKey, result);
    },
  });
}

/** The second step of a sign-in: a code from the authenticator app, or a recovery code. */
export function useSignInSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callEndpoint(api.signInSecondFactor, { body: { code } }),
    onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

/** The second step of a sign-in with a passkey: the server's challenge, the browser's prompt, the answer. */
export function useSignInWithPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const options = await callEndpoint(api.passkeySignInOptions, {});
      const passkey = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      return callEndpoint(api.signInSecondFactor, {
        body: { passkey: passkey as unknown as { id: string; rawId: string; type: "public-key" } },
      });
    },
    onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

const passkeysKey = [api.passkeys.path];

export function usePasskeys(enabled: boolean) {
  return useQuery({ queryKey: passkeysKey, queryFn: () => callEndpoint(api.passkeys, {}), enabled });
}

/** Asks the server for a challenge, the browser (and its authenticator) for a new passkey, and keeps it. */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = await callEndpoint(api.passkeyRegistrationOptions, {});
      const response = await startRegistration({
        optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
      });
      return callEndpoint(api.addPasskey, {
        body: { name, response: response as unknown as { id: string; rawId: string; type: "public-key" } },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  const changed = useSecondFactorChanged();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(api.removePasskey, { params: { id } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: passkeysKey });
      await changed();
    },
  });
}

const secondFactorKey = [api.secondFactorStatus.path];

export function useSecondFactorStatus(enabled: boolean) {
  return useQuery({
    queryKey: secondFactorKey,
    queryFn: () => callEndpoint(api.secondFactorStatus, {}),
    enabled,
  });
}

/**
 * After turning the second factor on or off: its status and the session's `secondFactor` change. After
 * turning it on, called once the recovery codes were seen: a session that was held back until then
 * opens the app.
 */
export function useSecondFactorChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: secondFactorKey });
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };
}

export function useStartTotpSetup() {
  return useMutation({ mutationFn: () => callEndpoint(api.startTotpSetup, {}) });
}

export function useConfirmTotpSetup() {
  return useMutation({
    mutationFn: (code: string) => callEndpoint(api.confirmTotpSetup, { body: { code } }),
  });
}

export function useDisableSecondFactor() {
  const changed = useSecondFactorChanged();
  return useMutation({ mutationFn: () => callEndpoint(api.disableSecondFactor, {}), onSuccess: changed });
}

export function useRegenerateRecoveryCodes() {
  const changed = useSecondFactorChanged();
  return useMutation({ mutationFn: () => callEndpoint(api.regenerateRecoveryCodes, {}), onSuccess: changed });
}

/** Callers drop the cached session themselves, after navigating away from guarded pages. */
export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      await callEndpoint(api.logout, {});
      exitGodMode();
    },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => callEndpoint(api.updateProfile, { body }),
    onSuccess: (user) => queryClient.setQueryData(sessionQuery.queryKey, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => callEndpoint(api.changePassword, { body }),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => callEndpoint(api.forgotPassword, { body }),
  });
}

/**
 * `/verify-email?token=...` confirms the address once, on load: a query, so the request is sent once
 * however often the page mounts. A confirmed address refreshes the session (its `emailVerified`).
 */
export function useVerifyEmail(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [api.verifyEmail.path, token],
    queryFn: async () => {
      const result = await callEndpoint(api.verifyEmail, { body: { token } });
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
  return useMutation({ mutationFn: () => callEndpoint(api.resendVerification, {}) });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => callEndpoint(api.resetPassword, { body }),
  });
}

/** Confirms it's you (step-up) with a passkey: the server's challenge, the browser's prompt, the answer. */
export function useStepUpWithPasskey() {
  return useMutation({
    mutationFn: async () => {
      const options = await callEndpoint(api.stepUpPasskeyOptions, {});
      const passkey = await startAuthentication({
        optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      });
      return callEndpoint(api.stepUp, {
        body: { passkey: passkey as unknown as { id: string; rawId: string; type: "public-key" } },
      });
    },
  });
}
