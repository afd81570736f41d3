import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ModalDialog } from './modal-dialog';

/** What jsdom's dialog has of showModal and close, put back after each test replaces them. */
const jsdomDialog = Object.getOwnPropertyDescriptors(HTMLDialogElement.prototype);

afterEach(() => {
  cleanup();
  Object.defineProperties(HTMLDialogElement.prototype, {
    showModal: jsdomDialog.showModal ?? { value: undefined, writable: true, configurable: true },
    close: jsdomDialog.close ?? { value: undefined, writable: true, configurable: true },
  });
});

describe('ModalDialog', () => {
  it('opens modal through the browser, named by its title, with its content only while open', () => {
    // jsdom has no showModal; a browser's puts the dialog in the top layer and the page inert.
    const showModal = vi.fn(function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    });
    const close = vi.fn(function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    });
    Object.assign(HTMLDialogElement.prototype, { showModal, close });
    const { rerender } = render(
      <ModalDialog isOpen={false} title="Confirm it’s you" onDismiss={() => undefined}>
        <p>Your password, please.</p>
      </ModalDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Your password, please.')).toBeNull();
    rerender(
      <ModalDialog isOpen title="Confirm it’s you" onDismiss={() => undefined}>
        <p>Your password, please.</p>
      </ModalDialog>,
    );
    expect(showModal).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Confirm it’s you' })).toHaveTextContent(
      'Your password, please.',
    );
    rerender(
      <ModalDialog isOpen={false} title="Confirm it’s you" onDismiss={() => undefined}>
        <p>Your password, please.</p>
      </ModalDialog>,
    );
    expect(close).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks its owner to dismiss it on Escape instead of closing by itself', () => {
    Object.assign(HTMLDialogElement.prototype, { showModal: undefined, close: undefined });
    const onDismiss = vi.fn();
    render(
      <ModalDialog isOpen title="Confirm it’s you" onDismiss={onDismiss}>
        <p>Content</p>
      </ModalDialog>,
    );
    // Without showModal it still opens, in place.
    const dialog = screen.getByRole('dialog', { name: 'Confirm it’s you' });
    const escape = new Event('cancel', { cancelable: true });
    fireEvent(dialog, escape);
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog).toHaveAttribute('open');
  });
});
