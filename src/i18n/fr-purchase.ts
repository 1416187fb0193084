// The texts of the purchase dialogs (quick buy, transaction recap, success), in
// their chunk on the website: a first page shows none of them.
import { live } from './live';

export const frPurchase = {
  recapTitle: 'Récapitulatif de la transaction',
  quickBuyTitle: 'Achat rapide',
  empty: 'Votre panier est vide.',
  total: 'Total',
  balanceAfter: "Solde après l'achat",
  buy: 'Acheter',
  buying: 'Achat en cours...',
  successTitle: 'Achat effectué',
  loading: 'Chargement...',
  bought: (name: string, quantity: number) => `${name} × ${quantity}`,
  close: 'Fermer',
  generic: "L'achat n'a pas pu aboutir. Réessayez dans un instant.",
  lost: "La réponse du serveur ne nous est pas parvenue. Votre panier est conservé : réessayez, vous ne serez débité qu'une fois.",
  offline: "Vous êtes hors ligne. Votre panier est conservé : réessayez une fois la connexion revenue, vous ne serez débité qu'une fois.",
  /** The amount with the currency's name: "12’500 H-Points". */
  balance: (points: string) => `Votre solde : ${points}`,
  errorsTitle: 'Articles en erreur',
  removeErrors: 'Retirer les articles en erreur',
};

/** What components read: these words, or their English twin's when English is shown. */
export const purchaseTexts = live('purchase', frPurchase);
