import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/utils';
import { CompletionToastView } from './CompletionToastView';

afterEach(() => vi.useRealTimers());

const toast = { resource: 'Talking Points', href: '/fundraising-collateral?highlight=talking-points' };

describe('the completion toast (spec §2)', () => {
  it('is titled "Well done!", 392 px wide, takes the focus and closes by itself after 10 seconds', async () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    renderRoute(
      <>
        <button type="button">behind</button>
        <CompletionToastView toast={toast} onClose={onClose} />
      </>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Well done!' });
    expect(dialog).toHaveStyle({ width: '392px' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'View Talking Points' })).toHaveFocus();
    // A layer over the page takes the pointer.
    expect(dialog.parentElement).toHaveClass('toast-layer');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_999);
    });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus inside and closes on Escape', async () => {
    const onClose = vi.fn();
    renderRoute(<CompletionToastView toast={toast} onClose={onClose} />);
    const link = screen.getByRole('link', { name: 'View Talking Points' });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
