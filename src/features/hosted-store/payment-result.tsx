// What the checkout said last (payment complete or failed), until the player closes it.
import { useSnapshot } from 'valtio';
import { texts } from '../../i18n/fr';
import { hostedStoreTexts } from '../../i18n/fr-hosted-store';
import { Dialog } from '../../ui/dialog';
import { hostedFlow } from './hosted-basket';

const dismiss = () => void (hostedFlow.payment = null);

export default function PaymentResult() {
  const { payment } = useSnapshot(hostedFlow);
  return (
    <Dialog
      open={payment !== null}
      onClose={dismiss}
      title={hostedStoreTexts.paymentTitle}
      footer={
        <button type="button" className="button-primary" onClick={dismiss}>
          {texts.overlay.close}
        </button>
      }
    >
      <p role="status">{payment === 'complete' ? hostedStoreTexts.paymentComplete : hostedStoreTexts.paymentError}</p>
    </Dialog>
  );
}
