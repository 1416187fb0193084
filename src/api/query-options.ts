// TanStack Query's `queryOptions`, which returns its argument with the types that tie
// a key to its data. Here so that a module the first load carries can hold a query
// factory (the session check's) without bringing TanStack Query, its own chunk, along.
import type { queryOptions as typedOptions } from '@tanstack/react-query';

export const queryOptions = ((options: unknown) => options) as typeof typedOptions;
