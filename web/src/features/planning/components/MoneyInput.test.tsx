import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './MoneyInput';

const LABEL = 'Year 1 amount for Tutor stipends';

function Harness({ initial = 0, onBlur }: { initial?: number; onBlur?: () => void }) {
  const [cents, setCents] = useState(initial);
  return (
    <>
      <MoneyInput label={LABEL} cents={cents} onChange={setCents} onBlur={onBlur} />
      <output aria-label="cents">{cents}</output>
      <button type="button" onClick={() => setCents(18_650_000)}>
        Load
      </button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: LABEL });
const cents = () => screen.getByRole('status', { name: 'cents' }).textContent;

describe('MoneyInput', () => {
  it('is named by its label and reads what is typed as exact cents', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '1200.29');
    expect(cents()).toBe('120029');
    expect(input()).toHaveValue('1200.29');
  });

  it('shows the amount with thousands separators when it is not focused', async () => {
    const user = userEvent.setup();
    render(<Harness initial={41_200_000} />);
    expect(input()).toHaveValue('412,000');
    await user.clear(input());
    await user.type(input(), '1234567');
    expect(input()).toHaveValue('1234567');
    await user.tab();
    expect(input()).toHaveValue('1,234,567');
    expect(cents()).toBe('123456700');
  });

  it('drops a typed minus sign, so a negative amount becomes positive', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '-250');
    expect(input()).toHaveValue('250');
    expect(cents()).toBe('25000');
  });

  it('strips commas wherever they are typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '12,00');
    expect(cents()).toBe('120000');
  });

  it('counts empty text as 0 and then shows its placeholder', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5000} />);
    await user.clear(input());
    expect(cents()).toBe('0');
    await user.tab();
    expect(input()).toHaveValue('');
    expect(input()).toHaveAttribute('placeholder', '0');
  });

  it('is not changed by the arrow keys or the mouse wheel', async () => {
    const user = userEvent.setup();
    render(<Harness initial={120_000} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    fireEvent.wheel(input(), { deltaY: -100 });
    expect(input()).toHaveValue('1,200');
    expect(cents()).toBe('120000');
    expect(input()).toHaveAttribute('type', 'text');
  });

  it('counts text that is no amount as 0 and keeps it on screen with the reason', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5000} />);
    await user.clear(input());
    await user.type(input(), '12.345');
    expect(cents()).toBe('0');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('An amount can have at most 2 decimals (cents).');
    await user.tab();
    expect(input()).toHaveValue('12.345');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(cents()).toBe('1234');
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('shows an amount the page sets from outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Load' }));
    expect(input()).toHaveValue('186,500');
  });

  it('tells the page when it loses focus', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(<Harness onBlur={onBlur} />);
    await user.type(input(), '7');
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
