/**
 * The language `npm run cms` speaks to the editor: one of the editor's page's languages
 * (`editorLanguages`, the chooser's list), named on the command line by its short name (`fi`, `en`,
 * `sv`, `no`, each locale's `language`) or its code (`fi-FI`). Chosen by `--lang`, else `CMS_LANG`,
 * else the system's language (the first of LC_ALL, LC_MESSAGES and LANG that is set, as POSIX reads
 * them) when it is one of the four, else English, as the editor's page falls back to.
 */
import { getLocale, type LocaleCode } from '../../src/config/locales';
import { matchLanguageTag } from '../../src/lib/locale-detection';
import { editorLanguages, FALLBACK_LANGUAGE } from '../backend/server/editor/language';

/** The short names `--lang` and CMS_LANG take, in the chooser's order. */
export const languageNames: readonly string[] = editorLanguages.map((code) => getLocale(code).language);

/** The language a `--lang` or CMS_LANG value names (`fi`, `FI`, `fi-FI`), or null. */
export function languageNamed(value: string): LocaleCode | null {
  const name = value.trim().toLowerCase();
  return editorLanguages.find((code) => code.toLowerCase() === name || getLocale(code).language === name) ?? null;
}

/** The variables the choice reads. */
export interface LanguageEnv {
  CMS_LANG?: string | undefined;
  LC_ALL?: string | undefined;
  LC_MESSAGES?: string | undefined;
  LANG?: string | undefined;
}

/**
 * The system's language, when it is one of the editor's: the first of LC_ALL, LC_MESSAGES and LANG
 * that is set decides ('fi_FI.UTF-8', 'sv_SE@euro', 'nb_NO'); 'C', 'POSIX' or another language is
 * none of them.
 */
export function systemLanguage(env: LanguageEnv): LocaleCode | null {
  const setting = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  if (setting === undefined) return null;
  const tag = (setting.split(/[.@]/)[0] ?? '').replace(/_/g, '-');
  const match = tag === '' ? null : matchLanguageTag(tag);
  return match && editorLanguages.includes(match.locale) ? match.locale : null;
}

export interface LanguageChoice {
  lang: LocaleCode;
  /** where it came from */
  from: 'flag' | 'env' | 'system' | 'fallback';
  /** a `--lang` or CMS_LANG that names no language: the command refuses it, in `lang` (what the rest of the rule gives) */
  refused?: { from: 'flag' | 'env'; value: string };
}

/** The editor's language for `npm run cms`: `--lang`, else CMS_LANG, else the system's, else English. */
export function cmsLanguage(flag: string | undefined, env: LanguageEnv): LanguageChoice {
  if (flag !== undefined) {
    const named = languageNamed(flag);
    return named ? { lang: named, from: 'flag' } : { ...fromEnv(env), refused: { from: 'flag', value: flag } };
  }
  return fromEnv(env);
}

function fromEnv(env: LanguageEnv): LanguageChoice {
  // an empty variable is an unset one, as the shell's `CMS_LANG= npm run cms` means
  if (env.CMS_LANG !== undefined && env.CMS_LANG !== '') {
    const named = languageNamed(env.CMS_LANG);
    if (named) return { lang: named, from: 'env' };
    const { lang, from } = fromSystem(env);
    return { lang, from, refused: { from: 'env', value: env.CMS_LANG } };
  }
  return fromSystem(env);
}

function fromSystem(env: LanguageEnv): LanguageChoice {
  const system = systemLanguage(env);
  return system ? { lang: system, from: 'system' } : { lang: FALLBACK_LANGUAGE, from: 'fallback' };
}
