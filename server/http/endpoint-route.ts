import type { Hono } from 'hono';
import * as z from 'zod/mini';
import type { Endpoint } from '../../src/api/contract/endpoints';
import type { AppContext, AppEnv } from './app-env';
import { fail } from './http-error';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
export interface EndpointInput<E extends Endpoint> {
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  body: Parsed<E['body']>;
}
type Answer<E extends Endpoint> = z.input<E['answer']>;

/**
 * Registers a handler for one row of the shared endpoint table: the query and
 * body are validated with the client's own zod schemas before the handler runs.
 */
export function route<E extends Endpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  handler: (c: AppContext, input: EndpointInput<E>) => Promise<Answer<E>>,
): void {
  app.on(endpoint.method, honoPath(endpoint.path), async (c) => {
    const { issueText } = endpoint;
    const query = endpoint.query ? validate(endpoint.query, c.req.query(), issueText) : undefined;
    const params = endpoint.params ? validate(endpoint.params, c.req.param(), issueText) : undefined;
    const body = endpoint.body ? validate(endpoint.body, await readJson(c), issueText) : undefined;
    const answer = await handler(c, { query, params, body } as EndpointInput<E>);
    return c.json(answer as object);
  });
}

/** The table writes path segments OpenAPI's way (`/deliveries/{id}/ack`); Hono's is `/deliveries/:id/ack`. */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

async function readJson(c: AppContext): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw fail(400, 'Requête invalide : le corps doit être du JSON.');
  }
}

/** The value as the schema reads it, or a 400: the first problem's French text when `issueText` gives one, else the bad fields. */
export function validate<S extends z.ZodMiniType>(schema: S, value: unknown, issueText?: Endpoint['issueText']): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  if (issueText) throw fail(400, issueText(result.error.issues[0]!));
  const fields = [...new Set(result.error.issues.map((issue) => issue.path.join('.') || 'requête'))];
  throw fail(400, `Requête invalide : ${fields.join(', ')}.`);
}
