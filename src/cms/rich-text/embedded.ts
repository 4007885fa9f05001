/**
 * Embedded assets and entries in rich text. An asset under the downloads path is a download link;
 * any other asset is an image (spec 5). Entry and resource targets arrive resolved by the content
 * backend as `{ contentType, slug, title, text? }` and render as links, blocks as small cards.
 */
import { z } from 'zod';
import type { LocaleCode } from '../../config/locales';
import { assetSchema, linkTargetSchema, type Asset } from '../schemas';
import { t } from '../../i18n/t';
import { assetKind, fileTypeLabel, imageSources, isDownloadAsset, screenWidths, videoSettings } from '../assets';
import { resolveLink } from '../links';
import { classifyHref } from '../../lib/safe-url';
import { anchorHtml } from './anchor';
import { escapeHtml } from '../../lib/html-escape';
import { attrs } from './html';

/** Widest an image in running text is shown (CSS px): the md screen width, the text column's limit. */
export const richTextImageWidth = screenWidths.md;

/** What the backend puts in `data.target` of entry and resource nodes. */
export const entryTargetSchema = linkTargetSchema.extend({
  title: z.string().default(''),
  text: z.string().optional(),
});
export type EntryTarget = z.infer<typeof entryTargetSchema>;

/** The asset of an asset node, or null when the target is not a valid asset. */
export function assetTarget(data: Record<string, unknown>): Asset | null {
  const parsed = assetSchema.safeParse(data['target']);
  return parsed.success ? parsed.data : null;
}

/** The entry of an entry or resource node, or null when the target is not a valid entry. */
export function entryTarget(data: Record<string, unknown>): EntryTarget | null {
  const parsed = entryTargetSchema.safeParse(data['target']);
  return parsed.success ? parsed.data : null;
}

/**
 * An asset node: a download link (with the file type) for files under the downloads path, the
 * asset as an image otherwise. `linkText` is the hyperlink's own text, if it has one.
 * An asset that cannot be shown (unknown type, unusable url) renders nothing, like spec 5's
 * "any other renders nothing".
 */
export function assetHtml(asset: Asset, locale: LocaleCode, linkText = ''): string {
  if (isDownloadAsset(asset)) return downloadHtml(asset, locale, linkText);
  const kind = assetKind(asset.ext);
  if (kind === 'image') return imageHtml(asset);
  if (kind === 'vector') return vectorHtml(asset);
  if (kind === 'video') return videoHtml(asset);
  return '';
}

function downloadHtml(asset: Asset, locale: LocaleCode, linkText: string): string {
  const found = classifyHref(asset.src);
  const name = linkText.trim() || asset.title.trim() || asset.name;
  const label = escapeHtml(t(locale, 'link.download', { name }));
  const type = fileTypeLabel(asset);
  const typeHtml = type ? ` <span class="file-type">(${escapeHtml(type)})</span>` : '';
  if (found.kind !== 'internal') return `<span>${label}${typeHtml}</span>`;
  // Files are not per-locale, so the path is not localized.
  return `<a${attrs({ href: found.path, download: true })}>${label}${typeHtml}</a>`;
}

function imageHtml(asset: Asset): string {
  const width = asset.width > 0 ? Math.min(asset.width, richTextImageWidth) : richTextImageWidth;
  const sources = imageSources(asset, { width });
  if (sources.src === '') return '';
  return `<img${attrs({
    src: sources.src,
    srcset: sources.srcset,
    width: sources.width,
    height: sources.height,
    alt: altText(asset),
    loading: 'lazy',
    decoding: 'async',
  })}>`;
}

// An svg is drawn by the browser as it is; sending it through the raster image service would
// lose its sharpness, so it is linked directly.
function vectorHtml(asset: Asset): string {
  const found = classifyHref(asset.src);
  const src = found.kind === 'internal' ? found.path : found.kind === 'external' && /^https?:/.test(found.href) ? found.href : '';
  if (src === '') return '';
  return `<img${attrs({
    src,
    width: asset.width > 0 ? asset.width : undefined,
    height: asset.height > 0 ? asset.height : undefined,
    alt: altText(asset),
    loading: 'lazy',
    decoding: 'async',
  })}>`;
}

function videoHtml(asset: Asset): string {
  const video = videoSettings(asset);
  if (video.src === '') return '';
  return `<video${attrs({
    src: video.src,
    autoplay: video.autoplay,
    muted: video.muted,
    loop: video.loop,
    playsinline: video.playsInline,
    width: asset.width > 0 ? asset.width : undefined,
    height: asset.height > 0 ? asset.height : undefined,
    title: asset.title || undefined,
  })}></video>`;
}

// The content's alt text; an empty alt is kept empty on purpose (a decorative image).
function altText(asset: Asset): string {
  return asset.alt;
}

/** An inline link to an entry around its rendered text; the text alone when it cannot be built. */
export function entryLinkHtml(entry: EntryTarget | null, innerHtml: string, locale: LocaleCode): string {
  const inner = innerHtml.trim() !== '' ? innerHtml : escapeHtml(entry?.title ?? '');
  const link = entry ? resolveLink(entry, locale) : null;
  if (!link) return inner === '' ? `<span>${escapeHtml(t(locale, 'link.failed'))}</span>` : `<span>${inner}</span>`;
  return anchorHtml(link, inner === '' ? escapeHtml(link.href) : inner, locale);
}

/** An entry embedded inline: a link named by the entry's title, or 'linking failed'. */
export function inlineEntryHtml(entry: EntryTarget | null, locale: LocaleCode): string {
  const link = entry ? resolveLink(entry, locale) : null;
  if (!entry || !link) return `<span>${escapeHtml(t(locale, 'link.failed'))}</span>`;
  return anchorHtml(link, escapeHtml(entry.title.trim() || link.href), locale);
}

/** An entry embedded as a block: a small card with its title (the link) and its text. */
export function entryCardHtml(entry: EntryTarget | null, locale: LocaleCode): string {
  const link = entry ? resolveLink(entry, locale) : null;
  const title = entry?.title.trim() ?? '';
  const titleHtml = link
    ? anchorHtml(link, escapeHtml(title || link.href), locale, 'rich-text-card__link')
    : `<span>${escapeHtml(t(locale, 'link.failed'))}</span>`;
  const text = entry?.text?.trim() ? `<p class="rich-text-card__text">${escapeHtml(entry.text.trim())}</p>` : '';
  return `<div class="rich-text-card"><p class="rich-text-card__title">${titleHtml}</p>${text}</div>`;
}
