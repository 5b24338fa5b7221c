import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '../../../shared/api-paths.js';
import { discoverQuerySchema, locationSuggestionsQuerySchema } from '../../../shared/schemas/discovery.js';
import {
  type DiscoverResponse,
  discoverResponseSchema,
  locationSuggestionsSchema,
  roleCountsSchema,
} from '../../../shared/schemas/discovery-answers.js';
import { createSingleFlight } from '../../lib/single-flight.js';
import { roleCounts } from './counts.js';
import { type DiscoveryDeps, discoverProfessionals } from './discovery.service.js';
import { locationSuggestions } from './location-suggestions.js';

const tags = ['discovery'];

export const discoveryRoutes: FastifyPluginAsyncZod<DiscoveryDeps> = async (app, deps) => {
  // The same search arriving from many visitors at once (the landing page's first page)
  // is answered by one query; the answer depends on the query alone, never on who asks.
  const searches = createSingleFlight<DiscoverResponse>();
  app.get(
    API_PATHS.discovery.search,
    {
      schema: {
        tags,
        summary: 'Search listed professionals (never clients, suspended or unavailable members)',
        querystring: discoverQuerySchema,
        response: { 200: discoverResponseSchema },
      },
    },
    async (request) =>
      searches.run(JSON.stringify(request.query), () => discoverProfessionals(deps, request.query)),
  );

  app.get(
    API_PATHS.discovery.roleCounts,
    {
      schema: {
        tags,
        summary: 'How many listed professionals each role has',
        response: { 200: roleCountsSchema },
      },
    },
    async () => roleCounts(deps.db),
  );

  app.get(
    API_PATHS.discovery.locations,
    {
      schema: {
        tags,
        summary: 'Listed cities that begin with what was typed, busiest first',
        querystring: locationSuggestionsQuerySchema,
        response: { 200: locationSuggestionsSchema },
      },
    },
    async (request) => locationSuggestions(deps.db, request.query),
  );
};
