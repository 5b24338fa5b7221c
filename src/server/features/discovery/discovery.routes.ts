import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  discoverQuerySchema,
  discoverResponseSchema,
  roleCountsSchema,
} from '../../../shared/schemas/discovery.js';
import * as discovery from './discovery.service.js';

const tags = ['discovery'];

export const discoveryRoutes: FastifyPluginAsyncZod<discovery.DiscoveryDeps> = async (app, deps) => {
  app.get(
    '/api/discover',
    {
      schema: {
        tags,
        summary: 'Search listed professionals (never clients, suspended or unavailable members)',
        querystring: discoverQuerySchema,
        response: { 200: discoverResponseSchema },
      },
    },
    async (request) => discovery.discoverProfessionals(deps, request.query),
  );

  app.get(
    '/api/discover/roles',
    {
      schema: {
        tags,
        summary: 'How many listed professionals each role has',
        response: { 200: roleCountsSchema },
      },
    },
    async () => discovery.roleCounts(deps.db),
  );
};
