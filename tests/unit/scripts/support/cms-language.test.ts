/**
 * The language `npm run cms` speaks (scripts/support/cms-language.ts): `--lang`, else CMS_LANG, else
 * the system's (LC_ALL, LC_MESSAGES, LANG, the first one set), else English; and every line it says
 * is a key of the string tables, written in all four languages.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localeCodes, type LocaleCode } from '../../../../src/config/locales';
import { en } from '../../../../src/i18n/strings/en-EU';
import { isStringKey, t } from '../../../../src/i18n/t';
import { editorLanguages } from '../../../../scripts/backend/server/editor/language';
import { cmsLanguage, languageNamed, languageNames, systemLanguage, type LanguageEnv } from '../../../../scripts/support/cms-language';

/** The model: the four names and codes, spelled out; a system locale by its language part alone. */
const named: Record<string, LocaleCode> = {
  fi: 'fi-FI',
  'fi-fi': 'fi-FI',
  en: 'en-EU',
  'en-eu': 'en-EU',
  sv: 'sv-SE',
  'sv-se': 'sv-SE',
  no: 'no-NO',
  'no-no': 'no-NO',
};
const systemLanguages: Record<string, LocaleCode> = { fi: 'fi-FI', en: 'en-EU', sv: 'sv-SE', no: 'no-NO', nb: 'no-NO', nn: 'no-NO' };

function model(flag: string | undefined, env: LanguageEnv): { lang: LocaleCode; refused?: string } {
  const name = (value: string) => named[value.trim().toLowerCase()];
  const system = (): LocaleCode => {
    const setting = env.LC_ALL || env.LC_MESSAGES || env.LANG;
    if (!setting) return 'en-EU';
    return systemLanguages[setting.toLowerCase().split(/[_.@-]/)[0]!] ?? 'en-EU';
  };
  const fromEnv = (): { lang: LocaleCode; refused?: string } => {
    if (!env.CMS_LANG) return { lang: system() };
    return name(env.CMS_LANG) ? { lang: name(env.CMS_LANG)! } : { lang: system(), refused: `env:${env.CMS_LANG}` };
  };
  if (flag === undefined) return fromEnv();
  return name(flag) ? { lang: name(flag)! } : { ...fromEnv(), refused: `flag:${flag}` };
}

const nameLike = fc.oneof(
  fc.constantFrom('fi', 'en', 'sv', 'no', 'FI', ' sv ', 'fi-FI', 'en-eu', 'NO-NO', 'nb', 'de', 'english', 'suomi', 'fi_FI', ''),
  fc.string({ maxLength: 8 }),
);
const systemLike = fc.oneof(
  fc.constantFrom(
    'fi_FI.UTF-8',
    'sv_SE@euro',
    'sv_FI.UTF-8',
    'nb_NO.UTF-8',
    'nn_NO',
    'no_NO',
    'en_US.UTF-8',
    'en_GB',
    'de_DE.UTF-8',
    'C',
    'C.UTF-8',
    'POSIX',
    'fi',
    '',
  ),
  fc.string({ maxLength: 12 }),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

describe("npm run cms's language", () => {
  it('is --lang, else CMS_LANG, else the first of LC_ALL, LC_MESSAGES and LANG that is set when it is one of the four, else English; a name that is none is refused', () => {
    fc.assert(
      fc.property(
        maybe(nameLike),
        fc.record({ CMS_LANG: maybe(nameLike), LC_ALL: maybe(systemLike), LC_MESSAGES: maybe(systemLike), LANG: maybe(systemLike) }),
        (flag, env) => {
          const expected = model(flag, env);
          const chosen = cmsLanguage(flag, env);
          expect(chosen.lang).toBe(expected.lang);
          expect(chosen.refused ? `${chosen.refused.from}:${chosen.refused.value}` : undefined).toBe(expected.refused);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('says where the choice came from', () => {
    expect(cmsLanguage('sv', { CMS_LANG: 'fi', LANG: 'nb_NO.UTF-8' })).toEqual({ lang: 'sv-SE', from: 'flag' });
    expect(cmsLanguage(undefined, { CMS_LANG: 'fi', LANG: 'nb_NO.UTF-8' })).toEqual({ lang: 'fi-FI', from: 'env' });
    expect(cmsLanguage(undefined, { CMS_LANG: '', LANG: 'nb_NO.UTF-8' })).toEqual({ lang: 'no-NO', from: 'system' });
    // LC_ALL wins over LANG even when it is none of the four (the system speaks C, so the command English)
    expect(cmsLanguage(undefined, { LC_ALL: 'C', LANG: 'fi_FI.UTF-8' })).toEqual({ lang: 'en-EU', from: 'fallback' });
    expect(cmsLanguage('de', { LANG: 'fi_FI.UTF-8' })).toEqual({ lang: 'fi-FI', from: 'system', refused: { from: 'flag', value: 'de' } });
  });

  it("names the editor's page's languages, in the chooser's order, and nothing else", () => {
    expect(languageNames).toEqual(['fi', 'en', 'sv', 'no']);
    expect(editorLanguages.map((code) => languageNamed(code))).toEqual([...editorLanguages]);
    expect(languageNamed('nb')).toBeNull();
    expect(systemLanguage({ LANG: 'nb_NO.UTF-8' })).toBe('no-NO');
    expect(systemLanguage({ LANG: 'C.UTF-8' })).toBeNull();
  });
});

describe('the words of npm run cms', () => {
  // every key the command says a line with, read from its source (a key in quotes, as w('…') takes it)
  const source = readFileSync(new URL('../../../../scripts/cms.ts', import.meta.url), 'utf8');
  const said = [...new Set([...source.matchAll(/'((?:editor|pagePath)\.[\w.]+)'/g)].map((m) => m[1]!))];

  it('are keys of the string tables, each written in all four languages, and the Nordic ones are not English', () => {
    expect(said.length).toBeGreaterThan(20);
    for (const key of said) {
      expect(isStringKey(key), key).toBe(true);
      if (!isStringKey(key)) continue;
      for (const locale of localeCodes) expect(t(locale, key).trim(), `${locale} ${key}`).not.toBe('');
      for (const locale of ['fi-FI', 'sv-SE', 'no-NO'] as const) {
        // the field of a draft is all placeholders and quotation marks: only the marks are the language's
        if (/\p{L}/u.test(en[key].replace(/\{[^}]*\}/g, ''))) expect(t(locale, key), `${locale} ${key}`).not.toBe(en[key]);
      }
    }
  });

  it('have the help name every option the command takes', () => {
    const options = [...source.matchAll(/^ {2}'?([a-z-]+)'?: \{ type:/gm)].map((m) => `--${m[1]}`);
    expect(options.length).toBeGreaterThan(15);
    for (const locale of localeCodes) {
      const help = t(locale, 'editor.cli.help', { markets: '', languages: '' });
      for (const option of options) expect(help, `${locale} help`).toContain(option);
    }
  });
});
