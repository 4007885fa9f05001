/**
 * Per-market site settings that are configuration rather than content: customer-service numbers and
 * the external hubs of spec 2.2 (account hub, my pages, car-wash site). Hosts come from the
 * configuration; the defaults are placeholders on reserved `.example` hosts.
 */
import type { LocaleCode } from './locales';

export interface MarketContacts {
  /** toll-free 24h customer service, E.164 */
  customerService: string;
  /** phone line for reporting a problem with the site or a station */
  reportProblem: string;
  /** feedback / contact line */
  feedback: string;
}

export const contacts: Record<LocaleCode, MarketContacts> = {
  'fi-FI': { customerService: '+358800123456', reportProblem: '+358201234567', feedback: '+358201234500' },
  'en-EU': { customerService: '+358800123456', reportProblem: '+358201234567', feedback: '+358201234500' },
  'sv-SE': { customerService: '+46200123456', reportProblem: '+46812345670', feedback: '+46812345600' },
  'no-NO': { customerService: '+4780012345', reportProblem: '+4722123456', feedback: '+4722123400' },
};

export const hubKeys = ['accountHub', 'myPages', 'carWash'] as const;
export type HubKey = (typeof hubKeys)[number];

/** The hubs' placeholder hosts; HUB_<KEY>_<LOCALE> overrides them (src/config/schema.ts). */
export const hubDefaults: Record<HubKey, Partial<Record<LocaleCode, string>>> = {
  accountHub: {
    'fi-FI': 'https://account.nordicenergy.example/fi',
    'en-EU': 'https://account.nordicenergy.example/en',
    'sv-SE': 'https://account.nordicenergy.example/sv',
    'no-NO': 'https://account.nordicenergy.example/no',
  },
  myPages: { 'fi-FI': 'https://my.nordicenergy.example/fi', 'en-EU': 'https://my.nordicenergy.example/en' },
  carWash: { 'fi-FI': 'https://carwash.nordicenergy.example/fi', 'en-EU': 'https://carwash.nordicenergy.example/en' },
};

/**
 * The external hub URL of a market from the configuration's hubs, or null where the hub does not
 * exist (my pages and the car-wash site are fi and en only).
 */
export function hubUrl(hubs: Record<HubKey, Partial<Record<LocaleCode, string>>>, key: HubKey, locale: LocaleCode): string | null {
  return hubs[key][locale] ?? null;
}
