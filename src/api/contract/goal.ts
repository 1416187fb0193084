// The month's cash goal the home shows while the settings hold one (CONTRACT "Campaigns and
// figures"): `reached` is this Paris month's net cash (payments less refunds and chargebacks,
// as the console's figures sum them) in the goal's currency; null while no goal is set.
import * as z from 'zod/mini';

export const GoalAnswer = z.nullable(z.object({ amount: z.number(), currency: z.string(), reached: z.number() }));
export type GoalAnswer = z.infer<typeof GoalAnswer>;
