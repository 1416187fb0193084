// The gift-target popup (spec 02 "Gift-target popup", "Gifting"): who receives the
// package, looked up by nickname; a found recipient is stored and the purchase starts.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { GiftTargetData, TebexPackage } from '../../api/contract/tebex';
import { verifyGiftRecipient } from '../../api/gift-queries';
import { ApiError } from '../../api/http';
import { useHttp } from '../../api/http-context';
import { tebexQueries } from '../../api/tebex-queries';
import { texts } from '../../i18n/fr';
import { hostedStoreTexts } from '../../i18n/fr-hosted-store';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { wait } from '../../lib/timing';
import { main } from '../../state/main-store';
import { overlays, setOverlay } from '../../state/overlays';
import { Overlay } from '../../ui/overlay';
import { PageLoader } from '../../ui/page-loader';
import { useProviderPrice } from '../currency/use-price';
import { formatLockClock, isLocked, recordFailure, resetAttempts, useAttemptLock } from './attempt-lock';
import { hostedFlow, requestPackage } from './hosted-basket';
import { useFlowDeps, useTebexApi } from './use-flow-deps';
import styles from './gift-popup.module.css';

const FIND_DELAY_MS = 10;
/** The find's loader stays at least this long, so a fast answer does not flicker. */
const FIND_LOADER_MS = 1000;
/** A nickname must be longer than this. */
const MIN_NICKNAME = 3;

function closeGiftPopup() {
  setOverlay('giftTarget', false);
  hostedFlow.giftPackageId = null;
}

export default function GiftPopup() {
  const shown = useSnapshot(overlays).giftTarget;
  const { giftPackageId } = useSnapshot(hostedFlow);
  return (
    <Overlay open={shown && giftPackageId !== null} onClose={closeGiftPopup} label={hostedStoreTexts.giftTitle} className={styles.popup}>
      {giftPackageId !== null && <GiftContent packageId={giftPackageId} />}
    </Overlay>
  );
}

function GiftContent({ packageId }: { packageId: number }) {
  const catalogue = useQuery(tebexQueries.catalogue(useTebexApi()));
  if (catalogue.isPending) return <PageLoader />;
  const pkg = catalogue.data?.get(packageId);
  return (
    <GiftForm packageId={packageId}>
      {pkg && <SelectedProduct pkg={pkg} />}
    </GiftForm>
  );
}

type Outcome = { target: GiftTargetData } | { error: string | null };

function GiftForm({ packageId, children }: { packageId: number; children: ReactNode }) {
  const http = useHttp();
  const deps = useFlowDeps();
  const recipient = useSnapshot(main).giftTarget;
  const lock = useAttemptLock('verifyUsername');
  const [text, setText] = useState(() => main.giftTarget?.nickname ?? '');
  const [error, setError] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);
  const errorId = useId();
  // A find still running when the popup closes must not act.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function lookUp(name: string): Promise<Outcome> {
    if (main.giftTarget) return { target: { ...main.giftTarget } };
    if (name.toLowerCase() === main.user?.username.toLowerCase()) return { error: hostedStoreTexts.giftSelf };
    if (name.length <= MIN_NICKNAME) return { error: hostedStoreTexts.giftTooShort };
    try {
      return { target: await verifyGiftRecipient(http, name) };
    } catch (failure) {
      // Only the server's refusals count towards the lock, not a lost connection.
      if (failure instanceof ApiError && failure.kind === 'http') recordFailure('verifyUsername');
      // Once locked, the countdown takes the error line.
      if (isLocked('verifyUsername')) return { error: null };
      return { error: failure instanceof ApiError ? failure.message : texts.errors.generic };
    }
  }

  async function find(event: FormEvent) {
    event.preventDefault();
    if (finding || lock.locked) return;
    const started = Date.now();
    setFinding(true);
    await wait(FIND_DELAY_MS);
    const outcome = await lookUp(text.trim());
    if (!mounted.current) return;
    if ('target' in outcome) {
      main.giftTarget = outcome.target;
      resetAttempts('verifyUsername');
      closeGiftPopup();
      void requestPackage(deps, packageId, outcome.target);
      return;
    }
    await wait(started + FIND_LOADER_MS - Date.now());
    if (!mounted.current) return;
    setError(outcome.error);
    setFinding(false);
  }

  function clear() {
    setText('');
    setError(null);
    main.giftTarget = null;
  }

  const line = lock.locked ? hostedStoreTexts.lockedFor(formatLockClock(lock.remainingMs)) : error;
  return (
    <form className={styles.body} onSubmit={find} noValidate>
      <h2 className={styles.title}>{hostedStoreTexts.giftTitle}</h2>
      <div className={styles.field}>
        <input
          className={styles.input}
          aria-label={hostedStoreTexts.giftPlaceholder}
          placeholder={hostedStoreTexts.giftPlaceholder}
          autoComplete="off"
          value={text}
          disabled={Boolean(recipient) || lock.locked}
          aria-describedby={errorId}
          onChange={(event) => {
            setText(event.target.value);
            if (!event.target.value) setError(null);
          }}
        />
        {recipient && (
          <span className={styles.check} role="img" aria-label={hostedStoreTexts.giftFound(recipient.nickname)}>
            ✓
          </span>
        )}
        {(text || recipient) && (
          <button type="button" className={styles.clear} aria-label={hostedStoreTexts.giftClear} disabled={finding} onClick={clear}>
            ×
          </button>
        )}
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {line}
      </p>
      {children}
      <footer className={styles.footer}>
        <button type="button" className="button-secondary" onClick={closeGiftPopup}>
          {hostedStoreTexts.cancel}
        </button>
        <button type="submit" className={`button-primary ${styles.find}`} disabled={finding || lock.locked} aria-busy={finding}>
          {finding ? <span className={`spinner ${styles.spinner}`} aria-hidden="true" /> : null}
          <span className={finding ? 'visually-hidden' : undefined}>{hostedStoreTexts.giftFind}</span>
        </button>
      </footer>
    </form>
  );
}

function SelectedProduct({ pkg }: { pkg: TebexPackage }) {
  const titleId = useId();
  const price = useProviderPrice()(pkg.base_price, pkg.currency);
  const recipient = useSnapshot(main).giftTarget;
  return (
    <section className={styles.product} aria-labelledby={titleId}>
      <h3 id={titleId}>{hostedStoreTexts.selectedProduct}</h3>
      <p className={styles.productLine}>
        <span className={styles.productName}>{pkg.name}</span>
        <span className={styles.price}>{price}</span>
      </p>
      {recipient && <p className={styles.recipient}>{hostedStoreTexts.giftFor(recipient.nickname)}</p>}
      {/* Sanitized with DOMPurify: the package's own description is HTML from the provider. */}
      <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(pkg.description) }} />
    </section>
  );
}
