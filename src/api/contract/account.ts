import * as z from 'zod/mini';

export const SUBSCRIPTION_STATUSES = ['active', 'ending'] as const;

/**
 * The subscription that sets the account's rank: `active` renews on `until`, `ending`
 * (cancelled, or a rank paid once) stops on `until`.
 */
export const Subscription = z.object({
  rank: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO date: the end of the paid period (the next payment's date). */
  until: z.string(),
});
export type Subscription = z.infer<typeof Subscription>;

export const Account = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.nullable(z.string()),
  rank: z.nullable(z.string()),
  shopTokens: z.nullable(z.number()),
  group: z.nullable(z.string()),
  discordId: z.nullable(z.string()),
  /** Absent from an older server: read as null. */
  subscription: z.optional(z.nullable(Subscription)),
});
export type Account = z.infer<typeof Account>;

export const USERNAME_MIN = 2;
export const USERNAME_MAX = 40;

export const LoginBody = z.object({
  username: z.string().check(z.minLength(USERNAME_MIN), z.maxLength(USERNAME_MAX)),
  password: z.string().check(z.minLength(USERNAME_MIN), z.maxLength(USERNAME_MAX)),
  remember: z.boolean(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginGameQuery = z.object({ token: z.string().check(z.minLength(1)) });

export const CfxLoginBody = z.object({ payload: z.string().check(z.minLength(1)), nonce: z.string().check(z.minLength(1)) });
export type CfxLoginBody = z.infer<typeof CfxLoginBody>;

export const LogoutAnswer = z.object({ logoutSuccess: z.literal(true) });

/** Server-issued value the Discord `state` must carry (alone or inside the client's JSON state). */
export const DiscordStateAnswer = z.object({ state: z.string() });

export const LinkDiscordBody = z.object({ code: z.string().check(z.minLength(1)), state: z.string().check(z.minLength(1)) });
export const LinkDiscordAnswer = z.object({ discordId: z.string() });

export const VerifyUsernameQuery = z.object({ username: z.string().check(z.minLength(1)) });
export const VerifyUsernameAnswer = z.object({ id: z.string(), nickname: z.string() });
