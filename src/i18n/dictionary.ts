// The shape every language's twin of a French dictionary must have: the French objects
// are `as const`, so their types hold the French literals; this keeps their keys, their
// nesting and their functions' parameters, with plain strings, so `en: Dictionary<typeof fr>`
// fails to compile on a missing or an extra key.
export type Dictionary<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Dictionary<R>
    : { readonly [K in keyof T]: Dictionary<T[K]> };

