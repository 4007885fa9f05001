/**
 * Fills a translated template: `{name}` placeholders, and counts written as ICU plural choices,
 * `{count, plural, one {# item} other {# items}}` (the CLDR category from the built-in
 * Intl.PluralRules; `=0` matches a number exactly; `#` is the number). The one plural-aware path
 * of the site: t() on the server and the islands' labels in the browser both fill through it. It
 * imports no string table, so an island that uses it ships only these few lines.
 */

export type FillParams = Readonly<Record<string, string | number>>;

/** A choice's branches may hold plain `{name}` placeholders, nothing deeper. */
const PLURAL = /\{(\w+), ?plural,((?:[^{}]|\{(?:[^{}]|\{\w+\})*\})*)\}/g;
const BRANCH = /(=?\w+) *\{((?:[^{}]|\{\w+\})*)\}/g;

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string): Intl.PluralRules {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return rule;
}

/** The plural category of `n` in a locale ('one', 'other', …). */
export function pluralCategory(locale: string, n: number): Intl.LDMLPluralRule {
  return pluralRules(locale).select(n);
}

/** The branches of the plural choice on `name` in a template, by category (or `=n`); {} when none. */
export function pluralForms(template: string, name: string): Record<string, string> {
  const forms: Record<string, string> = {};
  for (const [, choice = '', body = ''] of template.matchAll(PLURAL)) {
    if (choice !== name) continue;
    for (const [, key = '', text = ''] of body.matchAll(BRANCH)) forms[key] = text;
  }
  return forms;
}

/**
 * Fills `template`; `locale` picks the plural rules (in the browser it defaults to the page's
 * language). Unknown placeholders, and choices whose number is missing, stay as they are.
 */
export function fill(template: string, params: FillParams = {}, locale = globalThis.document?.documentElement.lang || 'en'): string {
  return template
    .replace(PLURAL, (whole, name: string) => {
      const n = Number(params[name]);
      if (!Object.hasOwn(params, name) || Number.isNaN(n)) return whole;
      const forms = pluralForms(whole, name);
      const form = forms[`=${n}`] ?? forms[pluralCategory(locale, n)] ?? forms['other'];
      return form === undefined ? whole : form.replace(/#/g, String(params[name]));
    })
    .replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole));
}

const byCategory = new Map<string, Record<string, string>>();

/**
 * The template once per plural category of a locale, each with the choice on `name` resolved to
 * its branch and `#` back to `{name}`: for a script too small to carry `fill`, which then picks
 * the category with Intl.PluralRules and fills `{name}` itself.
 */
export function templatesByCategory(template: string, name: string, locale: string): Record<string, string> {
  // the same few labels on every page: worked out once each (templates come from the string tables)
  const key = `${locale}\0${name}\0${template}`;
  const known = byCategory.get(key);
  if (known) return { ...known };
  const out: Record<string, string> = {};
  for (const category of pluralRules(locale).resolvedOptions().pluralCategories) {
    out[category] = template.replace(PLURAL, (whole, choice: string) => {
      if (choice !== name) return whole;
      const forms = pluralForms(whole, name);
      return (forms[category] ?? forms['other'] ?? whole).replace(/#/g, `{${name}}`);
    });
  }
  byCategory.set(key, out);
  return { ...out };
}
