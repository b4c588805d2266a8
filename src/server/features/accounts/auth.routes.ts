import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  FORGOT_PASSWORD_ANSWER,
  SECOND_FACTOR_NEEDED,
  SECOND_FACTOR_NEEDED_PASSKEY,
  SECOND_FACTOR_PENDING_MINUTES,
  SIGN_IN_LINK_MAILED,
} from "../../../shared/contracts/auth.js";
import { authEndpoints as api } from "../../../shared/contracts/endpoints/auth.js";
import { toSessionUser } from "../../core/access/actor.js";
import {
  clearPendingSignInCookie,
  clearSessionCookie,
  presentedPendingSignIn,
  presentedSessionHash,
  setPendingSignInCookie,
} from "../../core/access/cookie.js";
import { attemptSource, startSession } from "../../core/access/session-start.js";
import { deleteSession, markSessionProven } from "../../core/access/sessions.js";
import type { AppContext } from "../../core/context.js";
import { actingUser } from "../../core/http/acting-user.js";
import { registerEndpoint } from "../../core/http/endpoint-route.js";
import { badRequest } from "../../core/http/errors.js";
import { sendLater } from "../../core/mail/send-later.js";
import {
  changePassword,
  confirmCurrentPassword,
  limitAuthAttempts,
  limitPerIp,
  login,
} from "./auth.service.js";
import { issueVerification, verifyEmail } from "./email-verification.service.js";
import {
  addPasskey,
  hasPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  stepUpPasskeyOptions,
} from "./passkeys.service.js";
import { requestPasswordReset, resetPassword } from "./password-reset.service.js";
import { updateProfile } from "./profile.service.js";
import { register } from "./registration.service.js";
import {
  agencySecurity,
  confirmPasskey,
  confirmSecondFactorCode,
  confirmTotpSetup,
  disableSecondFactor,
  findPendingSignIn,
  finishSignIn,
  regenerateRecoveryCodes,
  secondFactorStatus,
  startTotpSetup,
  updateAgencySecurity,
} from "./second-factor.service.js";
import { mailSignInLink, signInWithLink } from "./sign-in-link.service.js";

