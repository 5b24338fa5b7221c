import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { uuidParam } from '../../../shared/schemas/common.js';
import {
  availabilitySchema,
  dashboardStatsSchema,
  myProfileResponseSchema,
  profileFormSchema,
  profileMessageResponseSchema,
  profileResponseSchema,
  profileSettingsSchema,
} from '../../../shared/schemas/profiles.js';
import { PROFILE_MESSAGES } from '../../../shared/texts.js';
import { AppError } from '../../lib/app-error.js';
import { IMAGE_TEXTS } from '../../lib/images.js';
import { readUpload } from '../../lib/multipart.js';
import { requireUser } from '../../plugins/request-context.js';
import * as profiles from './profiles.service.js';

const tags = ['profiles'];
const imageSlot = z.object({
  slot: z.enum(['avatar', 'banner'], { error: 'The image must be avatar or banner' }),
});

export const profileRoutes: FastifyPluginAsyncZod<profiles.ProfileViewDeps & profiles.UploadDeps> = async (
  app,
  deps,
) => {
  app.get(
    API_PATHS.profiles.mine,
    {
      schema: {
        tags,
        summary: 'My profile (null until the wizard is done)',
        response: { 200: myProfileResponseSchema },
      },
    },
    async (request) => ({ profile: await profiles.getOwnProfile(deps, requireUser(request).id) }),
  );

  app.put(
    API_PATHS.profiles.mine,
    {
      schema: {
        tags,
        summary: 'Create my profile (wizard) or update it (Edit Your Profile)',
        body: profileFormSchema,
        response: { 200: profileMessageResponseSchema, 201: profileMessageResponseSchema },
      },
    },
    async (request, reply) => {
      const { profile, created } = await profiles.saveProfileForm(deps, requireUser(request), request.body);
      return reply
        .code(created ? 201 : 200)
        .send({ profile, message: created ? PROFILE_MESSAGES.created : PROFILE_MESSAGES.updated });
    },
  );

  app.patch(
    API_PATHS.profiles.mine,
    {
      schema: {
        tags,
        summary: 'Change some profile settings',
        body: profileSettingsSchema,
        response: { 200: profileMessageResponseSchema },
      },
    },
    async (request) => ({
      profile: await profiles.updateProfileSettings(deps, requireUser(request).id, request.body),
      message: PROFILE_MESSAGES.settingsUpdated,
    }),
  );

  app.put(
    API_PATHS.profiles.myAvailability,
    {
      schema: {
        tags,
        summary: 'Set my availability',
        body: availabilitySchema,
        response: { 200: profileMessageResponseSchema },
      },
    },
    async (request) => {
      const profile = await profiles.setAvailability(deps, requireUser(request).id, request.body.isAvailable);
      return {
        profile,
        message: request.body.isAvailable ? PROFILE_MESSAGES.available : PROFILE_MESSAGES.unavailable,
      };
    },
  );

  app.put(
    API_PATHS.profiles.myImage,
    {
      schema: {
        tags,
        summary: 'Upload my avatar or banner (multipart field "file", at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: imageSlot,
        response: { 200: profileMessageResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { slot } = request.params;
      const { file } = await readUpload(request, IMAGE_TEXTS.tooManyBytes[slot]);
      if (!file) throw new AppError('BAD_REQUEST', IMAGE_TEXTS.notAnImage[slot]);
      await profiles.replaceProfileImage(deps, user.id, slot, file);
      return {
        profile: (await profiles.getOwnProfile(deps, user.id))!,
        message: slot === 'avatar' ? PROFILE_MESSAGES.avatarUpdated : PROFILE_MESSAGES.bannerUpdated,
      };
    },
  );

  app.delete(
    API_PATHS.profiles.myImage,
    {
      schema: {
        tags,
        summary: 'Remove my avatar or banner',
        params: imageSlot,
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await profiles.removeProfileImage(deps, user.id, request.params.slot);
      return { profile: (await profiles.getOwnProfile(deps, user.id))! };
    },
  );

  app.get(
    API_PATHS.profiles.myStats,
    { schema: { tags, summary: 'Quick Stats of my dashboard', response: { 200: dashboardStatsSchema } } },
    async (request) => profiles.dashboardStats(deps.db, requireUser(request).id),
  );

  app.get(
    API_PATHS.profiles.ofMember,
    {
      schema: {
        tags,
        summary: 'A public profile (private fields only for its owner and admins)',
        params: z.object({ userId: uuidParam }),
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => ({
      profile: await profiles.getProfileForViewer(deps, request.ctx, request.params.userId),
    }),
  );
};
