// The hosted-store flow's collaborators, from the page's configuration and router.
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { createTebexApi, type TebexApi } from '../../api/tebex-api';
import { useConfig } from '../../platform/platform-context';
import { flowDeps, type FlowDeps } from './hosted-basket';

export function useTebexApi(): TebexApi {
  const { tebex } = useConfig();
  return useMemo(() => createTebexApi(tebex), [tebex]);
}

export function useFlowDeps(): FlowDeps {
  const api = useTebexApi();
  const [, navigate] = useLocation();
  const { tebex } = useConfig();
  return useMemo(() => flowDeps(tebex, navigate, api), [tebex, navigate, api]);
}
