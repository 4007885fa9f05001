import { describe, expect, it } from 'vitest';
import { dropLoginOutcome, isLoginFailed, LOGIN_FAILED_QUERY } from '../../../src/lib/login-outcome';

describe('the failed-login mark on the account page', () => {
  it('is what the routes write and the island reads: the island finds the mark the routes put on the address', () => {
    const address = new URL(`/en-EU/account?${LOGIN_FAILED_QUERY}`, 'http://site.invalid');
    expect(address.search).toBe('?login=failed');
    expect(isLoginFailed(address.searchParams)).toBe(true);
  });

  it('is read only as the mark: another value or another name is not a failed login', () => {
    for (const query of ['', 'login=ok', 'login=', 'logins=failed', 'next=login%3Dfailed'])
      expect(isLoginFailed(new URLSearchParams(query)), query).toBe(false);
  });

  it('comes off the address and leaves the rest of the query as it was', () => {
    const params = new URLSearchParams(`utm_source=mail&${LOGIN_FAILED_QUERY}&tab=cards`);
    dropLoginOutcome(params);
    expect(params.toString()).toBe('utm_source=mail&tab=cards');
    expect(isLoginFailed(params)).toBe(false);
  });
});
