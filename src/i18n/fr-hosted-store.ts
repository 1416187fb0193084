// The hosted store's texts (Tebex basket, codes, gift, checkout): only the web shop
// shows them, so they live apart from `fr` and the in-game file does not carry them.
import { live } from './live';

export const frHostedStore = {
  creatingBasket: 'Creation du panier',
  authenticatingBasket: 'Authentification du panier',
  updating: 'Mise à jour...',
  loginFirst: "Vous devez être connecté avant d'ajouter des objets à votre panier.",
  confirmTitle: 'Votre panier',
  confirm: 'Confirmer',
  cancel: 'Annuler',
  confirmQuestion: 'Confirmer la transaction ?',
  cancelQuestion: 'Voulez-vous vraiment annuler ?',
  yes: 'Oui',
  no: 'Non',
  /** A gift's recipient, on a line of its own under the package. */
  giftFor: (nickname: string) => `Pour : ${nickname}`,
  creatorCode: 'Code créateur',
  creatorCodeInvalid: 'Code créateur invalide',
  creatorCodeValid: 'Code créateur appliqué',
  discountCode: 'Code de réduction',
  discountApply: 'Appliquer',
  discountInvalid: 'Code incorrect',
  discountConfirmed: 'Confirmé',
  locked: 'Limite atteinte',
  lockedFor: (clock: string) => `Limite atteinte (${clock})`,
  packageGone: "Ce produit n'est plus en vente.",
  total: 'Total',
  couponsApplied: 'Codes de réduction appliqués',
  giftTitle: 'Qui doit recevoir ce cadeau ?',
  giftPlaceholder: 'Pseudo du joueur',
  giftFind: 'Trouver',
  giftClear: 'Effacer le pseudo',
  giftTooShort: 'Le pseudo est trop court',
  giftSelf: 'Vous ne pouvez pas vous offrir un cadeau.',
  giftFound: (nickname: string) => `Destinataire : ${nickname}`,
  selectedProduct: 'Produit sélectionné',
  checkoutTitle: 'Paiement',
  paymentComplete: 'Merci ! Votre paiement est accepté : votre achat sera crédité dans quelques instants.',
  paymentError: 'Le paiement a échoué. Aucun montant n’a été débité.',
  paymentTitle: 'Paiement Tebex',

} as const;

/** What components read: these words, or their English twin's when English is shown. */
export const hostedStoreTexts = live('hostedStore', frHostedStore);
