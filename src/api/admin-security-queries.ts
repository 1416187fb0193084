// The console's calls about the admin's own security (`adminSecurityEndpoints`) and a
// player's data (export, erasure). Imported only by the console's chunks.
import { adminSecurityEndpoints as sec, SECOND_FACTOR_ERRORS, type PasswordBody } from './contract/admin-security';
import { manageEndpoints } from './contract/manage';
import { ApiError, type Http } from './http';
import { callWith, manageKeys } from './manage-queries';
import { queryOptions } from './query-options';

export const securityKeys = {
  secondFactor: () => [...manageKeys.all, 'second-factor'] as const,
  /** A started enrolment (its new secret): apart from `manageKeys.all`, so refreshing the console never starts another. */
  enrolment: () => ['manage-enrolment'] as const,
};

export const securityQueries = {
  secondFactor: (http: Http) =>
    queryOptions({
      queryKey: securityKeys.secondFactor(),
      queryFn: ({ signal }) => http.call(sec.secondFactor, { signal }),
      staleTime: 0,
      retry: false,
    }),
};

/** The guard refused the call for want of the second factor: the console asks for it (or the enrolment). */
export const needsSecondFactor = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && (Object.values(SECOND_FACTOR_ERRORS) as string[]).includes(error.message);

export const changePassword = (http: Http, body: PasswordBody) => http.call(sec.changePassword, { json: body });
export const startEnrolment = (http: Http) => http.call(sec.startEnrolment);
export const confirmEnrolment = (http: Http, code: string) => http.call(sec.confirmEnrolment, { json: { code } });
export const verifySecondFactor = (http: Http, code: string) => http.call(sec.verifySecondFactor, { json: { code } });
export const disableSecondFactor = (http: Http, code: string) => http.call(sec.disableSecondFactor, { json: { code } });

export const exportPlayer = (http: Http, id: string) => callWith(http, manageEndpoints.exportPlayer, { id });
export const erasePlayer = (http: Http, id: string, reason: string) => callWith(http, manageEndpoints.erasePlayer, { id }, { json: { reason } });
