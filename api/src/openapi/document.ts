import { z } from 'zod';
import { errorSchema } from '@predictor/contracts/schemas';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@predictor/contracts/constants';
import { registry } from './registry';
import type { Answer, RouteContract } from './types';

type JsonSchema = Record<string, unknown>;

/** A zod schema as an OpenAPI 3.1 (JSON Schema 2020-12) schema: answers as sent, requests as accepted. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

function answer(status: number, value: Answer | undefined) {
  const description = status === 201 ? 'Created' : status === 204 ? 'No content' : 'OK';
  if (value === null || value === undefined) return { description };
  if (value === 'html')
    return { description, content: { 'text/html': { schema: { type: 'string' } } } };
  if (value === 'text')
    return { description, content: { 'text/plain': { schema: { type: 'string' } } } };
  if (value === 'csv')
    return { description, content: { 'text/csv': { schema: { type: 'string' } } } };
  if (value === 'ics')
    return {
      description: `${description}: an iCalendar (RFC 5545) feed`,
      content: { 'text/calendar': { schema: { type: 'string' } } },
    };
  if ('events' in value) {
    const events = Object.entries(value.events).map(([name, data]) => ({
      title: name,
      type: 'object',
      properties: {
        event: { const: name },
        id: { type: 'string' },
        data: jsonSchema(data, 'output'),
      },
    }));
    return {
      description: `${description}: a Server-Sent Events stream; each event's \`data\` is JSON`,
      content: { 'text/event-stream': { schema: { oneOf: events } } },
    };
  }
  return { description, content: { 'application/json': { schema: jsonSchema(value, 'output') } } };
}

function parameters(r: RouteContract) {
  const path = [...r.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema:
      name === 'groupname' || name === 'slug' || name === 'token'
        ? { type: 'string' }
        : { type: 'integer', minimum: 1 },
  }));
  if (!r.query) return path;
  const query = jsonSchema(r.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return [
    ...path,
    ...Object.entries(query.properties ?? {}).map(([name, schema]) => ({
      name,
      in: 'query',
      required: query.required?.includes(name) ?? false,
      schema,
    })),
  ];
}

function requestBody(r: RouteContract) {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (r.body) content['application/json'] = { schema: jsonSchema(r.body, 'input') };
  if (r.multipart) {
    const fields = r.body ? (jsonSchema(r.body, 'input').properties as JsonSchema) : {};
    content['multipart/form-data'] = {
      schema: {
        type: 'object',
        properties: {
          ...fields,
          [r.multipart.file]: { type: 'string', contentMediaType: 'image/*' },
        },
        ...(r.multipart.required ? { required: [r.multipart.file] } : {}),
      },
    };
  }
  return Object.keys(content).length ? { required: true, content } : undefined;
}

const IMAGE_400 = `Invalid request; \`errors\` per field; IMAGE_TOO_LARGE for an image over ${IMAGE_MAX_SIDE} px a side or ${IMAGE_MAX_PIXELS} pixels in all`;

function operation(r: RouteContract) {
  const responses: Record<string, unknown> = {};
  for (const [status, value] of Object.entries(r.responses))
    responses[status] = answer(Number(status), value);
  if (r.body || r.query || r.multipart)
    responses['400'] = errorAnswer(r.multipart ? IMAGE_400 : 'Invalid request; `errors` per field');
  if (r.multipart) {
    responses['413'] = errorAnswer('The file is larger than allowed');
    responses['415'] = errorAnswer(
      'Not an image of an accepted kind, or its header cannot be read',
    );
  }
  if (r.access === 'user' || r.access === 'admin') responses['401'] = errorAnswer('Not signed in');
  if (r.access === 'admin') responses['403'] = errorAnswer('Not an admin');
  if (r.path.includes('/:')) responses['404'] = errorAnswer('Not found');
  if (r.method !== 'GET') responses['409'] = errorAnswer('Conflict with the current state');
  for (const [status, description] of Object.entries(r.errors ?? {}))
    responses[status] = errorAnswer(description);
  return {
    operationId: `${r.method.toLowerCase()}${r.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ''))}`,
    summary: r.summary,
    tags: [r.tag],
    ...(r.access === 'public'
      ? { security: [] }
      : r.access === 'optional'
        ? { security: [{}, { bearerAuth: [] }] }
        : {}),
    parameters: parameters(r),
    ...(requestBody(r) ? { requestBody: requestBody(r) } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every registry route (`/api/leagues/:id` becomes `/api/leagues/{id}`). */
export function buildOpenApiDocument(routes: RouteContract[] = registry) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = operation(r);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Predictor API',
      version: '1.0.0',
      description:
        'Football score predictions. Errors answer `{message, code, errors?}`. Admin lists follow ra-data-simple-rest (`sort`, `range`, `filter`; `Content-Range`).',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Error: jsonSchema(errorSchema, 'output') },
    },
  };
}
