import { describe, expect, it } from 'vitest';
import { validationRequestSchema } from '../../../../src/cms/commerce-requests';
import { orderRequestSchema } from '../../../../src/features/checkout/order-request';

describe('cart and order bodies', () => {
  it('refuse a product code named more than once, in validation as in orders', () => {
    const three = [1, 2, 3].map(() => ({ code: 'WASH-PREMIUM', quantity: 99 }));
    const validation = validationRequestSchema.safeParse({ items: three.map((i) => ({ ...i, showUpsell: true })) });
    expect(validation.success).toBe(false);
    expect(validation.error?.issues[0]?.message).toBe('each product code may appear once');
    const order = orderRequestSchema.safeParse({ idempotencyKey: 'k'.repeat(32), items: three, customer: {}, paymentMethodType: 'card' });
    expect(order.error?.issues.some((i) => i.message === 'each product code may appear once')).toBe(true);
    expect(validationRequestSchema.safeParse({ items: [{ code: 'WASH-PREMIUM', quantity: 99, showUpsell: true }] }).success).toBe(true);
  });
});
