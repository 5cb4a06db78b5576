import { act, configure, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closingServer } from '../../../test/closingServer';
import { pressNext, renderPlanPage } from '../../../test/planningPages';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const BASE = '/steps/finalize-your-case-for-support';
const words = (n: number) => Array.from({ length: n }, () => 'read').join(' ');
const area = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** Spec file 3 §5: each narrative screen, its question and its limit. */
const NARRATIVES = [
  { slug: 'letter-from-executive-director', label: 'Letter From the Executive Director', id: 1101, limit: 255 },
  { slug: 'our-story', label: 'Our Story', id: 1102, limit: 294 },
  { slug: 'call-for-more', label: 'Call For More', id: 1104, limit: 285 },
  { slug: 'annual-programs-summary', label: 'Annual Programs Summary', id: 1105, limit: 625 },
  { slug: 'join-us', label: 'Join Us', id: 1106, limit: 138 },
  { slug: 'impact-statement', label: 'Impact Statement', id: 1108, limit: 260 },
];

describe('module 11 narrative pages (spec file 3 §2, §4, §5)', () => {
  it.each(NARRATIVES)('$slug asks its question with the counter 0/$limit words', async ({ slug, label, limit }) => {
    closingServer();
    renderPlanPage(`${BASE}/${slug}`);
    const field = await screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
    expect(field).toHaveValue('');
    expect(screen.getByText(`0/${limit} words`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Instruction for ${label}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Model Answer for ${label}` })).toBeInTheDocument();
  });

  it.each(NARRATIVES)('$slug turns the counter red past $limit words, refuses Next with the limit and sends nothing', async ({ slug, label, limit }) => {
    const server = closingServer();
    renderPlanPage(`${BASE}/${slug}`);
    await screen.findByRole('textbox', { name: new RegExp(`^${label}`) });
    fireEvent.change(area(label), { target: { value: words(limit + 1) } });
    const counter = screen.getByText(`${limit + 1}/${limit} words`, { exact: false });
    expect(counter).toHaveTextContent(`${limit + 1}/${limit} words (Word limit exceeded)`);
    expect(counter).toHaveClass('answer__counter--over');
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText(`You cannot enter more than ${limit} words!`)).toBeInTheDocument();
    expect(server.sent('POST /answers')).toEqual([]);

    fireEvent.change(area(label), { target: { value: words(limit) } });
    expect(screen.getByText(`${limit}/${limit} words`)).not.toHaveClass('answer__counter--over');
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get(NARRATIVES.find((n) => n.slug === slug)!.id)?.answer).toBe(words(limit));
  });

  it('loads the saved letter and autosaves a change one second after the last keystroke, with its version', async () => {
    const server = closingServer();
    server.putAnswer(1101, 'Dear Friend,');
    renderPlanPage(`${BASE}/letter-from-executive-director`);
    await screen.findByDisplayValue('Dear Friend,');
    expect(screen.getByText('2/255 words')).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.change(area('Letter From the Executive Director'), { target: { value: 'Dear Friend, when I joined' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.sent('POST /answers')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.sent('POST /answers')).toEqual([
      { question_id: 1101, category_id: 11, answer: 'Dear Friend, when I joined', version: 1 },
    ]);
  });

  it('Our Vision is required and has no counter', async () => {
    const server = closingServer();
    renderPlanPage(`${BASE}/our-vision`);
    const field = await screen.findByRole('textbox', { name: /^Our Vision/ });
    expect(screen.queryByText(/words$/)).toBeNull();
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Answer is required!')).toBeInTheDocument();
    expect(field).toHaveFocus();
    // Long is fine: the vision has no limit on this screen.
    fireEvent.change(field, { target: { value: words(400) } });
    expect(screen.queryByText(/Word limit exceeded/)).toBeNull();
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get(1103)?.answer).toBe(words(400));
  });

  it('stays with "Please ensure your answer is saved before proceeding." when the save fails, and goes on once it succeeds', async () => {
    const server = closingServer();
    renderPlanPage(`${BASE}/join-us`);
    await screen.findByRole('textbox', { name: /^Join Us/ });
    server.fail('POST /answers', { status: 500, times: 1 });
    fireEvent.change(area('Join Us'), { target: { value: 'Give. Tutor. Open a door.' } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Please ensure your answer is saved before proceeding.')).toBeInTheDocument();
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get(1106)?.answer).toBe('Give. Tutor. Open a door.');
  });

  it('opens the model answer of the impact statement in the side panel', async () => {
    closingServer();
    renderPlanPage(`${BASE}/impact-statement`);
    await screen.findByRole('textbox', { name: /^Impact Statement/ });
    await userEvent.click(screen.getByRole('button', { name: 'Model Answer for Impact Statement' }));
    expect(screen.getByRole('dialog', { name: 'Model Answer' })).toHaveTextContent('Literacy changes lives one page at a time, and we count every page.');
  });
});
