import { toJSONSchema } from 'zod';
import type * as z from 'zod/mini';
import { ErrorBody } from '../src/api/contract/common';
import { endpoints, type Endpoint } from '../src/api/contract/endpoints';
import { GameTokenAnswer, GameTokenBody } from './routes/admin-routes';

// Calls the game server makes (not the web client): documented with the rest.
const serverEndpoints: Record<string, Endpoint> = {
  adminGameToken: {
    method: 'POST',
    path: '/api/admin/gameToken',
    summary: 'Mint a one-time login token (60 s) for a player; header X-Server-Secret',
    body: GameTokenBody,
    answer: GameTokenAnswer,
  },
};

function schema(s: z.ZodMiniType, io: 'input' | 'output') {
  // Embedded in the OpenAPI document: no per-schema $schema keyword.
  const { $schema: _dialect, ...json } = toJSONSchema(s, { io, unrepresentable: 'any' });
  return json;
}

/** The OpenAPI 3.1 document of the own API, generated from the shared zod schemas. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of Object.entries<Endpoint>({ ...endpoints, ...serverEndpoints })) {
    const parameters = [
      { name: 'gameServer', in: 'header', required: false, schema: { type: 'string', enum: ['hurricane', 'hurricane_fa'], default: 'hurricane_fa' } },
      ...queryParameters(e.query),
      ...(name === 'buyProducts' ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 } }] : []),
      ...(name === 'adminGameToken' ? [{ name: 'X-Server-Secret', in: 'header', required: true, schema: { type: 'string' } }] : []),
    ];
    paths[e.path] = {
      [e.method.toLowerCase()]: {
        operationId: name,
        summary: e.summary,
        parameters,
        ...(e.body && { requestBody: { required: true, content: { 'application/json': { schema: schema(e.body, 'input') } } } }),
        responses: {
          200: { description: 'Success', content: { 'application/json': { schema: schema(e.answer, 'output') } } },
          default: { description: 'Error, with a French message shown as is', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hurricane shop: own back-end API',
      version: '1.0.0',
      description: 'Every call sends cookies (credentials: include) and the gameServer header. Errors are JSON {error}. See docs/api.md.',
    },
    paths,
    components: { schemas: { ErrorBody: schema(ErrorBody, 'output') } },
  };
}

function queryParameters(query: z.ZodMiniType | undefined) {
  if (!query) return [];
  const json = schema(query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: s }));
}
