/** The header label rule (spec 3), on its own so the startup script carries nothing else. */

/** The first name when logged in, otherwise the translated 'login'. */
export function customerLabel(customer: { loggedIn: boolean; firstname: string }, loginText: string): string {
  return customer.loggedIn && customer.firstname.trim() !== '' ? customer.firstname : loginText;
}
