import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '../../../generated/messages';
import { QUESTIONS_CACHE_MS } from '../../../lib/resources/questions';
import { pressNext, renderPlanPage } from '../../../test/planningPages';
import { planningServer } from '../../../test/planningServer';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const SOCIETAL = '/steps/aspirational-vision/societal-challenge';
const MISSION = '/steps/aspirational-vision/mission-statement';
const CHALLENGE =
  'About 28,000 adults in Riverbend County, roughly one in six, read below a sixth-grade level, and about 9,000 speak English less than very well.';
const SOLUTION = 'The Alliance takes literacy help to where adults already are, free of charge and at times they can manage.';
const MISSION_TEXT =
  'Riverbend Literacy Alliance helps adults and families in Riverbend County learn to read, write and speak English with confidence.';

const area = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const words = (n: number) => Array.from({ length: n }, () => 'read').join(' ');

describe('question pages (spec §2 common behaviour, §4, §5)', () => {
  it('says Loading data... and then shows each question with its placeholder, question, Instruction and Model Answer', async () => {
    const server = planningServer();
    const release = server.hold('GET /answers');
    renderPlanPage(SOCIETAL);
    expect(await screen.findByText('Loading data...')).toBeInTheDocument();
    release();
    const change = await screen.findByRole('textbox', { name: /^Societal Change/ });
    expect(change).toHaveAttribute('placeholder', 'Describe the societal challenge your organization addresses...');
    expect(change).toHaveAccessibleDescription('What societal challenge does your organization exist to address?');
    expect(area('Solution')).toHaveAttribute('placeholder', "Describe your organization's solution...");
    await userEvent.click(screen.getByRole('button', { name: 'Model Answer for Solution' }));
    const panel = screen.getByRole('dialog', { name: 'Model Answer' });
    expect(panel).toHaveTextContent('The Alliance takes literacy help to where adults already are');
    // One read for both questions, in their order.
    const read = server.calls.find((c) => c.method === 'GET' && c.path === '/answers')!;
    expect(read.query.getAll('question_id')).toEqual(['301', '302']);
  });

  it('loads the saved answers into their fields', async () => {
    const server = planningServer();
    server.putAnswer('organization', 301, CHALLENGE);
    renderPlanPage(SOCIETAL);
    expect(await screen.findByDisplayValue(CHALLENGE)).toBe(area('Societal Change'));
    expect(area('Solution')).toHaveValue('');
  });

  it('shows no error until Next, then the page words each one and stays; errors follow the text from then on', async () => {
    planningServer();
    renderPlanPage(SOCIETAL);
    await screen.findByRole('textbox', { name: /^Societal Change/ });
    expect(screen.queryByRole('alert')).toBeNull();

    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Societal Change answer is required!')).toBeInTheDocument();
    expect(screen.getByText('Solution answer is required!')).toBeInTheDocument();
    expect(area('Societal Change')).toHaveFocus();

    fireEvent.change(area('Societal Change'), { target: { value: CHALLENGE } });
    expect(screen.queryByText('Societal Change answer is required!')).toBeNull();
    expect(screen.getByText('Solution answer is required!')).toBeInTheDocument();
    fireEvent.change(area('Societal Change'), { target: { value: '   ' } });
    expect(screen.getByText('Societal Change answer is required!')).toBeInTheDocument();
  });

  it('autosaves 1000 ms after the last change, only when the text differs from the saved one, with the version', async () => {
    const server = planningServer();
    server.putAnswer('organization', 301, 'First draft.');
    renderPlanPage(SOCIETAL);
    await screen.findByDisplayValue('First draft.');
    vi.useFakeTimers();

    fireEvent.change(area('Societal Change'), { target: { value: 'Second' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    fireEvent.change(area('Societal Change'), { target: { value: CHALLENGE } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.posts('/answers')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.posts('/answers')).toEqual([{ question_id: 301, category_id: 3, answer: CHALLENGE, version: 1 }]);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.queryByText('All changes saved')).toBeNull();

    // Back to the saved text: nothing to send.
    fireEvent.change(area('Societal Change'), { target: { value: `${CHALLENGE}!` } });
    fireEvent.change(area('Societal Change'), { target: { value: CHALLENGE } });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(server.posts('/answers')).toHaveLength(1);

    // The next save names the version the first one made.
    fireEvent.change(area('Solution'), { target: { value: SOLUTION } });
    fireEvent.change(area('Societal Change'), { target: { value: `${CHALLENGE} It persists.` } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.posts('/answers').slice(1)).toEqual(
      expect.arrayContaining([
        { question_id: 301, category_id: 3, answer: `${CHALLENGE} It persists.`, version: 2 },
        { question_id: 302, category_id: 3, answer: SOLUTION, version: 0 },
      ]),
    );
  });

  it('Next saves a change still waiting and moves on', async () => {
    const server = planningServer();
    renderPlanPage(SOCIETAL);
    await screen.findByRole('textbox', { name: /^Societal Change/ });
    fireEvent.change(area('Societal Change'), { target: { value: CHALLENGE } });
    fireEvent.change(area('Solution'), { target: { value: SOLUTION } });
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get('organization')?.get(301)?.answer).toBe(CHALLENGE);
    expect(server.answers.get('organization')?.get(302)?.answer).toBe(SOLUTION);
  });

  it('stays with the spec message when the save fails on Next, and moves on once it succeeds', async () => {
    const server = planningServer();
    renderPlanPage(MISSION);
    await screen.findByRole('textbox', { name: /^Mission Statement/ });
    server.fail('POST /answers', { status: 500, times: 1 });
    fireEvent.change(area('Mission Statement'), { target: { value: MISSION_TEXT } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Please ensure your answer is saved before proceeding.')).toBeInTheDocument();
    expect(screen.getByText('Failed to save your answer. Please try again.')).toBeInTheDocument();
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get('organization')?.get(304)?.answer).toBe(MISSION_TEXT);
  });

  it('counts words as n/70, refuses 71 with the spec message on Next and sends nothing over the limit', async () => {
    const server = planningServer();
    renderPlanPage(MISSION);
    await screen.findByRole('textbox', { name: /^Mission Statement/ });
    expect(screen.getByText('0/70 words')).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.change(area('Mission Statement'), { target: { value: words(71) } });
    expect(screen.getByText(/71\/70 words/)).toHaveTextContent('71/70 words (Word limit exceeded)');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(server.posts('/answers')).toEqual([]);
    vi.useRealTimers();
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('You cannot enter more than 70 words!')).toBeInTheDocument();
    expect(server.posts('/answers')).toEqual([]);
    fireEvent.change(area('Mission Statement'), { target: { value: words(70) } });
    expect(await pressNext()).toBe('valid');
    expect(server.posts('/answers')).toHaveLength(1);
  });

  it('on a 409 shows the server’s message and Reload; Reload shows the saved version beside the typed text until the user chooses', async () => {
    const server = planningServer();
    server.putAnswer('organization', 304, 'Old mission.');
    renderPlanPage(MISSION);
    await screen.findByDisplayValue('Old mission.');
    // Someone else saves meanwhile.
    server.putAnswer('organization', 304, 'Their mission.');
    fireEvent.change(area('Mission Statement'), { target: { value: MISSION_TEXT } });
    expect(await pressNext()).toBe('invalid');
    const conflict = await screen.findByText(SERVER_MESSAGES.ANSWER_CONFLICT);
    expect(area('Mission Statement')).toHaveValue(MISSION_TEXT);

    await userEvent.click(within(conflict.parentElement!).getByRole('button', { name: 'Reload' }));
    const theirs = await screen.findByRole('group', { name: 'The version saved meanwhile' });
    expect(theirs).toHaveTextContent('Their mission.');
    expect(theirs).toHaveFocus();
    expect(area('Mission Statement')).toHaveValue(MISSION_TEXT);

    await userEvent.click(within(theirs).getByRole('button', { name: 'Keep my text' }));
    expect(screen.queryByRole('group', { name: 'The version saved meanwhile' })).toBeNull();
    expect(area('Mission Statement')).toHaveFocus();
    expect(await pressNext()).toBe('valid');
    expect(server.answers.get('organization')?.get(304)).toMatchObject({ answer: MISSION_TEXT, version: 3 });
    expect(server.posts('/answers').at(-1)).toMatchObject({ answer: MISSION_TEXT, version: 2 });
  });

  it('Use the saved version puts it in the field and nothing more is sent', async () => {
    const server = planningServer();
    server.putAnswer('organization', 304, 'Old mission.');
    renderPlanPage(MISSION);
    await screen.findByDisplayValue('Old mission.');
    server.putAnswer('organization', 304, 'Their mission.');
    fireEvent.change(area('Mission Statement'), { target: { value: MISSION_TEXT } });
    await pressNext();
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use the saved version' }));
    expect(area('Mission Statement')).toHaveValue('Their mission.');
    const sent = server.posts('/answers').length;
    expect(await pressNext()).toBe('valid');
    expect(server.posts('/answers')).toHaveLength(sent);
    expect(screen.queryByText(SERVER_MESSAGES.ANSWER_CONFLICT)).toBeNull();
  });

  it('without an organization shows the notice; Retry Loading Organization Data reads the account again', async () => {
    const server = planningServer({ organizationId: null });
    renderPlanPage(MISSION, { organization: null });
    expect(await screen.findByText('Unable to load organization data. Please try refreshing the page.')).toBeInTheDocument();
    expect(await pressNext()).toBe('invalid');
    server.organizationId = 'o1';
    await userEvent.click(screen.getByRole('button', { name: 'Retry Loading Organization Data' }));
    expect(await screen.findByRole('textbox', { name: /^Mission Statement/ })).toBeInTheDocument();
    expect(server.calls.some((c) => c.path === '/me')).toBe(true);
  });

  it('says Failed to load question data. Please try again. and tries again on request', async () => {
    const server = planningServer();
    server.fail('GET /questions/mission_statement', { status: 500, times: 1 });
    renderPlanPage(MISSION);
    expect(await screen.findByText('Failed to load question data. Please try again.')).toBeInTheDocument();
    expect(await pressNext()).toBe('invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Mission Statement/ })).toBeInTheDocument();
  });

  it('when the previous answer cannot be read, says so and still lets the user write one', async () => {
    const server = planningServer();
    server.fail('GET /answers', { status: 500 });
    renderPlanPage(MISSION);
    expect(await screen.findByText('Failed to load your previous answer. You can still create a new one.')).toBeInTheDocument();
    fireEvent.change(area('Mission Statement'), { target: { value: MISSION_TEXT } });
    expect(await pressNext()).toBe('valid');
  });

  it('keeps questions for 24 hours: a second visit asks the server only for the answers', async () => {
    const server = planningServer();
    const first = renderPlanPage(MISSION);
    await screen.findByRole('textbox', { name: /^Mission Statement/ });
    first.unmount();
    renderPlanPage(MISSION);
    await screen.findByRole('textbox', { name: /^Mission Statement/ });
    expect(server.calls.filter((c) => c.path === '/questions/mission_statement')).toHaveLength(1);
    expect(server.calls.filter((c) => c.path === '/answers' && c.method === 'GET')).toHaveLength(2);
    const stored = JSON.parse(localStorage.getItem('fundplan.questions.mission_statement')!) as { at: number };
    expect(Date.now() - stored.at).toBeLessThan(QUESTIONS_CACHE_MS);
  });
});

describe('overhead budget justification (module 5)', () => {
  it('asks one answer per category, each missing one named by its label, and scrolls to the first', async () => {
    planningServer();
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderPlanPage('/steps/finalizing-budget/budget-justification');
    await screen.findByRole('textbox', { name: /^Personnel and Benefits/ });
    expect(screen.getAllByRole('textbox')).toHaveLength(8);
    fireEvent.change(area('Personnel and Benefits'), { target: { value: 'Dana Whitfield, executive director, full time.' } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.queryByText('Personnel and Benefits answer is required')).toBeNull();
    expect(screen.getByText('Finance Fees answer is required')).toBeInTheDocument();
    expect(screen.getByText('In-Kind Goods & Services answer is required')).toBeInTheDocument();
    expect(area('Finance Fees')).toHaveFocus();
    await waitFor(() => expect(scrolled.mock.contexts.at(-1)).toBe(area('Finance Fees')));
  });
});
