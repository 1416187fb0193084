// A bad value's French text, naming its field ("Nom de la boutique : 40 caractères au plus."):
// the 400 of a call whose endpoint gives its fields' names, and the console's own forms.
import * as z from 'zod/mini';

/**
 * French names of the fields, by path without list indices (`gameServers.id`); an
 * unnamed field takes its closest named parent's, the whole body is `''`.
 */
export type FieldNames = Record<string, { name: string; format?: string }>;

const TYPES: Record<string, string> = {
  string: 'un texte est attendu', number: 'un nombre est attendu', boolean: 'vrai ou faux est attendu',
  array: 'une liste est attendue', object: 'un objet est attendu',
};

export function frenchIssue(issue: z.core.$ZodIssue, fields: FieldNames): string {
  // A rule of the schema's own (a refinement) wrote its text already.
  if (issue.code === 'custom') return issue.message;
  let path = issue.path.filter((key) => typeof key === 'string').join('.');
  while (path && !fields[path]) path = path.slice(0, Math.max(path.lastIndexOf('.'), 0));
  const field = fields[path] ?? { name: 'Requête' };
  return `${field.name} : ${problem(issue, field.format)}.`;
}

function problem(issue: z.core.$ZodIssue, format: string | undefined): string {
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? `${issue.maximum} caractères au plus` : issue.origin === 'array' ? `${issue.maximum} au plus` : `au plus ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'number') return issue.inclusive ? `au moins ${issue.minimum}` : `plus de ${issue.minimum}`;
      return issue.minimum === 1 ? 'ne peut pas être vide' : `${issue.minimum} ${issue.origin === 'string' ? 'caractères ' : ''}au moins`;
    case 'invalid_format':
      return format ?? 'format invalide';
    case 'invalid_value':
      return `valeurs possibles : ${issue.values.map((value) => `« ${String(value)} »`).join(', ')}`;
    case 'invalid_type':
      return TYPES[issue.expected] ?? 'valeur invalide';
    case 'unrecognized_keys':
      return `${issue.keys.map((key) => `« ${key} »`).join(', ')} inconnu${issue.keys.length > 1 ? 's' : ''}`;
    default:
      return format ?? 'valeur invalide';
  }
}

/** The schema with a rule of the whole: the French text `problem` finds (naming the field) is its issue. */
export function withProblem<S extends z.ZodMiniObject>(schema: S, problem: (value: z.output<S>) => string | undefined): S {
  return schema.check(
    z.superRefine((value, ctx) => {
      const text = problem(value);
      if (text) ctx.issues.push({ code: 'custom', message: text, input: value });
    }),
  );
}
