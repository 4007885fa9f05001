/**
 * References to sections of the project's docs, and the sections a doc has (tests/unit/doc-references.test.ts).
 * A reference names a doc and quotes a section: `README "Operating the site"`, `README, "Browsers"`,
 * `the README's "How long"`, `docs/edge.md "Purges"`; inside a doc, `see "Section"` names one of its own.
 * Section names start with a capital letter (which tells them from a quoted path or value).
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
