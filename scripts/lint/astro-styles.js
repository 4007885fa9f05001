/**
 * An ESLint processor for .astro files: eslint-plugin-astro's own (which hands ESLint the template and
 * the client <script>s), plus each <style> block as a virtual `.css` file, so @eslint/css checks the
 * components' styles against the browser policy as it checks src/styles/*.css (README, "Browsers").
 * A message in a style block is moved back to its line and column in the .astro file.
 */
import astro from 'eslint-plugin-astro';

const inner = astro.processors['client-side-ts'];

// a <style> element's body; `is:global` and other attributes allowed, `lang` other than CSS skipped
const STYLE = /<style(\s[^>]*)?>([\s\S]*?)<\/style>/g;

/** @type {Map<string, { count: number, blocks: { line: number, column: number }[] }>} */
const files = new Map();

function lineAndColumn(text, index) {
  const before = text.slice(0, index).split('\n');
  return { line: before.length, column: before.at(-1).length + 1 };
}

/** @type {import('eslint').Linter.Processor} */
export const astroWithStyles = {
  meta: { name: 'astro-with-styles' },
  supportsAutofix: inner.supportsAutofix,
  preprocess(text, filename) {
    const own = inner.preprocess(text, filename);
    const blocks = [];
    const extra = [];
    for (const match of text.matchAll(STYLE)) {
      if (/\blang=/.test(match[1] ?? '') && !/\blang=["']?css\b/.test(match[1] ?? '')) continue;
      const start = match.index + match[0].indexOf('>') + 1;
      blocks.push(lineAndColumn(text, start));
      extra.push({ text: match[2], filename: `style-${blocks.length}.css` });
    }
    files.set(filename, { count: own.length, blocks });
    return [...own, ...extra];
  },
  postprocess(messages, filename) {
    const state = files.get(filename) ?? { count: messages.length, blocks: [] };
    files.delete(filename);
    const own = inner.postprocess(messages.slice(0, state.count), filename);
    const styles = messages.slice(state.count).flatMap((list, i) => {
      const at = state.blocks[i];
      // no fixes: their ranges are offsets into the block, not the file
      return list.map(({ fix: _fix, ...message }) => ({
        ...message,
        line: message.line + at.line - 1,
        column: message.line === 1 ? message.column + at.column - 1 : message.column,
        endLine: message.endLine === undefined ? undefined : message.endLine + at.line - 1,
      }));
    });
    return [...own, ...styles];
  },
};
