import { createContext, useContext } from 'react';
import type { Http } from './http';

/** The HTTP client the boot built for this shop. */
export const HttpContext = createContext<Http | null>(null);

export function useHttp(): Http {
  const http = useContext(HttpContext);
  if (!http) throw new Error('useHttp outside <HttpContext>');
  return http;
}
