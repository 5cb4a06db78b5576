import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PM } from '../../config/planMessages';
import { HelpPanel, TYPING_MS_PER_CHAR } from './HelpPanel';

const TEXT = `Riverbend Literacy Alliance helps adults read.

1. Tutoring.
2. Reading nights.`;

/** The text a sighted user sees in the typed copy (what is not typed yet is invisible). */
function visibleText(): string {
  const typed = screen.getByTestId('help-panel-typed').cloneNode(true) as HTMLElement;
  typed.querySelectorAll('.help-panel__rest').forEach((n) => n.remove());
  return typed.textContent ?? '';
}

function reduceMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function Harness({ text = TEXT }: { text?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-controls="panel" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Model Answer
      </button>
      <input aria-label="Elsewhere" />
      <HelpPanel id="panel" open={open} title="Model Answer" text={text} onClose={() => setOpen(false)} />
    </div>
  );
}

describe('HelpPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('types the text out at 10 ms per character', () => {
    vi.useFakeTimers();
    render(<HelpPanel id="p" open title="Instruction" text="Read every day." onClose={() => undefined} />);
    expect(TYPING_MS_PER_CHAR).toBe(10);
    expect(visibleText()).toBe('');
    act(() => vi.advanceTimersByTime(40));
    expect(visibleText()).toBe('Read');
    act(() => vi.advanceTimersByTime(110));
    expect(visibleText()).toBe('Read every day.');
  });

  it('types a list item only once the text before it is typed', () => {
    vi.useFakeTimers();
    render(<HelpPanel id="p" open title="Instruction" text={'Ab\n\n1. Cd'} onClose={() => undefined} />);
    act(() => vi.advanceTimersByTime(20));
    const item = within(screen.getByTestId('help-panel-typed')).getByText('Cd', { exact: false }).closest('li');
    expect(item).toHaveClass('help-panel__rest');
    act(() => vi.advanceTimersByTime(10));
    expect(item).not.toHaveClass('help-panel__rest');
    expect(visibleText()).toBe('AbC');
  });

  it('introduces the sample organization as fictional above a model answer, and never above an instruction', () => {
    reduceMotion(true);
    const { unmount } = render(<HelpPanel id="p" open title={PM.MODEL_ANSWER} text={TEXT} onClose={() => undefined} />);
    const note = within(screen.getByRole('dialog', { name: 'Model Answer' })).getByText(PM.MODEL_ANSWER_NOTE);
    expect(note).toHaveTextContent(/Riverbend Literacy Alliance, a fictional adult-literacy nonprofit/);
    // Shown whole, before the answer, outside the typed copy.
    expect(note.closest('[data-testid="help-panel-typed"]')).toBeNull();
    expect(note.compareDocumentPosition(screen.getByTestId('help-panel-typed')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    unmount();
    render(<HelpPanel id="p" open title={PM.INSTRUCTION} text={TEXT} onClose={() => undefined} />);
    expect(screen.queryByText(PM.MODEL_ANSWER_NOTE)).toBeNull();
  });

  it('shows the whole text at once when the user prefers reduced motion', () => {
    reduceMotion(true);
    render(<HelpPanel id="p" open title="Instruction" text="Read every day." onClose={() => undefined} />);
    expect(visibleText()).toBe('Read every day.');
  });

  it('gives screen readers the whole text at once, with its paragraph and list, and hides the typed copy', () => {
    vi.useFakeTimers();
    render(<HelpPanel id="p" open title="Model Answer" text={TEXT} onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Model Answer' });
    expect(screen.getByTestId('help-panel-typed')).toHaveAttribute('aria-hidden', 'true');
    // Nothing is typed yet (no timer has run), and the hidden copy already holds all of it.
    const spoken = within(dialog).getByText('Riverbend Literacy Alliance helps adults read.', { ignore: '[aria-hidden="true"] *' });
    expect(spoken.closest('.visually-hidden')).not.toBeNull();
    expect(visibleText()).toBe('');
    expect(within(dialog).getByRole('list')).toHaveAttribute('start', '1');
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Tutoring.', 'Reading nights.']);
  });

  it('moves focus into the panel and back to its button when the close button closes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Model Answer' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Model Answer' });
    expect(dialog).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close Model Answer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Model Answer' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Model Answer' })).toHaveFocus();
  });

  it('closes on a click outside it and leaves focus where the user clicked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Model Answer' }));
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('stays open on a click inside it', () => {
    const onClose = vi.fn();
    render(<HelpPanel id="p" open title="Instruction" text="Read every day." onClose={onClose} />);
    fireEvent.mouseDown(screen.getByRole('heading', { name: 'Instruction' }));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves a click on the button that controls it to that button, which toggles it closed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Model Answer' });
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.click(opener);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});
