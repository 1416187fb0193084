// The footer's social links (`ShopConfig.socialLinks`): the networks whose brand
// mark is in public/images/social/, matched on the link's name.
export const SOCIAL_ICONS = ['discord', 'youtube', 'tiktok', 'instagram', 'x', 'twitch', 'facebook'] as const;

/** "Discord", "YouTube", "Tik Tok" → the network's mark (PNG); null for another name, shown as text. */
export function socialIconPath(name: string): string | null {
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  return (SOCIAL_ICONS as readonly string[]).includes(key) ? `/images/social/${key}.png` : null;
}
