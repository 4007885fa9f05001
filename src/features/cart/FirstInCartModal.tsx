/** The first-in-cart modal (spec 4): opened when the first product goes into an empty cart. */
import { useStore } from '@nanostores/react';
import { Modal } from '../ui/Modal';
import { $modal, closeModal } from '../ui/modal';
import { fill } from '../../i18n/fill';
import type { ShellStrings } from './strings';
import { FIRST_IN_CART_MODAL } from './stores';

export interface FirstInCartModalProps {
  strings: ShellStrings;
  checkoutHref: string;
}

export function FirstInCartModal({ strings: s, checkoutHref }: FirstInCartModalProps) {
  const modal = useStore($modal);
  const payload = modal.payload as { name?: unknown } | null;
  const name = typeof payload?.name === 'string' ? payload.name : '';
  return (
    <Modal
      name={FIRST_IN_CART_MODAL}
      title={s['firstInCart.title']}
      closeLabel={s.close}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={() => closeModal()}>
            {s['cart.continue']}
          </button>
          <a className="button" href={checkoutHref} data-autofocus>
            {s['cart.checkout']}
          </a>
        </>
      }
    >
      <p>{fill(s['firstInCart.text'], { name })}</p>
    </Modal>
  );
}
