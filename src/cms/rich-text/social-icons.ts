/**
 * Social network icons for rich-text links (spec 5): a link to a facebook, instagram, youtube or
 * tiktok page shows that network's black icon. Icons are decorative (the link text names the
 * page), so they are hidden from assistive technology.
 */

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'tiktok';

const networkByDomain = new Map<string, SocialNetwork>([
  ['facebook.com', 'facebook'],
  ['instagram.com', 'instagram'],
  ['youtube.com', 'youtube'],
  ['tiktok.com', 'tiktok'],
]);

/** The network whose page an http(s) URL points to (host match, with www. and m.), or null. */
export function socialNetworkOf(href: string): SocialNetwork | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Exact host match only: 'facebook.com.evil.example' or 'notfacebook.com' must not get the icon.
  const host = url.hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');
  return networkByDomain.get(host) ?? null;
}

// 24×24 glyphs, even-odd filled so the inner shapes (camera lens, play button) are cut out.
const paths: Record<SocialNetwork, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v9h4v-9h3l1-4h-4V9c0-.6.4-1 1-1z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM7 4a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
  youtube:
    'M23 7.5a3 3 0 0 0-2.1-2.1C19 5 12 5 12 5s-7 0-8.9.4A3 3 0 0 0 1 7.5 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.5 3 3 0 0 0 2.1 2.1C5 19 12 19 12 19s7 0 8.9-.4a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.5 31 31 0 0 0-.5-4.5zM10 15V9l5.2 3z',
  tiktok: 'M16.5 2h-3.3v13.2a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V9a6.3 6.3 0 1 0 5.3 6.2V8.6a7.6 7.6 0 0 0 4.5 1.4V6.7a4.5 4.5 0 0 1-4.5-4.7z',
};

/** The network's icon as an inline SVG string: black, aria-hidden, not focusable. */
export function socialIconSvg(network: SocialNetwork): string {
  return (
    `<svg class="social-icon social-icon--${network}" aria-hidden="true" focusable="false" width="16" height="16" ` +
    `viewBox="0 0 24 24" fill="#000"><path fill-rule="evenodd" d="${paths[network]}"/></svg>`
  );
}
