import { describe, expect, it } from 'vitest';
import { customerLabel, emptyCustomer } from '../../../../src/features/account/customer';
import { ACCOUNT_CHANGED_EVENT, AUTH_PATH, AUTHORIZED, USER_STATUS_HEADER } from '../../../../src/features/account/paths';
import { localeCodes } from '../../../../src/config/locales';
import { t } from '../../../../src/i18n/t';
import {
  accountLinkName,
  KEY,
  STARTUP_AUTH_PATH,
  STARTUP_AUTHORIZED,
  STARTUP_CHANGE_EVENT,
  STARTUP_STATUS_HEADER,
  storedLabelCustomer,
} from '../../../../src/features/account/startup';
import { CUSTOMER_STORAGE_KEY } from '../../../../src/features/account/stores';

describe('the account startup script', () => {
  it('keeps its own copies of the shared values equal to the originals', () => {
    expect(KEY).toBe(CUSTOMER_STORAGE_KEY);
    expect(STARTUP_AUTH_PATH).toBe(AUTH_PATH);
    expect(STARTUP_STATUS_HEADER).toBe(USER_STATUS_HEADER);
    expect(STARTUP_AUTHORIZED).toBe(AUTHORIZED);
    expect(STARTUP_CHANGE_EVENT).toBe(ACCOUNT_CHANGED_EVENT);
  });

  it('labels as the customer rule does', () => {
    for (const stored of [
      { loggedIn: true, firstname: 'Aino' },
      { loggedIn: false, firstname: 'Aino' },
      { loggedIn: true, firstname: '' },
    ]) {
      const raw = JSON.stringify(stored);
      const read = storedLabelCustomer(raw);
      expect(read).toEqual(stored);
      expect(customerLabel({ ...emptyCustomer(), ...read }, 'Log in')).toBe(stored.loggedIn && stored.firstname ? stored.firstname : 'Log in');
    }
  });

  it.each([...localeCodes])('names the logged-in link for what it is, starting with the first name, in %s', (locale) => {
    const login = t(locale, 'account.login');
    const name = accountLinkName('Erik', login, t(locale, 'account.linkName'));
    expect(name).toMatch(/^Erik, \S/);
    expect(name).toContain(t(locale, 'account.menu').toLowerCase());
    // the login text names itself
    expect(accountLinkName(login, login, t(locale, 'account.linkName'))).toBeNull();
  });
});
