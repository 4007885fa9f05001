/**
 * The notice after a failed payment (spec 8): 'Payment failed, please try again or contact customer
 * service'; the Finnish one names the toll-free 24 h number (src/config/site.ts), written as the
 * market writes it (src/lib/phone-display.ts).
 */
import type { LocaleCode } from '../../config/locales';
import { contacts } from '../../config/site';
import { fill } from '../../i18n/fill';
import { shownE164 } from '../../lib/phone-display';

/** `template` is the locale's 'checkout.paymentFailed'. */
export function paymentFailedNotice(template: string, locale: LocaleCode): string {
  return fill(template, { phone: shownE164(contacts[locale].customerService, locale).text }, locale);
}
