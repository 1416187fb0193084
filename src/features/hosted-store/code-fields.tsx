// The two code inputs of the confirmation popup (spec 02 §4 "Discount code",
// "Creator code", §5). Each hook owns its input and says whether it is ready:
// empty, or its code validly applied (the popup's Confirmer needs both).
import { useId, useState, type KeyboardEvent } from 'react';
import { TebexApiError, type TebexApi } from '../../api/tebex-api';
import { hostedStoreTexts } from '../../i18n/fr-hosted-store';
import { formatLockClock, isLocked, recordFailure, resetAttempts, useAttemptLock } from './attempt-lock';
import { refreshBasketSoon } from './hosted-basket';
import styles from './confirmation-popup.module.css';

export const CREATOR_CODE_MIN_LENGTH = 3;
export const DISCOUNT_REFRESH_MS = 100;

/** A refusal of the code itself counts towards the lock; a network or server failure does not. */
function isRefusal(error: unknown): boolean {
  return error instanceof TebexApiError && error.status >= 400 && error.status < 500;
}

const onEnter = (run: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  run();
};

export function useCreatorCode(api: TebexApi, ident: string, initial: string) {
  const lock = useAttemptLock('verifyCreatorCode');
  const [typed, setTyped] = useState(initial);
  /** What the basket holds, as far as this field knows. */
  const [applied, setApplied] = useState(initial);
  const [lastTried, setLastTried] = useState<string | null>(initial || null);
  const [rejected, setRejected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Locked, the field shows what the basket holds, so a refused code does not block Confirmer.
  const value = lock.locked ? applied : typed;
  const code = value.trim();

  async function apply() {
    if (busy || isLocked('verifyCreatorCode')) return;
    if (code === '') {
      if (applied) await remove();
      return;
    }
    if (code.length < CREATOR_CODE_MIN_LENGTH || code === lastTried) return;
    setLastTried(code);
    setBusy(true);
    try {
      await api.applyCreatorCode(ident, code);
      setApplied(code);
      setRejected(null);
      resetAttempts('verifyCreatorCode');
      void refreshBasketSoon(api); // the basket now names the creator
    } catch (error) {
      setRejected(code);
      if (isRefusal(error)) recordFailure('verifyCreatorCode');
      else setLastTried(null); // The same code may be tried again.
    } finally {
      setBusy(false);
    }
  }

  /** An emptied field takes the applied code off the basket. */
  async function remove() {
    setBusy(true);
    try {
      await api.removeCreatorCode(ident);
      setApplied('');
      setLastTried(null);
      void refreshBasketSoon(api);
    } catch (error) {
      console.error('[hosted-store] creator code removal failed', error);
      setTyped(applied);
    } finally {
      setBusy(false);
    }
  }

  const status = code === '' ? null : code === applied ? 'valid' : code === rejected ? 'invalid' : null;
  const ready = !busy && (code === '' || status === 'valid');
  return { value, setValue: setTyped, apply, busy, status, ready, lock } as const;
}

export function CreatorCodeField({ field }: { field: ReturnType<typeof useCreatorCode> }) {
  const id = useId();
  const { value, setValue, apply, busy, status, lock } = field;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {hostedStoreTexts.creatorCode}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`${styles.input} ${status === 'invalid' ? styles.invalid : ''}`}
          value={value}
          disabled={lock.locked}
          readOnly={busy}
          aria-busy={busy}
          aria-invalid={status === 'invalid' || undefined}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => void apply()}
          onKeyDown={onEnter(() => void apply())}
        />
        {status === 'valid' && !lock.locked && (
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
        )}
      </div>
      <FieldMessage
        error={lock.locked ? hostedStoreTexts.lockedFor(formatLockClock(lock.remainingMs)) : status === 'invalid' ? hostedStoreTexts.creatorCodeInvalid : null}
        valid={status === 'valid' ? hostedStoreTexts.creatorCodeValid : null}
      />
    </div>
  );
}

export function useDiscountCode(api: TebexApi, ident: string, coupons: readonly string[]) {
  const lock = useAttemptLock('discountCode');
  const [typed, setTyped] = useState('');
  const [lastTried, setLastTried] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'confirmed' | 'invalid' | null>(null);
  const [busy, setBusy] = useState(false);
  // Locked, nothing typed can be applied: it must not block Confirmer.
  const value = lock.locked ? '' : typed;
  const code = value.trim();
  const alreadyApplied = coupons.some((coupon) => coupon.toLowerCase() === code.toLowerCase());
  const canApply = !busy && !lock.locked && code !== '' && !alreadyApplied && code !== lastTried;

  async function apply() {
    if (!canApply || isLocked('discountCode')) return;
    setLastTried(code);
    setBusy(true);
    try {
      await api.applyCoupon(ident, code);
      setOutcome('confirmed');
      setTyped('');
      resetAttempts('discountCode');
      void refreshBasketSoon(api, DISCOUNT_REFRESH_MS);
    } catch (error) {
      setOutcome('invalid');
      if (isRefusal(error)) recordFailure('discountCode');
      else setLastTried(null);
    } finally {
      setBusy(false);
    }
  }

  const setValue = (next: string) => {
    setTyped(next);
    if (next.trim() !== '') setOutcome(null);
  };
  return { value, setValue, apply, canApply, busy, outcome, ready: !busy && code === '', lock } as const;
}

export function DiscountCodeField({ field, coupons }: { field: ReturnType<typeof useDiscountCode>; coupons: readonly string[] }) {
  const id = useId();
  const { value, setValue, apply, canApply, busy, outcome, lock } = field;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {hostedStoreTexts.discountCode}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={`${styles.input} ${outcome === 'invalid' ? styles.invalid : ''}`}
          value={value}
          disabled={lock.locked}
          readOnly={busy}
          aria-busy={busy}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onEnter(() => void apply())}
        />
        <button type="button" className="button-secondary" disabled={!canApply} aria-busy={busy} onClick={() => void apply()}>
          {hostedStoreTexts.discountApply}
        </button>
      </div>
      <FieldMessage
        error={lock.locked ? hostedStoreTexts.locked : outcome === 'invalid' ? hostedStoreTexts.discountInvalid : null}
        valid={outcome === 'confirmed' ? hostedStoreTexts.discountConfirmed : null}
      />
      {coupons.length > 0 && (
        <ul className={styles.coupons} aria-label={hostedStoreTexts.couponsApplied}>
          {coupons.map((coupon) => (
            <li key={coupon}>{coupon}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The line under a code field: its error (a lock first), else its success. */
function FieldMessage({ error, valid }: { error: string | null; valid: string | null }) {
  if (error)
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  return valid ? (
    <p role="status" className={styles.valid}>
      {valid}
    </p>
  ) : null;
}
