import { logoutCall } from '../../api/account-queries';
import type { Http } from '../../api/http';
import { withQueryClient, type QueryClientSlot } from '../../api/query-client-slot';
import { signOut } from './session';

/** Ends the session on the server; the shop forgets the user even if that call fails. */
export async function logout(http: Http, clientSlot: QueryClientSlot) {
  try {
    await logoutCall(http);
  } catch (error) {
    console.error('[account] logout call failed', error);
  }
  signOut();
  withQueryClient(clientSlot, (client) => client.clear());
}
