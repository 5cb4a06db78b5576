import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AutosaveStatus } from '../../lib/useAutosave';
import { AnswerField, TEXTAREA_MAX_HEIGHT_PX, type AnswerFieldProps } from './AnswerField';

const MISSION =
  'Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and use English with confidence.';

function Controlled(props: Partial<AnswerFieldProps> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return <AnswerField label="Mission Statement" value={value} onChange={setValue} {...rest} />;
}

const words = (n: number) => Array.from({ length: n }, () => 'read').join(' ');

describe('AnswerField', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the text area by its label and describes it by the question', () => {
    render(<Controlled question="What is your organization's mission?" placeholder="Write your mission statement here..." />);
    const area = screen.getByRole('textbox', { name: 'Mission Statement' });
    expect(area).toHaveAccessibleDescription("What is your organization's mission?");
    expect(area).toHaveAttribute('placeholder', 'Write your mission statement here...');
    expect(area).toHaveAttribute('aria-required', 'true');
  });

  it('counts words as the user types, as n/70 words', async () => {
    const user = userEvent.setup();
    render(<Controlled wordLimit={70} />);
    const area = screen.getByRole('textbox', { name: 'Mission Statement' });
    expect(screen.getByText('0/70 words')).toBeInTheDocument();
    await user.type(area, 'We teach  adults\nto read');
    expect(screen.getByText('5/70 words')).toBeInTheDocument();
    expect(area).toHaveAccessibleDescription('5/70 words');
  });

  it('turns the counter red with (Word limit exceeded) past the limit, and says so once to screen readers', () => {
    render(<Controlled wordLimit={70} initial={words(71)} />);
    const counter = screen.getByText('71/70 words', { exact: false });
    expect(counter).toHaveTextContent('71/70 words (Word limit exceeded)');
    expect(counter).toHaveClass('answer__counter--over');
    expect(screen.getByText('Word limit exceeded', { selector: '[role="status"]' })).toBeInTheDocument();
  });

  it('shows no error before the page tried to move on', () => {
    render(<Controlled wordLimit={70} initial={words(80)} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the required error once the page tried to move on, and clears it as soon as text is entered', async () => {
    const user = userEvent.setup();
    render(<Controlled showErrors />);
    const area = screen.getByRole('textbox', { name: 'Mission Statement' });
    expect(screen.getByRole('alert')).toHaveTextContent('Answer is required!');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Answer is required!');
    await user.type(area, 'Literacy');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(area).not.toHaveAttribute('aria-invalid');
  });

  it('words the required error as the page asks', () => {
    render(<Controlled showErrors requiredMessage="Societal Change answer is required!" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Societal Change answer is required!');
  });

  it('refuses more than 70 words with the spec message once the page tried to move on', () => {
    render(<Controlled showErrors wordLimit={70} initial={words(71)} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You cannot enter more than 70 words!');
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(
      '71/70 words (Word limit exceeded) You cannot enter more than 70 words!',
    );
  });

  it('shows an error the page gives even before a Next', () => {
    render(<Controlled initial={MISSION} error="Failed to load your previous answer. You can still create a new one." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your previous answer. You can still create a new one.');
  });

  it.each<[AutosaveStatus, string]>([
    ['saving', 'Saving...'],
    ['saved', 'All changes saved'],
  ])('shows the autosave status %s as %s in a polite status line', (status, text) => {
    render(<Controlled initial={MISSION} saveStatus={status} />);
    expect(screen.getByText(text).closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a failed save in red with the spec message', () => {
    render(<Controlled initial={MISSION} saveStatus="error" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save your answer. Please try again.');
  });

  it('offers Reload on a conflict and keeps the text on screen', async () => {
    const user = userEvent.setup();
    const onReload = vi.fn();
    render(<Controlled initial={MISSION} saveStatus="conflict" onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Someone else saved this answer while you were editing.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox')).toHaveValue(MISSION);
  });

  it('opens the instruction and the model answer in the side panel, one at a time', async () => {
    const user = userEvent.setup();
    render(<Controlled instruction="Say what you do, for whom, and why." modelAnswer={MISSION} />);
    const instruction = screen.getByRole('button', { name: 'Instruction for Mission Statement' });
    const model = screen.getByRole('button', { name: 'Model Answer for Mission Statement' });
    await user.click(instruction);
    expect(screen.getByRole('dialog', { name: 'Instruction' })).toHaveTextContent('Say what you do, for whom, and why.');
    expect(instruction).toHaveAttribute('aria-expanded', 'true');
    await user.click(model);
    expect(screen.queryByRole('dialog', { name: 'Instruction' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Model Answer' })).toHaveTextContent(MISSION);
    expect(model).toHaveAttribute('aria-expanded', 'true');
    expect(instruction).toHaveAttribute('aria-expanded', 'false');
  });

  it('has no help buttons for a question without help texts', () => {
    render(<Controlled />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('grows with its text up to 450 px', async () => {
    const user = userEvent.setup();
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get');
    scrollHeight.mockImplementation(function (this: HTMLElement) {
      return this instanceof HTMLTextAreaElement ? 100 + this.value.length * 10 : 0;
    });
    render(<Controlled />);
    const area = screen.getByRole('textbox');
    await user.type(area, 'abcdefghij');
    expect(area.style.height).toBe('200px');
    await user.type(area, 'x'.repeat(40));
    expect(area.style.height).toBe(`${TEXTAREA_MAX_HEIGHT_PX}px`);
  });

  it('passes axe with its counter, error, status and open panel', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Controlled
        question="What is your organization's mission?"
        wordLimit={70}
        initial={words(71)}
        showErrors
        saveStatus="saved"
        instruction="Say what you do."
        modelAnswer={MISSION}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Model Answer for Mission Statement' }));
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
