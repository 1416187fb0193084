// The month's cash goal the home shows while the settings hold one (CONTRACT "Campaigns and
// figures"): `reached` is this Paris month's net cash (payments less refunds and chargebacks,
// as the console's figures sum them) in the goal's currency; null while no goal is set.
// Apart from the players' table: only the home's chunk asks for it (its summary is the
// OpenAPI document's, server/openapi.ts).
import * as z from 'zod/mini';
import type { Endpoint } from './endpoints';

export const GoalAnswer = z.nullable(z.object({ amount: z.number(), currency: z.string(), reached: z.number() }));
export type GoalAnswer = z.infer<typeof GoalAnswer>;

// Not through endpoint(): importing the table's module would split it off as a chunk of its own.
export const goalEndpoint = { method: 'GET', path: '/api/goal', answer: GoalAnswer } as const satisfies Endpoint;
