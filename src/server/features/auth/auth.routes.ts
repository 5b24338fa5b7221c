import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { accountExportSchema } from '../../../shared/schemas/account-export.js';
import {
  accountSessionsResponseSchema,
  changeEmailSchema,
  changePasswordSchema,
  confirmEmailQuerySchema,
  deleteAccountSchema,
  emailOnlySchema,
  postSignInPath,
  resetPasswordSchema,
  sessionParamsSchema,
  sessionResponseSchema,
  sessionUserSchema,
  signInResponseSchema,
  signInSchema,
  signUpSchema,
  tokenQuerySchema,
} from '../../../shared/schemas/auth.js';
import { messageResponseSchema } from '../../../shared/schemas/common.js';
import { AUTH_TEXTS } from '../../../shared/texts.js';
import type { Storage } from '../../lib/storage.js';
import { hashToken } from '../../lib/tokens.js';
import { requireUser, signedInContext } from '../../plugins/request-context.js';
import {
  clearSessionCookie,
  deviceTokenOf,
  sessionTokenOf,
  setDeviceCookie,
  setSessionCookie,
} from '../../plugins/session-cookie.js';
import * as account from './account-security.js';
import * as auth from './auth.service.js';
import { confirmEmailChange, requestEmailChange } from './change-email.js';
import { deleteAccount } from './delete-account.js';
import { exportAccount } from './export-account.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<auth.AuthDeps & { storage: Storage }> = async (app, deps) => {
  app.get(
    API_PATHS.auth.session,
    { schema: { tags, summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } } },
    async (request) => ({ user: request.ctx.actor }),
  );

  app.get(
    API_PATHS.auth.me,
    {
      schema: {
        tags,
        summary: 'The signed-in user; 401 without a valid session',
        response: { 200: sessionUserSchema },
      },
    },
    async (request) => requireUser(request),
  );

  app.post(
    API_PATHS.auth.signUp,
    {
      schema: {
        tags,
        summary: 'Create an account and send the confirmation email',
        body: signUpSchema,
        response: { 201: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.signUp(deps, request.ctx, request.body);
      return reply.code(201).send({ message: AUTH_TEXTS.signUpSuccess });
    },
  );

  app.post(
    API_PATHS.auth.signIn,
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: signInSchema,
        response: { 200: signInResponseSchema },
      },
    },
    async (request, reply) => {
      const { token, user, deviceToken } = await auth.signIn(
        deps,
        request.ctx,
        request.body,
        deviceTokenOf(request, deps.config),
      );
      setSessionCookie(reply, deps.config, token);
      setDeviceCookie(reply, deps.config, deviceToken);
      return { user, redirectTo: postSignInPath(user, request.body.next) };
    },
  );

  app.post(
    API_PATHS.auth.signOut,
    { schema: { tags, summary: 'End the session on the server', response: { 204: z.null() } } },
    async (request, reply) => {
      const token = sessionTokenOf(request, deps.config);
      await auth.signOut(deps, token);
      // This tab's and the session's other tabs' event streams end with the session.
      if (token) await app.realtime.endSession(hashToken(token, deps.config.authSecret));
      clearSessionCookie(reply, deps.config);
      return reply.code(204).send(null);
    },
  );

  app.post(
    API_PATHS.auth.resendConfirmation,
    {
      schema: {
        tags,
        summary: 'Send a new confirmation link',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.resendConfirmation(deps, request.ctx, request.body.email);
      return { message: AUTH_TEXTS.confirmationResent };
    },
  );

  // The link in the confirmation email; it lands on /auth with the outcome.
  app.get(
    API_PATHS.auth.confirmEmail,
    {
      schema: {
        tags,
        summary: 'Confirm an email address from the emailed link',
        querystring: confirmEmailQuerySchema,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const confirmed =
        tokenQuerySchema.safeParse({ token }).success && (await auth.confirmEmail(deps, token!));
      return reply.redirect(confirmed ? '/auth?confirmed=1' : '/auth?confirmed=0', 303);
    },
  );

  app.post(
    API_PATHS.auth.forgotPassword,
    {
      schema: {
        tags,
        summary: 'Email a password reset link',
        body: emailOnlySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request.ctx, request.body.email);
      return { message: AUTH_TEXTS.resetRequested };
    },
  );

  app.post(
    API_PATHS.auth.resetPassword,
    {
      schema: {
        tags,
        summary: 'Set a new password with an emailed token',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await auth.resetPassword(deps, request.body.token, request.body.password);
      clearSessionCookie(reply, deps.config);
      return { message: AUTH_TEXTS.resetDone };
    },
  );

  // --- a signed-in member's own account (docs/product.md, Password and sessions; Changing the
  // email; Your data; Deleting an account)

  /** The hash of the session the request came with (a signed-in request has one). */
  const currentSession = (request: FastifyRequest) =>
    hashToken(sessionTokenOf(request, deps.config) ?? '', deps.config.authSecret);
  /**
   * Ends the live streams of sessions just ended, on every server copy. The change has
   * committed: should the notice fail, those streams still end at their next heartbeat's
   * session check, and the member is told what happened, not an error.
   */
  const endStreams = (request: FastifyRequest, hashes: string[]) =>
    Promise.all(hashes.map((hash) => app.realtime.endSession(hash))).catch((error: unknown) =>
      request.log.warn({ err: error }, 'ended sessions: live streams left to their heartbeat'),
    );

  app.post(
    API_PATHS.auth.changePassword,
    {
      schema: {
        tags,
        summary: 'Change the password, proving the current one; signs out every other session',
        body: changePasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const ctx = signedInContext(request);
      const ended = await account.changePassword(deps, ctx, currentSession(request), request.body);
      await endStreams(request, ended);
      return { message: AUTH_TEXTS.passwordChanged };
    },
  );

  app.post(
    API_PATHS.auth.changeEmail,
    {
      schema: {
        tags,
        summary: 'Ask to sign in with a new email, proving the password; the new address gets a link',
        body: changeEmailSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestEmailChange(deps, signedInContext(request), request.body);
      return { message: AUTH_TEXTS.emailChangeSent(request.body.newEmail) };
    },
  );

  // The link in the email to the new address; lands on a page that says how it went.
  app.get(
    API_PATHS.auth.confirmEmailChange,
    {
      schema: {
        tags,
        summary: 'Confirm a new email from the emailed link',
        querystring: confirmEmailQuerySchema,
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const result = tokenQuerySchema.safeParse({ token }).success
        ? await confirmEmailChange(deps, token!)
        : 'invalid';
      return reply.redirect(`/auth/email-change?result=${result}`, 303);
    },
  );

  app.get(
    API_PATHS.auth.sessions,
    {
      schema: {
        tags,
        summary: 'Where the member is signed in: this session first, then the most recently active',
        response: { 200: accountSessionsResponseSchema },
      },
    },
    async (request) => account.listSessions(deps.db, requireUser(request).id, currentSession(request)),
  );

  app.delete(
    API_PATHS.auth.ofSession,
    {
      schema: {
        tags,
        summary: "Sign out one of the member's sessions",
        params: sessionParamsSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const member = requireUser(request);
      const ended = await account.endSession(deps.db, member.id, request.params.sessionId);
      await endStreams(request, [ended]);
      // This device's own session, ended from its list: signed out here too.
      if (ended === currentSession(request)) clearSessionCookie(reply, deps.config);
      return { message: AUTH_TEXTS.sessionSignedOut };
    },
  );

  app.get(
    API_PATHS.auth.accountExport,
    {
      schema: {
        tags,
        summary: "'Download your data': everything Frameline holds about the member, as one JSON file",
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const data = await exportAccount(deps, signedInContext(request), currentSession(request));
      const day = data.exportedAt.slice(0, 10);
      reply.header('content-disposition', `attachment; filename="frameline-data-${day}.json"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.delete(
    API_PATHS.auth.account,
    {
      schema: {
        tags,
        summary:
          "Delete the member's account, proving the password; refused for an administrator, while suspended or with open bookings",
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const ended = await deleteAccount(deps, signedInContext(request), request.body.password);
      await endStreams(request, ended);
      clearSessionCookie(reply, deps.config);
      return { message: AUTH_TEXTS.accountDeleted };
    },
  );

  app.post(
    API_PATHS.auth.signOutOthers,
    {
      schema: {
        tags,
        summary: 'Sign out every session of the member but this one',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const member = requireUser(request);
      const { hashes, count } = await account.endOtherSessions(deps.db, member.id, currentSession(request));
      await endStreams(request, hashes);
      return { message: AUTH_TEXTS.otherSessionsSignedOut(count) };
    },
  );
};
