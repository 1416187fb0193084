// The console's form rules, in French: whole numbers typed as text, optional ones, reasons.
import * as z from 'zod/mini';
import { POINTS_ADJUSTMENT } from '../../api/contract/manage';
import { adminTexts } from './fr-admin';

const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?\d+([.,]\d+)?$/;

export const toNumber = (text: string) => Number(text.trim().replace(',', '.'));

/** A required whole number between min and max. */
export function integerText(min: number, max: number, message = adminTexts.common.between(min, max)) {
  return z.string().check(
    z.refine((v) => v.trim() !== '', adminTexts.common.required),
    z.refine((v) => v.trim() === '' || INTEGER.test(v.trim()), adminTexts.common.integer),
    z.refine((v) => !INTEGER.test(v.trim()) || (toNumber(v) >= min && toNumber(v) <= max), message),
  );
}

/** An optional whole number (empty: none) between min and max. */
export function optionalIntegerText(min: number, max: number, message = adminTexts.common.between(min, max)) {
  return z.string().check(
    z.refine((v) => v.trim() === '' || INTEGER.test(v.trim()), adminTexts.common.integer),
    z.refine((v) => !INTEGER.test(v.trim()) || (toNumber(v) >= min && toNumber(v) <= max), message),
  );
}

/** A required number (decimals allowed: euros) between min and max. */
export function decimalText(min: number, max: number) {
  return z.string().check(
    z.refine((v) => v.trim() !== '', adminTexts.common.required),
    z.refine((v) => v.trim() === '' || DECIMAL.test(v.trim()), adminTexts.common.number),
    z.refine((v) => !DECIMAL.test(v.trim()) || (toNumber(v) >= min && toNumber(v) <= max), adminTexts.common.between(min, max)),
  );
}

export const optionalNumber = (text: string) => (text.trim() === '' ? undefined : toNumber(text));

const [REASON_MIN, REASON_MAX] = POINTS_ADJUSTMENT.reason;
/** The reason every points change and refund carries into the audit log. */
export const reasonText = () =>
  z.string().check(
    z.refine((v) => v.trim() !== '', adminTexts.common.required),
    z.refine((v) => v.trim() === '' || v.trim().length >= REASON_MIN, adminTexts.common.min(REASON_MIN)),
    z.refine((v) => v.trim().length <= REASON_MAX, adminTexts.common.max(REASON_MAX)),
  );