export async function authRoutes(app: FastifyInstance, { db, config, mailer }: AppContext) {
  const deps = { db, config, mailer, log: app.log };

  const limitLinkUse = (request: FastifyRequest, action: string) =>
    limitPerIp(db, config.authRateLimit, action, request.ip);

  /** The password or link was right, the account has a second factor: the code is asked next. */
  const askForSecondFactor = async (
    reply: FastifyReply,
    pending: { pendingToken: string; userId: string },
  ) => {
    setPendingSignInCookie(reply, pending.pendingToken, config.cookieSecure, SECOND_FACTOR_PENDING_MINUTES);
    const passkey = await hasPasskey(db, pending.userId);
    const message = passkey ? SECOND_FACTOR_NEEDED_PASSKEY : SECOND_FACTOR_NEEDED;
    return reply.code(202).send({ message, secondFactor: true as const, passkey });
  };

  registerEndpoint(app, api.login, async ({ request, reply }) => {
    const outcome = await login(db, config, request.body, attemptSource(request, config));
    if (outcome.heldBack) {
      const { mailTo } = outcome;
      if (mailTo) sendLater(app.log, "sign-in link mail", () => mailSignInLink(db, mailer, config, mailTo));
      return reply.code(202).send({ message: SIGN_IN_LINK_MAILED });
    }
    if (outcome.secondFactor) return askForSecondFactor(reply, outcome);
    await startSession(db, config, request, reply, outcome.token, outcome.userId);
    return toSessionUser(outcome.actor);
  });

  registerEndpoint(app, api.signInWithLink, async ({ request, reply }) => {
    await limitLinkUse(request, "sign-in-link");
    const signedIn = await signInWithLink(db, config, request.body.token);
    if (!("actor" in signedIn)) return askForSecondFactor(reply, signedIn);
    // The link's owner proved the password and the address: this browser is one of theirs now.
    await startSession(db, config, request, reply, signedIn.token, signedIn.actor.id);
    return toSessionUser(signedIn.actor);
  });

  registerEndpoint(app, api.register, async ({ request, reply }) => {
    await limitAuthAttempts(db, config.authRateLimit, "register", request.ip, request.body.email);
    const signedIn = await register(deps, request.body);
    await startSession(db, config, request, reply, signedIn.token, signedIn.actor.id);
    return reply.code(201).send(toSessionUser(signedIn.actor));
  });

  registerEndpoint(app, api.logout, async ({ request, reply }) => {
    const hash = presentedSessionHash(request, config.cookieSecure);
    if (hash) request.sessionUserId = await deleteSession(db, hash);
    clearSessionCookie(reply, config.cookieSecure);
    return reply.code(204).send();
  });

  registerEndpoint(app, api.me, async ({ request }) => toSessionUser(actingUser(request.actor)));

  registerEndpoint(app, api.updateProfile, async ({ request }) =>
    toSessionUser(
      await updateProfile(deps, actingUser(request.actor), request.body, attemptSource(request, config)),
    ),
  );

  registerEndpoint(app, api.changePassword, async ({ request }) => {
    const source = attemptSource(request, config);
    await changePassword(actingUser(request.actor), db, config, request.sessionHash, request.body, source);
    return { message: "Password changed. Your other sessions have been signed out." };
  });

  registerEndpoint(app, api.stepUp, async ({ request, reply }) => {
    const source = attemptSource(request, config);
    const actor = actingUser(request.actor);
    const { password, code, passkey } = request.body;
    if (password === undefined && passkey !== undefined) {
      await confirmPasskey(db, config, actor, passkey, source);
    } else if (password === undefined && code !== undefined) {
      await confirmSecondFactorCode(db, config, actor, code, source);
    } else {
      await confirmCurrentPassword(db, config, actor, password, source, "password");
    }
    if (request.sessionHash) await markSessionProven(db, request.sessionHash);
    return reply.code(204).send();
  });

  registerEndpoint(app, api.forgotPassword, async ({ request }) => {
    await limitAuthAttempts(db, config.authRateLimit, "forgot", request.ip, request.body.email);
    // Whether the address has an account decides only what happens after the answer.
    const { email } = request.body;
    sendLater(app.log, "password reset mail", () =>
      requestPasswordReset(db, mailer, config.publicUrl, email),
    );
    return { message: FORGOT_PASSWORD_ANSWER };
  });

  registerEndpoint(app, api.resetPassword, async ({ request }) => {
    await limitLinkUse(request, "reset");
    await resetPassword(db, request.body);
    return { message: "Your password has been reset. Sign in with your new password." };
  });

  registerEndpoint(app, api.verifyEmail, async ({ request }) => {
    await limitLinkUse(request, "verify");
    await verifyEmail(db, request.body.token);
    return { message: "Your e-mail address is confirmed." };
  });

  registerEndpoint(app, api.resendVerification, async ({ request }) => {
    const actor = actingUser(request.actor);
    if (actor.emailVerifiedAt) throw badRequest("Your e-mail address is already confirmed.");
    await limitAuthAttempts(db, config.authRateLimit, "verify-resend", request.ip, actor.email);
    await mailer.send(await issueVerification(actor, db, config.publicUrl));
    return { message: `We sent a new confirmation link to ${actor.email}.` };
  });

  registerEndpoint(app, api.signInSecondFactor, async ({ request, reply }) => {
    const pending = presentedPendingSignIn(request, config.cookieSecure);
    const signedIn = await finishSignIn(db, config, pending, request.body, attemptSource(request, config));
    clearPendingSignInCookie(reply, config.cookieSecure);
    await startSession(db, config, request, reply, signedIn.token, signedIn.userId);
    return toSessionUser(signedIn.actor);
  });

  registerEndpoint(app, api.secondFactorStatus, async ({ request }) =>
    secondFactorStatus(db, actingUser(request.actor)),
  );

  registerEndpoint(app, api.startTotpSetup, async ({ request }) =>
    startTotpSetup(db, actingUser(request.actor)),
  );

  registerEndpoint(app, api.confirmTotpSetup, async ({ request }) => {
    const actor = actingUser(request.actor);
    const source = attemptSource(request, config);
    return { recoveryCodes: await confirmTotpSetup(db, config, actor, request.body.code, source) };
  });

  registerEndpoint(app, api.disableSecondFactor, async ({ request, reply }) => {
    await disableSecondFactor(db, actingUser(request.actor));
    return reply.code(204).send();
  });

  registerEndpoint(app, api.regenerateRecoveryCodes, async ({ request }) => ({
    recoveryCodes: await regenerateRecoveryCodes(db, actingUser(request.actor)),
  }));

  registerEndpoint(app, api.agencySecurity, async () => agencySecurity(db));

  registerEndpoint(app, api.updateAgencySecurity, async ({ request }) =>
    updateAgencySecurity(db, actingUser(request.actor), request.body),
  );

  registerEndpoint(app, api.passkeySignInOptions, async ({ request }) => {
    await limitLinkUse(request, "passkey-options");
    const pending = await findPendingSignIn(db, presentedPendingSignIn(request, config.cookieSecure));
    return passkeySignInOptions(db, config, pending);
  });

  registerEndpoint(app, api.passkeys, async ({ request }) => listPasskeys(db, actingUser(request.actor)));

  registerEndpoint(app, api.passkeyRegistrationOptions, async ({ request }) =>
    passkeyRegistrationOptions(db, config, actingUser(request.actor)),
  );

  registerEndpoint(app, api.addPasskey, async ({ request, reply }) =>
    reply.code(201).send(await addPasskey(db, config, actingUser(request.actor), request.body)),
  );

  registerEndpoint(app, api.removePasskey, async ({ request, reply }) => {
    await removePasskey(db, actingUser(request.actor), request.params.id);
    return reply.code(204).send();
  });

  registerEndpoint(app, api.stepUpPasskeyOptions, async ({ request }) =>
    stepUpPasskeyOptions(db, config, actingUser(request.actor)),
  );
}
