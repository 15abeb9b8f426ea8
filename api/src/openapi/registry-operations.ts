import { z } from 'zod';
import {
  healthSchema,
  liveResultEventSchema,
  publicBrandSchema,
} from '@predictor/contracts/schemas';
import { json, route, type RouteContract } from './types';

/** Operations: health, brand, metrics, the API reference, and the live results stream. */
export const operationRoutes: RouteContract[] = [
  route(
    'GET',
    '/health',
    'Database round trip (503 when the database does not answer, or while the instance starts and reads its leaderboards)',
    {
      tag: 'Operations',
      access: 'public',
      responses: json(healthSchema),
    },
  ),
  route('GET', '/brand', "The brand of the request's host name (the default for unknown hosts)", {
    tag: 'Operations',
    access: 'public',
    responses: json(publicBrandSchema),
  }),
  route('GET', '/metrics', 'Prometheus metrics (loopback or METRICS_TOKEN only)', {
    tag: 'Operations',
    access: 'public',
    responses: { 200: 'text' },
  }),
  route('GET', '/openapi.json', 'This OpenAPI document', {
    tag: 'Operations',
    access: 'public',
    responses: { 200: z.object({ openapi: z.literal('3.1.0') }) },
  }),
  route('GET', '/docs', 'The API reference page (Redoc)', {
    tag: 'Operations',
    access: 'public',
    responses: { 200: 'html' },
  }),
  route('GET', '/events', 'Live results: a Server-Sent Events stream of results set or corrected', {
    tag: 'Matches',
    access: 'public',
    responses: {
      200: { events: { ready: z.object({}), result: liveResultEventSchema } },
    },
    errors: {
      400: 'Last-Event-ID is not an event id. With a valid one, the retained events after it come first',
    },
  }),
  route(
    'GET',
    '/docs/redoc.standalone.js',
    'The reference page script, served from the redoc package',
    {
      tag: 'Operations',
      access: 'public',
      responses: { 200: 'text' },
    },
  ),
];
