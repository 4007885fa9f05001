/**
 * References to sections of the project's docs, and the sections a doc has (tests/unit/project/doc-references.test.ts).
 * A reference names a doc and quotes a section: `README "Operating the site"`, `README, "Browsers"`,
 * `the README's "How long"`, `docs/edge.md "Purges"`; inside a doc, `see "Section"` names one of its own.
 * Section names start with a capital letter (which tells them from a quoted path or value).
 * The docs also link to each other in Markdown (`[Metrics](operations.md#metrics)`): each relative
 * link names a file, and its `#anchor` one of that file's headings as GitHub writes it.
 */

export interface DocReference {
  /** the doc's path from the repository's root ('README.md', 'docs/….md') */
  doc: string;
  section: string;
}

const NAMED = /\b(README(?:\.md)?|docs\/[\w./-]+\.md)(?:['’]s)?,?\s+(?:section\s+)?["“]([A-Z][^"”\n]*)["”]/g;
const OWN = /\b[Ss]ee\s+["“]([A-Z][^"”\n]*)["”]/g;

/** The references in a file's text; `ownDoc` is the file's own path when it is a doc (for `see "…"`). */
export function docReferences(text: string, ownDoc?: string): DocReference[] {
  // a comment's reference may run over two lines: join them without their comment marks
  const joined = text.replace(/\r?\n[ \t]*(?:\*(?!\*)|\/\/|#(?!#))?[ \t]*/g, ' ');
  const found: Array<DocReference & { at: number }> = [];
  for (const match of joined.matchAll(NAMED)) {
    found.push({ doc: match[1] === 'README' ? 'README.md' : match[1]!, section: match[2]!, at: match.index });
  }
  if (ownDoc) for (const match of joined.matchAll(OWN)) found.push({ doc: ownDoc, section: match[1]!, at: match.index });
  return found.sort((a, b) => a.at - b.at).map(({ doc, section }) => ({ doc, section }));
}

/**
 * The names a doc's sections go by: each heading's text (and the text without a closing remark in
 * brackets or after a colon: "Set up (fresh machine)" is also "Set up", "The edge: Varnish" also
 * "The edge"), and each bold lead-in that opens a paragraph
 * or a list item ("**How long.**", "- **Several instances** are …").
 */
export function sectionNames(markdown: string): Set<string> {
  const names = new Set<string>();
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      names.add(heading[1]!);
      names.add(heading[1]!.replace(/\s*\([^()]*\)$/, ''));
      names.add(heading[1]!.replace(/: .*$/, ''));
      continue;
    }
    const lead = /^(?:[-*]\s+|\d+\.\s+)?\*\*([^*]+?)[.:]?\*\*/.exec(line);
    if (lead) names.add(lead[1]!);
  }
  return names;
}

/**
 * The anchors a doc's headings get on GitHub (github-slugger): the heading's text without its
 * inline markup, in lower case, without punctuation and symbols but `-` and `_`, each space a `-`;
 * a repeated anchor gets `-1`, `-2`, ….
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutCodeBlocks(markdown).split(/\r?\n/)) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface DocLink {
  /** the target's path from the repository's root, or the doc's own path for `#anchor` */
  file: string;
  anchor?: string;
  /** the link as written */
  href: string;
}

/** The relative links of a doc at `docPath` (from the repository's root), outside code. */
export function markdownLinks(markdown: string, docPath: string): DocLink[] {
  const text = withoutCodeBlocks(markdown).replace(/`[^`\n]*`/g, '');
  const folder = docPath.includes('/') ? docPath.slice(0, docPath.lastIndexOf('/')) : '';
  const links: DocLink[] = [];
  for (const match of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const href = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue; // https:, mailto: …
    const [path = '', anchor] = href.split('#', 2);
    links.push({ file: path === '' ? docPath : joinPath(folder, decodeURI(path)), ...(anchor === undefined ? {} : { anchor }), href });
  }
  return links;
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
}

/** `folder` joined with a relative path, `..` and `.` resolved, as a path from the repository's root. */
function joinPath(folder: string, relative: string): string {
  const parts = folder === '' ? [] : folder.split('/');
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}
