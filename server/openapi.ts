import { toJSONSchema } from 'zod';
import type * as z from 'zod/mini';
import { adminEndpoints } from '../src/api/contract/admin';
import { ErrorBody } from '../src/api/contract/common';
import { endpoints, type Endpoint } from '../src/api/contract/endpoints';

/** Every call the server serves under /api, by operation id: the clients' table, then the game server's (`admin…`). */
export function apiOperations(): [string, Endpoint][] {
  return [
    ...Object.entries<Endpoint>(endpoints),
    ...Object.entries<Endpoint>(adminEndpoints).map(([name, e]): [string, Endpoint] => [`admin${name[0]!.toUpperCase()}${name.slice(1)}`, e]),
  ];
}

function schema(s: z.ZodMiniType, io: 'input' | 'output') {
  // Embedded in the OpenAPI document: no per-schema $schema keyword.
  const { $schema: _dialect, ...json } = toJSONSchema(s, { io, unrepresentable: 'any' });
  return json;
}

/** The OpenAPI 3.1 document of the own API, generated from the shared zod schemas. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [name, e] of apiOperations()) {
    const parameters = [
      { name: 'gameServer', in: 'header', required: false, schema: { type: 'string', enum: ['hurricane', 'hurricane_fa'], default: 'hurricane_fa' } },
      ...queryParameters(e.query),
      ...(name === 'buyProducts' ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 } }] : []),
    ];
    paths[e.path] = {
      ...paths[e.path],
      [e.method.toLowerCase()]: {
        operationId: name,
        summary: e.summary,
        ...(e.auth && { security: [{ [e.auth]: [] }] }),
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
    components: {
      schemas: { ErrorBody: schema(ErrorBody, 'output') },
      securitySchemes: {
        serverSecret: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Server-Secret',
          description: 'SERVER_SECRET: calls of the game resource’s server script only (403 when wrong, 503 when the server has none).',
        },
      },
    },
  };
}

function queryParameters(query: z.ZodMiniType | undefined) {
  if (!query) return [];
  const json = schema(query, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({ name, in: 'query', required: json.required?.includes(name) ?? false, schema: s }));
}
