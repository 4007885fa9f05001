/**
 * Footer rules (spec 2.4): link columns grouped under their headings, the app download blocks,
 * the social links that can be shown, and the copyright year.
 */
import type { DownloadLink, FooterItem, Link, SocialLink } from './schemas';
import { splitDate } from '../lib/calendar';
import { zonedParts } from '../lib/zoned-time';
import { classifyHref } from '../lib/safe-url';

export interface FooterGroup {
  /** '' for links that come before any heading */
  heading: string;
  /** the heading entry's id ('ungrouped' for the group without a heading); unique per footer */
  id: string;
  links: Link[];
}

/** Id of the group of links that come before the first heading. */
export const ungroupedId = 'ungrouped';

/**
 * Groups the flat footer list: a heading entry (contentType 'string') followed by its child links.
 * Links before any heading form a group with an empty heading; a heading with no links is dropped
 * (an empty collapsible column would be a control that opens nothing).
 */
export function groupFooterItems(items: FooterItem[]): FooterGroup[] {
  const groups: FooterGroup[] = [];
  let current: FooterGroup | undefined;
  for (const item of items) {
    if (item.contentType === 'string') {
      current = { heading: item.value, id: item.id, links: [] };
      groups.push(current);
    } else {
      if (!current) {
        current = { heading: '', id: ungroupedId, links: [] };
        groups.push(current);
      }
      current.links.push(item.link);
    }
  }
  return groups.filter((group) => group.links.length > 0);
}

/**
 * The app download blocks: the first two entries form the first block, the next two the second;
 * the second block appears only when there are more than two entries, and none when there are none.
 */
export function downloadBlocks(links: DownloadLink[]): DownloadLink[][] {
  const blocks: DownloadLink[][] = [];
  if (links.length > 0) blocks.push(links.slice(0, 2));
  if (links.length > 2) blocks.push(links.slice(2, 4));
  return blocks;
}

export type VisibleSocialLink = SocialLink & { url: string };

/** Social links that have a url a visitor can safely follow off the site; url re-serialized. */
export function visibleSocialLinks(links: SocialLink[]): VisibleSocialLink[] {
  const visible: VisibleSocialLink[] = [];
  for (const link of links) {
    if (link.url === null) continue;
    const found = classifyHref(link.url);
    if (found.kind === 'external') visible.push({ ...link, url: found.href });
  }
  return visible;
}

/**
 * The year of the copyright line: the current year where the company is (a page rendered just
 * after midnight UTC on New Year's Eve is already in the new year in Helsinki).
 */
export function copyrightYear(now: Date, timeZone = 'Europe/Helsinki'): number {
  return splitDate(zonedParts(now, timeZone).date)[0];
}
