// Asset addresses for the shop's own platform (React components).
import { assetUrl } from './asset-url';
import { usePlatform } from './platform-context';

/** `assetUrl` for this shop's platform. */
export function useAssetUrl(): (path: string) => string {
  const { config, flags } = usePlatform();
  return (path) => assetUrl(path, config, flags.assets);
}
