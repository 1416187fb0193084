// /discordAuth?code&state or ?error&error_description: finish the Discord link.
// Any failure raises DISCORD_AUTH_FAILED with the provider's (or server's) texts.
import { useLocation, useSearch } from 'wouter';
import { linkDiscordCall } from '../../api/account-queries';
import { texts } from '../../i18n/fr';
import { safeInternalPath } from '../../lib/safe-redirect';
import { usePlatform } from '../../platform/platform-context';
import { main } from '../../state/main-store';
import { raiseError } from '../errors/fatal-error';
import { DISCORD_STATE_KEY, storedDiscordState } from './discord-link';
import { serverErrorText } from '../../api/error-text';
import { useHttp } from '../../api/http-context';
import { ReturnPage } from './return-page';
import { useOnce } from './use-once';

export const DISCORD_STATE_MISMATCH = 'invalid_state';

export default function DiscordReturnPage() {
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { storage } = usePlatform();
  const http = useHttp();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  useOnce(`discord:${code || state}`, async () => {
    const stored = await storage.getItem(DISCORD_STATE_KEY);
    await storage.removeItem(DISCORD_STATE_KEY);
    const fail = (lines: string[]) => {
      raiseError('DISCORD_AUTH_FAILED', lines.filter(Boolean));
      navigate('/', { replace: true });
    };
    const error = params.get('error');
    if (error) return fail([error, params.get('error_description') ?? '']);
    if (!code || !stored || stored !== state) return fail([DISCORD_STATE_MISMATCH]);
    try {
      const { discordId } = await linkDiscordCall(http, code, state);
      if (main.user) main.user.discordId = discordId;
      const { previousPage, packageId, isGift = false } = storedDiscordState(stored) ?? {};
      // The rank purchase that needed the link goes on (the hosted-store flow resumes it).
      if (packageId !== undefined) main.rememberedItem = { id: packageId, timestamp: Date.now(), isGift };
      navigate(safeInternalPath(previousPage) ?? '/', { replace: true });
    } catch (failure) {
      fail([serverErrorText(failure, texts.errors.generic)]);
    }
  });
  return <ReturnPage text={texts.account.linkingDiscord} />;
}
