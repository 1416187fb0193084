import * as z from 'zod/mini';

export const Character = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  dob: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  pob: z.string(),
  height: z.number(),
  serverName: z.string(),
});
export type Character = z.infer<typeof Character>;

export const CharactersAnswer = z.array(Character);
