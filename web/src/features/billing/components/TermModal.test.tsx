import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_PLANS } from '../plans';
import { TermModal } from './TermModal';

const pro = FALLBACK_PLANS[0];

function setup(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <>
      <button type="button">opener</button>
      <TermModal
        plan={pro}
        title="Choose Your Renewal Plan"
        confirmLabel="Renew Plan"
        onCancel={onCancel}
        onConfirm={onConfirm}
        busy={busy}
      />
    </>,
  );
  return { onConfirm, onCancel };
}

describe('TermModal', () => {
  it('is a labelled modal dialog with both terms worded as the spec says', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Renewal Plan' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('radio', { name: /Monthly Plan/ })).toBeInTheDocument();
    expect(screen.getByText('$150 per month, billed monthly')).toBeInTheDocument();
    expect(screen.getByText('$1,200 per year, billed annually')).toBeInTheDocument();
    expect(screen.getByText('Save $600')).toBeInTheDocument();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('says "Please Select a Plan!" when no term is chosen', async () => {
    const { onConfirm } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Renew Plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Select a Plan!');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms the chosen term from the keyboard', async () => {
    const { onConfirm } = setup();
    await userEvent.click(screen.getByRole('radio', { name: /Yearly Plan/ }));
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('year');
  });

  it('keeps Tab inside the dialog and closes on Escape or Cancel', async () => {
    const { onCancel } = setup();
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('disables the choices while processing', () => {
    setup(true);
    expect(screen.getByRole('radio', { name: /Monthly Plan/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
