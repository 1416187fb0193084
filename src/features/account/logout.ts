import type { QueryClient } from '@tanstack/react-query';
import { logoutCall } from '../../api/account-queries';
import { signOut } from './session';

/** Ends the session on the server; the shop forgets the user even if that call fails. */
export async function logout(queryClient: QueryClient) {
  try {
    await logoutCall();
  } catch (error) {
    console.error('[account] logout call failed', error);
  }
  signOut();
  queryClient.clear();
}
