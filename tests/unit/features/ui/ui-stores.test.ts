import { afterEach, describe, expect, it } from 'vitest';
import { cleanStores } from 'nanostores';
import {
  $notifications,
  MAX_NOTIFICATIONS,
  clearNotifications,
  createNotification,
  dismiss,
  notificationText,
  notify,
} from '../../../../src/features/ui/notifications';
import { $modal, closeModal, isOpen, openModal } from '../../../../src/features/ui/modal';

afterEach(() => {
  clearNotifications();
  closeModal();
  cleanStores($notifications, $modal);
});

describe('notifications', () => {
  it('default to success and carry an id', () => {
    const n = createNotification('Product added to cart');
    expect(n.type).toBe('success');
    expect(n.id).toMatch(/^n/);
    expect(createNotification('x').id).not.toBe(n.id);
  });

  it('refuse an empty message (spec 5)', () => {
    expect(() => createNotification('')).toThrow('A notification needs a message');
    expect(() => createNotification('   ', 'error')).toThrow();
  });

  it('use the fallback text when there is no message (spec 8)', () => {
    notify('', 'error', 'Something went wrong');
    expect($notifications.get()).toMatchObject([{ message: 'Something went wrong', type: 'error' }]);
  });

  it('show the something-went-wrong text for a notice with no message and no fallback (spec 8), never throw', () => {
    expect(() => notify('', 'error')).not.toThrow();
    notify(null, 'warning');
    const [first, second] = $notifications.get();
    expect(first).toMatchObject({ type: 'error' });
    expect(second).toMatchObject({ type: 'warning' });
    expect(notificationText(first!, 'Jokin meni vikaan')).toBe('Jokin meni vikaan');
    expect(notificationText(createNotification('Tuote lisätty ostoskoriin'), 'Jokin meni vikaan')).toBe('Tuote lisätty ostoskoriin');
  });

  it('keep the newest few and can be dismissed', () => {
    for (let i = 0; i < MAX_NOTIFICATIONS + 2; i++) notify(`m${i}`);
    expect($notifications.get().map((n) => n.message)).toEqual(['m2', 'm3', 'm4', 'm5']);
    dismiss($notifications.get()[0]!.id);
    expect($notifications.get()).toHaveLength(MAX_NOTIFICATIONS - 1);
  });
});

describe('modal', () => {
  it('opens one modal by name with its payload, backdrop close on by default', () => {
    openModal('firstInCart', { payload: { code: 'WASH1' } });
    expect($modal.get()).toEqual({ name: 'firstInCart', open: true, closeOnBackdropClick: true, payload: { code: 'WASH1' } });
    expect(isOpen($modal.get(), 'firstInCart')).toBe(true);
    expect(isOpen($modal.get(), 'cart')).toBe(false);
    openModal('terms', { closeOnBackdropClick: false });
    expect(isOpen($modal.get(), 'firstInCart')).toBe(false);
    expect($modal.get().closeOnBackdropClick).toBe(false);
    closeModal();
    expect($modal.get().open).toBe(false);
  });
});
