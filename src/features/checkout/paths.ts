/**
 * Where the checkout lives in each locale. The checkout is a CMS page (a standard page whose body
 * is one `checkout` block, placed by the content generator at these paths), so it is pre-rendered,
 * localized and linked like any page; the block mounts the checkout island. The payment step
 * returns here with ?order=…&payment=paid|failed.
 */
import type { LocaleCode } from '../../config/locales';
import { pathTable } from '../../i18n/paths';

export const checkoutPaths: Readonly<Record<LocaleCode, string>> = pathTable.checkout;
