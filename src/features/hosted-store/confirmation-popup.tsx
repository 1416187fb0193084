// The purchase confirmation popup of the hosted-store basket (spec 02 §2): shown
// while the basket holds its package, with the codes, then "Confirmer" hands the
// basket to the checkout popup and "Annuler" (or the backdrop) takes the package out.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { TebexPackageCustom } from '../../api/contract/tebex';
import type { TebexApi } from '../../api/tebex-api';
import { tebexQueries } from '../../api/tebex-queries';
import { hostedStoreTexts } from '../../i18n/fr-hosted-store';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { main } from '../../state/main-store';
import { setOverlay } from '../../state/overlays';
import { Dialog } from '../../ui/dialog';
import { Overlay } from '../../ui/overlay';
import { useProviderPrice } from '../currency/use-price';
import { CreatorCodeField, DiscountCodeField, useCreatorCode, useDiscountCode } from './code-fields';
import { hostedFlow, removeBasketPackage } from './hosted-basket';
import { useTebexApi } from './use-flow-deps';
import styles from './confirmation-popup.module.css';

/** How long "no longer for sale" shows before the package is taken out. */
export const PACKAGE_GONE_CLOSE_MS = 2000;

type Question = 'confirm' | 'cancel';

export default function ConfirmationPopup() {
  const basket = useSnapshot(main).tebexBasket;
  const api = useTebexApi();
  if (!basket?.packages[0]) return null;
  // A new basket starts with fresh code fields.
  return <BasketConfirmation key={basket.ident} api={api} />;
}

function BasketConfirmation({ api }: { api: TebexApi }) {
  const { tebexBasket } = useSnapshot(main);
  const basket = tebexBasket!;
  const line = basket.packages[0]!;
  const coupons = basket.coupons.map((coupon) => coupon.coupon_code);
  const creator = useCreatorCode(api, basket.ident, basket.creator_code ?? '');
  const discount = useDiscountCode(api, basket.ident, coupons);
  const [question, setQuestion] = useState<Question | null>(null);
  const catalogue = useQuery(tebexQueries.catalogue(api)).data;
  const listed = catalogue?.get(line.id);
  const gone = catalogue !== undefined && !listed;
  const gift = TebexPackageCustom.safeParse(line.custom).data?.gift_target_data;

  // Back from the provider with `?cancelled=true`: ask at once.
  const { askCancel } = useSnapshot(hostedFlow);
  useEffect(() => {
    if (!askCancel) return;
    hostedFlow.askCancel = false;
    setQuestion('cancel');
  }, [askCancel]);

  useEffect(() => {
    if (!gone) return;
    const timer = setTimeout(() => void removeBasketPackage(api), PACKAGE_GONE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [gone, api]);

  const providerPrice = useProviderPrice();
  const cash = (amount: number) => providerPrice(amount, basket.currency);

  const answer = (yes: boolean) => {
    const asked = question;
    setQuestion(null);
    if (!yes) return;
    if (asked === 'confirm') {
      hostedFlow.checkoutIdent = basket.ident;
      setOverlay('checkoutPopup', true);
    } else void removeBasketPackage(api);
  };

  const footer = !gone && (
    <>
      <button type="button" className="button-secondary" onClick={() => setQuestion('cancel')}>
        {hostedStoreTexts.cancel}
      </button>
      <button type="button" className="button-primary" disabled={!creator.ready || !discount.ready} onClick={() => setQuestion('confirm')}>
        {hostedStoreTexts.confirm}
      </button>
    </>
  );

  return (
    <>
      <Dialog open onClose={() => !gone && setQuestion('cancel')} title={hostedStoreTexts.confirmTitle} className={styles.popup} footer={footer}>
        {gone ? (
          <p role="alert" className={styles.error}>
            {hostedStoreTexts.packageGone}
          </p>
        ) : (
          <div className={styles.content}>
            <div className={styles.product}>
              {(line.image ?? listed?.image) && <img className={styles.image} src={line.image ?? listed?.image ?? ''} alt="" />}
              <div>
                <p className={styles.name}>{line.name}</p>
                <p className={styles.price}>{cash(line.in_basket.price)}</p>
                {gift && <p className={styles.gift}>{hostedStoreTexts.giftFor(gift.nickname)}</p>}
              </div>
            </div>
            {/* Sanitized with DOMPurify: the package's own description is HTML from the provider. */}
            {listed?.description && <div className={styles.description} dangerouslySetInnerHTML={{ __html: sanitizeHtml(listed.description) }} />}
            <CreatorCodeField field={creator} />
            <DiscountCodeField field={discount} coupons={coupons} />
            <p className={styles.total}>
              {hostedStoreTexts.total} : {cash(basket.total_price)}
            </p>
          </div>
        )}
      </Dialog>
      <Overlay open={question !== null} onClose={() => answer(false)} label={question === 'confirm' ? hostedStoreTexts.confirmQuestion : hostedStoreTexts.cancelQuestion}>
        <div className={styles.question}>
          <p>{question === 'confirm' ? hostedStoreTexts.confirmQuestion : hostedStoreTexts.cancelQuestion}</p>
          <div className={styles.answers}>
            <button type="button" className="button-secondary" onClick={() => answer(false)}>
              {hostedStoreTexts.no}
            </button>
            <button type="button" className="button-primary" onClick={() => answer(true)}>
              {hostedStoreTexts.yes}
            </button>
          </div>
        </div>
      </Overlay>
    </>
  );
}
