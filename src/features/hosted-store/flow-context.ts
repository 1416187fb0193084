// What a cash button reads from the page while it renders: plain values, so a page
// showing cash prices (which the server renders too) carries neither the provider's
// API nor its schemas, and nothing reads the browser's address before a click.
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import type { Http } from '../../api/http';
import { useHttp } from '../../api/http-context';
import type { Platform } from '../../platform/platform';
import { usePlatform } from '../../platform/platform-context';
import type { FlowDeps } from './hosted-basket';

export interface FlowContext {
  navigate: FlowDeps['navigate'];
  http: Http;
  platform: Platform;
}

export function useFlowContext(): FlowContext {
  const platform = usePlatform();
  const http = useHttp();
  const [, navigate] = useLocation();
  return useMemo(() => ({ navigate, http, platform }), [navigate, http, platform]);
}
