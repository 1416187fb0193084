import { toJSONSchema } from 'zod';
import type * as z from 'zod/mini';
import { adminEndpoints } from '../src/api/contract/admin';
import { adminSecurityEndpoints } from '../src/api/contract/admin-security';
import { ErrorBody } from '../src/api/contract/common';
import { endpointSummaries, endpoints, type Endpoint, type EndpointName } from '../src/api/contract/endpoints';
import { manageEndpoints } from '../src/api/contract/manage';
import { tebexWebhookEndpoints } from '../src/api/contract/tebex-webhook';
import { webPageEndpoints } from '../src/api/contract/web-pages';
import { goalEndpoint } from '../src/api/contract/goal';
import { wordsEndpoints } from '../src/api/contract/words';

const prefixed = (prefix: string, table: Record<string, Endpoint>) =>
  Object.entries<Endpoint>(table).map(([name, e]): [string, Endpoint] => [`${prefix}${name[0]!.toUpperCase()}${name.slice(1)}`, e]);

/** Every call the server serves under /api, by operation id: the clients' table, the game server's (`admin…`), Tebex's (`tebex…`), the console's (`manage…`), the website's pages' (`web…`), the game's words (`words…`). */
export function apiOperations(): [string, Endpoint][] {
  return [
    ...Object.entries<Endpoint>(endpoints),
    ['goal', { ...goalEndpoint, summary: "The month's cash goal and this Paris month's net cash towards it; null without a goal (summed once a minute)" }],
    ...prefixed('admin', adminEndpoints), ...prefixed('tebex', tebexWebhookEndpoints),
    ...prefixed('manage', manageEndpoints), ...prefixed('manage', adminSecurityEndpoints), ...prefixed('web', webPageEndpoints),
    ...prefixed('words', wordsEndpoints),
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
      ...(e.auth === 'tebexSignature'
        ? []
        : [{ name: 'gameServer', in: 'header', required: false, schema: { type: 'string', enum: ['hurricane', 'hurricane_fa'], default: 'hurricane_fa' } }]),
      ...inParameters(e.params, 'path'),
      ...inParameters(e.query, 'query'),
      ...(name === 'buyProducts' ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', maxLength: 200 } }] : []),
    ];
    paths[e.path] = {
      ...paths[e.path],
      [e.method.toLowerCase()]: {
        operationId: name,
        summary: e.summary ?? endpointSummaries[name as EndpointName],
        ...(e.auth && { security: [{ [e.auth]: [] }] }),
        parameters,
        ...(e.body && { requestBody: { required: true, content: { 'application/json': { schema: schema(e.body, 'input') } } } }),
        responses: {
          200: { description: 'Success', content: { [e.answerType ?? 'application/json']: { schema: schema(e.answer, 'output') } } },
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
        admin: {
          type: 'apiKey',
          in: 'cookie',
          name: 'hs_session',
          description: 'The session of an admin (group admin), from the shop’s own pages only: 401 without a session, 403 for a player or a cross-site request. See docs/admin.md.',
        },
        tebexSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Signature',
          description:
            'Tebex webhooks only: hex HMAC-SHA256, keyed with TEBEX_WEBHOOK_SECRET, of the hex SHA-256 of the raw body (401 when wrong or missing, 503 when the server has no secret). See docs/tebex.md.',
        },
      },
    },
  };
}

/** Query parameters, or path parameters (the `{name}` segments of the path, always required). */
function inParameters(values: z.ZodMiniType | undefined, where: 'query' | 'path') {
  if (!values) return [];
  const json = schema(values, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name, in: where, required: where === 'path' || (json.required?.includes(name) ?? false), schema: s,
  }));
}
