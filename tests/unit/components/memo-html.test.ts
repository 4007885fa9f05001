import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { memoHtml } from '../../../src/components/ui/memo-html';
import Memo from '../../../src/components/ui/Memo.astro';
import { parseConfig } from '../../../src/config/config';

/** A render that counts its calls and answers what it is told. */
function counted(html: string) {
  const render = () => {
    render.calls += 1;
    return Promise.resolve(html);
  };
  render.calls = 0;
  return render;
}

describe('memoHtml', () => {
  it('makes the markup of one data object and variant once, for every later render', async () => {
    const scope = {};
    const footer = { items: [] };
    const first = counted('<footer>a</footer>');
    expect(await memoHtml(scope, footer, 'fi-FI 2026', first)).toBe('<footer>a</footer>');
    const again = counted('<footer>b</footer>');
    expect(await memoHtml(scope, footer, 'fi-FI 2026', again)).toBe('<footer>a</footer>');
    expect([first.calls, again.calls]).toEqual([1, 0]);
  });

  it('makes it again for another variant, another data object or another scope', async () => {
    const scope = {};
    const footer = { items: [] };
    await memoHtml(scope, footer, 'fi-FI 2026', counted('2026'));
    expect(await memoHtml(scope, footer, 'fi-FI 2027', counted('2027'))).toBe('2027');
    expect(await memoHtml(scope, footer, 'sv-SE 2026', counted('sv'))).toBe('sv');
    // a new layout revision brings new objects: the old markup is not used for them
    expect(await memoHtml(scope, { items: [] }, 'fi-FI 2026', counted('new layout'))).toBe('new layout');
    // another configuration (the render's locals) never sees this one's markup
    expect(await memoHtml({}, footer, 'fi-FI 2026', counted('other config'))).toBe('other config');
  });

  it('does not keep a render that failed: the next one renders again', async () => {
    const scope = {};
    const footer = { items: [] };
    await expect(memoHtml(scope, footer, 'fi-FI', () => Promise.reject(new Error('layout broke')))).rejects.toThrow('layout broke');
    const next = counted('<footer>ok</footer>');
    expect(await memoHtml(scope, footer, 'fi-FI', next)).toBe('<footer>ok</footer>');
    expect(next.calls).toBe(1);
  });

  it('shares one render between renders that ask at the same moment', async () => {
    const scope = {};
    const footer = { items: [] };
    const render = counted('<footer>once</footer>');
    const answers = await Promise.all([1, 2, 3].map(() => memoHtml(scope, footer, 'en-EU', render)));
    expect(answers).toEqual(['<footer>once</footer>', '<footer>once</footer>', '<footer>once</footer>']);
    expect(render.calls).toBe(1);
  });
});

describe('Memo.astro', () => {
  it('renders its children the first time and the same markup for later pages of the same data', async () => {
    const container = await AstroContainer.create();
    const locals = { config: parseConfig({}) };
    const navigation = [{ text: 'Private' }];
    const render = (of: object, variant: string, child: string) =>
      container.renderToString(Memo, { locals, props: { of, variant }, slots: { default: child } });
    expect(await render(navigation, 'fi-FI', '<nav>first page</nav>')).toContain('<nav>first page</nav>');
    // a later page's children are not rendered at all: the kept markup stands in for them
    expect(await render(navigation, 'fi-FI', '<nav>second page</nav>')).toContain('<nav>first page</nav>');
    expect(await render(navigation, 'en-EU', '<nav>English</nav>')).toContain('<nav>English</nav>');
    expect(await render([{ text: 'Private' }], 'fi-FI', '<nav>new layout</nav>')).toContain('<nav>new layout</nav>');
  });

  it('reuses the markup across renders, each with locals of its own (the renderer makes one a render) and the same configuration', async () => {
    const container = await AstroContainer.create();
    const config = parseConfig({});
    const navigation = [{ text: 'Private' }];
    const render = (child: string) =>
      container.renderToString(Memo, { locals: { config, render: undefined }, props: { of: navigation, variant: 'fi-FI' }, slots: { default: child } });
    expect(await render('<nav>first page</nav>')).toContain('<nav>first page</nav>');
    expect(await render('<nav>second page</nav>')).toContain('<nav>first page</nav>');
  });
});
