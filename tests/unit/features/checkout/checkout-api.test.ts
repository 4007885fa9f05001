import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeOrder, OrderCallError, UNANSWERED_RETRY_MS, validateCartCall } from '../../../../src/features/checkout/api';
import type { ValidationRequest } from '../../../../src/cms/commerce-requests';
import { answer } from '../cart/cart-fixtures';

const body: ValidationRequest = { items: [{ quantity: 1, code: 'wash-premium', showUpsell: true }] };
/** What fetch does when no answer comes (Safari's words for a fetch of a page being left). */
const noAnswer = () => Promise.reject(new TypeError('Load failed'));
const answered = (status: number, json: unknown) =>
  Promise.resolve(new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.useFakeTimers();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Settles `call` while the fake clock runs through every retry wait. */
async function settle<T>(call: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  const outcome = call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return outcome;
}

describe('the cart validation call', () => {
  it('asks again when a call got no answer, after the waits it names, and takes the answer that comes', async () => {
    fetchMock
      .mockImplementationOnce(noAnswer)
      .mockImplementationOnce(noAnswer)
      .mockImplementationOnce(() => answered(200, answer(body)));
    const call = validateCartCall(body, 'en-EU');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UNANSWERED_RETRY_MS[0] - 1);
    expect(fetchMock, 'not before the first wait is over').toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const { value } = await settle(call);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(value?.totals).toEqual(answer(body).totals);
  });

  it('for any run of outcomes: asks until the first answer, at most three times, and that answer decides', async () => {
    // an outcome is no answer (null) or an answer with that status
    const outcome = fc.oneof(fc.constant(null), fc.constantFrom(200, 400, 502));
    await fc.assert(
      fc.asyncProperty(fc.array(outcome, { minLength: 1, maxLength: 5 }), async (outcomes) => {
        fetchMock.mockReset();
        let n = 0;
        fetchMock.mockImplementation(() => {
          const status = outcomes[Math.min(n++, outcomes.length - 1)];
          return status === null || status === undefined ? noAnswer() : answered(status, status === 200 ? answer(body) : { error: 'refused' });
        });
        // the model: the first answer within the attempts decides; none at all is a failure
        const attempts = UNANSWERED_RETRY_MS.length + 1;
        const padded = Array.from({ length: attempts }, (_, i) => outcomes[Math.min(i, outcomes.length - 1)]);
        const first = padded.findIndex((o) => o !== null);
        const { value, error } = await settle(validateCartCall(body, 'en-EU'));
        expect(fetchMock).toHaveBeenCalledTimes(first === -1 ? attempts : first + 1);
        if (first === -1) expect(String(error)).toMatch(/Load failed/);
        else if (padded[first] === 200) expect(value?.totals).toEqual(answer(body).totals);
        else expect(error).toMatchObject({ status: padded[first], code: 'refused' });
      }),
      { numRuns: 60 },
    );
  });

  it('fails once every attempt went unanswered, so spec 8 still empties the cart when the network is down', async () => {
    fetchMock.mockImplementation(noAnswer);
    const { error } = await settle(validateCartCall(body, 'en-EU'));
    expect(fetchMock).toHaveBeenCalledTimes(UNANSWERED_RETRY_MS.length + 1);
    expect(String(error)).toMatch(/Load failed/);
  });

  it('never asks again after an answer, even an error status', async () => {
    fetchMock.mockImplementation(() => answered(502, { error: 'upstream_failed' }));
    const { error } = await settle(validateCartCall(body, 'en-EU'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(OrderCallError);
    expect(error).toMatchObject({ status: 502, code: 'upstream_failed' });
  });

  it('validates the products again without an address the server refused, so the cart is not lost over it', async () => {
    const refusal = {
      error: 'invalid_fields',
      message: 'customerEmail: fails the email rule',
      fields: { customerEmail: { rule: 'email', message: 'Check the email address' } },
    };
    fetchMock.mockImplementationOnce(() => answered(400, refusal)).mockImplementationOnce(() => answered(200, answer(body)));
    const { value } = await settle(validateCartCall({ ...body, customerEmail: 'stale@page' }, 'en-EU'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const sent = (call: number) => JSON.parse(fetchMock.mock.calls[call]![1]!.body as string) as unknown;
    expect(sent(0)).toHaveProperty('customerEmail', 'stale@page');
    expect(sent(1)).not.toHaveProperty('customerEmail');
    expect(value?.totals).toEqual(answer(body).totals);
  });

  it('lets a refusal of the products fail as it is (spec 8), and reads only the fields that name a rule', async () => {
    const refusal = { error: 'invalid_fields', fields: { customerEmail: { rule: 'email' }, other: { rule: 'no-such-rule' }, bad: 'x' } };
    fetchMock.mockImplementation(() => answered(400, { error: 'invalid_body', message: 'items: Required' }));
    const { error } = await settle(validateCartCall({ ...body, customerEmail: 'a@b.fi' }, 'en-EU'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ status: 400, code: 'invalid_body', fields: {} });
    fetchMock.mockReset();
    fetchMock.mockImplementation(() => answered(400, refusal));
    const again = await settle(validateCartCall(body, 'en-EU'));
    // no address was sent, so the refusal is the cart's own
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((again.error as OrderCallError).fields).toEqual({ customerEmail: { rule: 'email' } });
  });

  it("never asks an order's call again: a call without an answer fails at once", async () => {
    fetchMock.mockImplementation(noAnswer);
    const { error } = await settle(completeOrder('NE-1', 'en-EU'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(TypeError);
  });
});
