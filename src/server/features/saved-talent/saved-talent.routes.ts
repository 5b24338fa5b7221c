import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import {
  savedStateSchema,
  savedTalentIdsSchema,
  savedTalentListSchema,
  savedTalentParamsSchema,
  savedTalentQuerySchema,
} from '../../../shared/schemas/saved-talent.js';
import { signedInContext } from '../../plugins/request-context.js';
import {
  isSaved,
  listSavedTalent,
  removeSavedTalent,
  type SavedTalentDeps,
  savedTalentIds,
  saveTalent,
} from './saved-talent.service.js';

const tags = ['saved talent'];
const paths = API_PATHS.savedTalent;

/** A member's saved talent (docs/product.md, Saved talent): every route needs a session. */
export const savedTalentRoutes: FastifyPluginAsyncZod<SavedTalentDeps> = async (app, deps) => {
  app.get(
    paths.list,
    {
      schema: {
        tags,
        summary: 'The professionals I saved, newest first, 20 a page',
        querystring: savedTalentQuerySchema,
        response: { 200: savedTalentListSchema },
      },
    },
    async (request) => listSavedTalent(deps, signedInContext(request).actor, request.query.cursor),
  );

  app.get(
    paths.ids,
    {
      schema: {
        tags,
        summary: 'The ids of every professional I saved (at most 500)',
        response: { 200: savedTalentIdsSchema },
      },
    },
    async (request) => savedTalentIds(deps, signedInContext(request).actor),
  );

  app.get(
    paths.talent,
    {
      schema: {
        tags,
        summary: 'Whether I saved this professional',
        params: savedTalentParamsSchema,
        response: { 200: savedStateSchema },
      },
    },
    async (request) => isSaved(deps, signedInContext(request).actor, request.params.talentId),
  );

  app.put(
    paths.talent,
    {
      schema: {
        tags,
        summary: 'Save a professional (saving twice is saving once)',
        params: savedTalentParamsSchema,
        response: { 200: savedStateSchema },
      },
    },
    async (request) => saveTalent(deps, signedInContext(request).actor, request.params.talentId),
  );

  app.delete(
    paths.talent,
    {
      schema: {
        tags,
        summary: 'Remove a professional from my saved talent (done if they were not in it)',
        params: savedTalentParamsSchema,
        response: { 200: savedStateSchema },
      },
    },
    async (request) => removeSavedTalent(deps, signedInContext(request).actor, request.params.talentId),
  );
};
