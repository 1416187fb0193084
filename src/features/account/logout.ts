import type { QueryClient } from '@tanstack/react-query';
import { logoutCall } from '../../api/account-queries';
import type { Http } from '../../api/http';
import { signOut } from './session';

/** Ends the session on the server; the shop forgets the user even if that call fails. */
export async function logout(http: Http, queryClient: QueryClient) {
  try {
    await logoutCall(http);
  } catch (error) {
    console.error('[account] logout call failed', error);
  }
  signOut();
  queryClient.clear();
}
