/**
 * A small rich-text renderer for the browser (the terms modal): React elements, so every text is
 * escaped by React, and every link goes through the site's href rules (spec 5: http(s), mailto and
 * tel leave the site; other values are paths of the site; anything unsafe renders as plain text).
 * The server renders rich text with src/cms/rich-text; this covers what terms use and marks the rest.
 */
import { Fragment, type ReactNode } from 'react';
import type { RichTextNode } from '../../cms/schemas';
import { classifyHref } from '../../lib/safe-url';
import { localizedHref, type LocaleStrategy } from '../../i18n/paths';
import type { LocaleCode } from '../../config/locales';

export interface RichTextViewProps {
  document: RichTextNode;
  locale: LocaleCode;
  /** the locale strategy the page was rendered with (the browser has no configuration of its own) */
  strategy: LocaleStrategy;
  /** the translated '(Unrecognized node type)' */
  unrecognized: string;
}

const headings = { 'heading-1': 'h3', 'heading-2': 'h3', 'heading-3': 'h4', 'heading-4': 'h5', 'heading-5': 'h6', 'heading-6': 'h6' } as const;

function hrefOf(raw: unknown, locale: LocaleCode, strategy: LocaleStrategy): string | null {
  if (typeof raw !== 'string') return null;
  const target = classifyHref(raw);
  if (target.kind === 'external') return target.href;
  if (target.kind === 'internal') return target.path.startsWith('/assets/') ? target.path : localizedHref(target.path, locale, strategy);
  return null;
}

function assetHref(data: Record<string, unknown>): string | null {
  const target = data.target as { src?: unknown } | undefined;
  return typeof target?.src === 'string' && target.src.startsWith('/assets/') ? target.src : null;
}

function marked(node: RichTextNode): ReactNode {
  let out: ReactNode = node.value ?? '';
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>;
    else if (mark.type === 'italic') out = <em>{out}</em>;
    else if (mark.type === 'underline') out = <u>{out}</u>;
    else if (mark.type === 'code') out = <code>{out}</code>;
    else if (mark.type === 'superscript') out = <sup>{out}</sup>;
    else if (mark.type === 'subscript') out = <sub>{out}</sub>;
  }
  return out;
}

function render(node: RichTextNode, props: RichTextViewProps, key: number): ReactNode {
  const children = () => (node.content ?? []).map((child, i) => render(child, props, i));
  switch (node.nodeType) {
    case 'document':
      return <Fragment key={key}>{children()}</Fragment>;
    case 'text':
      return <Fragment key={key}>{marked(node)}</Fragment>;
    case 'paragraph':
      return <p key={key}>{children()}</p>;
    case 'unordered-list':
      return <ul key={key}>{children()}</ul>;
    case 'ordered-list':
      return <ol key={key}>{children()}</ol>;
    case 'list-item':
      return <li key={key}>{children()}</li>;
    case 'blockquote':
      return <blockquote key={key}>{children()}</blockquote>;
    case 'hr':
      return <hr key={key} />;
    case 'hyperlink': {
      const href = hrefOf(node.data.uri, props.locale, props.strategy);
      return href ? (
        <a key={key} href={href}>
          {children()}
        </a>
      ) : (
        <Fragment key={key}>{children()}</Fragment>
      );
    }
    case 'asset-hyperlink':
    case 'embedded-asset-block': {
      const href = assetHref(node.data);
      return href ? (
        <a key={key} href={href} download>
          {children()}
        </a>
      ) : (
        <Fragment key={key}>{children()}</Fragment>
      );
    }
    default: {
      const tag = headings[node.nodeType as keyof typeof headings];
      if (tag) {
        const Tag = tag;
        return <Tag key={key}>{children()}</Tag>;
      }
      return (
        <span key={key} className="rich-text-unrecognized">
          {props.unrecognized}
        </span>
      );
    }
  }
}

export function RichTextView(props: RichTextViewProps) {
  return <div className="rich-text">{render(props.document, props, 0)}</div>;
}
