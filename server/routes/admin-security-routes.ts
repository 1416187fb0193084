import type { Hono } from 'hono';
import { adminSecurityEndpoints as sec } from '../../src/api/contract/admin-security';
import { adminSession } from '../http/admin-guard';
import type { AppEnv, Deps } from '../http/app-env';
import { route } from '../http/endpoint-route';
import { changeAdminPassword } from '../services/admin-password';
import {
  confirmEnrolment, disableSecondFactor, secondFactorStatus, startEnrolment, verifySecondFactor,
} from '../services/admin-second-factor';

/** An admin's own password and second factor, on the console's app (behind its guard: manage-routes). */
export function addAdminSecurityRoutes(app: Hono<AppEnv>, deps: Deps): void {
  const { db } = deps;
  const required = deps.adminRequire2fa ?? false;

  route(app, sec.changePassword, async (c, { body }) => {
    const { admin, sessionKey } = await adminSession(c, deps);
    await changeAdminPassword(db, admin, sessionKey, body.current, body.next, deps.now());
    return { ok: true as const };
  });
  route(app, sec.secondFactor, async (c) => secondFactorStatus(db, await adminSession(c, deps), required));
  route(app, sec.startEnrolment, async (c) => startEnrolment(db, await adminSession(c, deps), deps.now()));
  route(app, sec.confirmEnrolment, async (c, { body }) => ({
    recoveryCodes: await confirmEnrolment(db, await adminSession(c, deps), body.code, deps.now()),
  }));
  route(app, sec.verifySecondFactor, async (c, { body }) => {
    await verifySecondFactor(db, await adminSession(c, deps), body.code, deps.now());
    return { ok: true as const };
  });
  route(app, sec.disableSecondFactor, async (c, { body }) => {
    await disableSecondFactor(db, await adminSession(c, deps), body.code, required, deps.now());
    return { ok: true as const };
  });
}
