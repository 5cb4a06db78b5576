import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
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

const PATH = '/steps/finalize-your-case-for-support/success-story-highlights';
const words = (n: number) => Array.from({ length: n }, () => 'read').join(' ');
const story = (n: number) => screen.getByRole('textbox', { name: new RegExp(`^Success Story ${n}`) });
const ROSA = 'When Rosa first came to our Mill Street center, she was fifty-two and reading at a second-grade level.';
const WALTER = 'Walter spent forty years hiding that he could not read a bus schedule.';
const GRACE = 'Grace Okonjo and her son Daniel came to Family Reading Nights every Thursday that year.';

function seeded() {
  const server = closingServer();
  server.stories = {
    stories: [
      { id: 's-walter', user_story: WALTER, order: 2 },
      { id: 's-rosa', user_story: ROSA, order: 1 },
    ],
    version: 4,
  };
  return server;
}

describe('Success Story Highlights (spec file 3 §2 module 11, §4, §5, §9)', () => {
  it('starts a plan without stories with one empty box and its counter; Add gives up to three boxes', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    expect(await screen.findByRole('textbox', { name: /^Success Story 1/ })).toHaveValue('');
    expect(screen.getByText('0/263 words')).toBeInTheDocument();
    expect(screen.getByText('(3 Stories Max)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Success Story' }));
    expect(story(2)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Add Success Story' }));
    expect(story(3)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Success Story' })).toBeDisabled();
    expect(screen.getAllByText('0/263 words')).toHaveLength(3);
    expect(server.sent('POST /success-stories')).toEqual([]);
  });

  it('shows the guidance for the stories: the question, its instruction and the model story', async () => {
    closingServer();
    renderPlanPage(PATH);
    expect(await screen.findByText('Whose stories show, better than any figure, what your work changes?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Instruction for Success Story Highlights' }));
    expect(screen.getByRole('dialog', { name: 'Instruction' })).toHaveTextContent(
      'A success story is where a donor meets one person your work has changed.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Model Answer for Success Story Highlights' }));
    expect(screen.getByRole('dialog', { name: 'Model Answer' })).toHaveTextContent(
      'When Rosa first came to our Mill Street center, she was fifty-two, working nights in a warehouse and reading at a second-grade level.',
    );
  });

  it('shows the saved stories in their order', async () => {
    seeded();
    renderPlanPage(PATH);
    expect(await screen.findByDisplayValue(ROSA)).toBe(story(1));
    expect(story(2)).toHaveValue(WALTER);
    expect(screen.getByText(`${ROSA.split(' ').length}/263 words`)).toBeInTheDocument();
  });

  it('autosaves the list one second after the last change, in order, and names the new story by the id the server gave it', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('textbox', { name: /^Success Story 1/ });
    vi.useFakeTimers();
    fireEvent.change(story(1), { target: { value: ROSA } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.sent('POST /success-stories')).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.sent('POST /success-stories')).toEqual([{ stories: [{ id: null, order: 1, user_story: ROSA }], version: 0 }]);
    const id = server.stories.stories[0].id;

    fireEvent.change(story(1), { target: { value: `${ROSA} Today she reads to her grandson.` } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.sent('POST /success-stories')[1]).toEqual({
      stories: [{ id, order: 1, user_story: `${ROSA} Today she reads to her grandson.` }],
      version: 1,
    });
    expect(server.stories.stories).toHaveLength(1);
  });

  it('waits with an empty box: nothing is saved until every story is written', async () => {
    const server = seeded();
    renderPlanPage(PATH);
    await screen.findByDisplayValue(ROSA);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add Success Story' }));
    fireEvent.change(story(1), { target: { value: `${ROSA} More.` } });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(server.sent('POST /success-stories')).toEqual([]);
    fireEvent.change(story(3), { target: { value: GRACE } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.sent('POST /success-stories')).toEqual([
      {
        stories: [
          { id: 's-rosa', order: 1, user_story: `${ROSA} More.` },
          { id: 's-walter', order: 2, user_story: WALTER },
          { id: null, order: 3, user_story: GRACE },
        ],
        version: 4,
      },
    ]);
  });

  it('refuses Next with "Please Add Your Success Story!" under an empty box', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('textbox', { name: /^Success Story 1/ });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Please Add Your Success Story!')).toBeInTheDocument();
    expect(story(1)).toHaveFocus();
    fireEvent.change(story(1), { target: { value: ROSA } });
    expect(screen.queryByText('Please Add Your Success Story!')).toBeNull();
    expect(await pressNext()).toBe('valid');
    expect(server.stories.stories.map((s) => s.user_story)).toEqual([ROSA]);
  });

  it('counts past 263 words in red and refuses Next with both word-limit messages, sending nothing', async () => {
    const server = seeded();
    renderPlanPage(PATH);
    await screen.findByDisplayValue(ROSA);
    fireEvent.change(story(2), { target: { value: words(264) } });
    const counter = screen.getByText('264/263 words', { exact: false });
    expect(counter).toHaveTextContent('264/263 words (Word limit exceeded)');
    expect(counter).toHaveClass('answer__counter--over');
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Please keep your story under 263 words')).toBeInTheDocument();
    expect(screen.getByText('One or more stories exceed the word limit of 263 words')).toBeInTheDocument();
    expect(story(2)).toHaveFocus();
    expect(server.sent('POST /success-stories')).toEqual([]);
    fireEvent.change(story(2), { target: { value: words(263) } });
    expect(await pressNext()).toBe('valid');
    expect(server.stories.stories[1]).toEqual({ id: 's-walter', user_story: words(263), order: 2 });
  });

  it('moves a story up or down and saves the new order', async () => {
    const server = seeded();
    renderPlanPage(PATH);
    await screen.findByDisplayValue(ROSA);
    expect(screen.getByRole('button', { name: 'Move Success Story 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Success Story 2 down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Success Story 2 up' }));
    expect(story(1)).toHaveValue(WALTER);
    expect(story(2)).toHaveValue(ROSA);
    expect(await pressNext()).toBe('valid');
    expect(server.sent('POST /success-stories')).toEqual([
      {
        stories: [
          { id: 's-walter', order: 1, user_story: WALTER },
          { id: 's-rosa', order: 2, user_story: ROSA },
        ],
        version: 4,
      },
    ]);
    expect(server.stories.stories.map((s) => s.id)).toEqual(['s-walter', 's-rosa']);
  });

  it('removes a story never saved at once, without asking the server', async () => {
    const server = seeded();
    renderPlanPage(PATH);
    await screen.findByDisplayValue(ROSA);
    await userEvent.click(screen.getByRole('button', { name: 'Add Success Story' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Success Story 3' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Success Story 3/ })).toBeNull();
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('asks before deleting a saved story; Cancel keeps it, Delete removes it on the server and the order is kept', async () => {
    const server = seeded();
    server.stories.stories.push({ id: 's-grace', user_story: GRACE, order: 3 });
    renderPlanPage(PATH);
    await screen.findByDisplayValue(ROSA);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Success Story 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Success Story' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this success story?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(story(2)).toHaveValue(WALTER);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Success Story 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/success-stories/s-walter']);
    expect(story(1)).toHaveValue(ROSA);
    expect(story(2)).toHaveValue(GRACE);
    expect(server.stories.stories.map((s) => s.id)).toEqual(['s-rosa', 's-grace']);

    // The next save names the version the delete made: no conflict.
    fireEvent.change(story(2), { target: { value: `${GRACE} Now she studies for her nursing exam.` } });
    expect(await pressNext()).toBe('valid');
    expect(server.stories.stories[1].user_story).toBe(`${GRACE} Now she studies for her nursing exam.`);
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
  });

  it('keeps a story whose delete failed, and says so', async () => {
    const server = seeded();
    server.fail('DELETE /success-stories/s-rosa', { status: 500 });
    renderPlanPage(PATH);
    await screen.findByDisplayValue(ROSA);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Success Story 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete the success story. Please try again.')).toBeInTheDocument();
    expect(story(1)).toHaveValue(ROSA);
  });

  it('refuses Next with "Please Add At Least One Success Story!" once every story is deleted', async () => {
    const server = closingServer();
    server.stories = { stories: [{ id: 's-rosa', user_story: ROSA, order: 1 }], version: 1 };
    renderPlanPage(PATH);
    await screen.findByDisplayValue(ROSA);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Success Story 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Please Add At Least One Success Story!')).toBeInTheDocument();
  });

  it('stays with "Please ensure your answer is saved before proceeding." when the save fails', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('textbox', { name: /^Success Story 1/ });
    server.fail('POST /success-stories', { status: 500, times: 1 });
    fireEvent.change(story(1), { target: { value: ROSA } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Please ensure your answer is saved before proceeding.')).toBeInTheDocument();
    expect(await pressNext()).toBe('valid');
    expect(server.stories.stories.map((s) => s.user_story)).toEqual([ROSA]);
  });

  it('says when someone else saved the stories meanwhile, and Reload shows theirs', async () => {
    const server = seeded();
    renderPlanPage(PATH);
    await screen.findByDisplayValue(ROSA);
    // Someone else adds a third story meanwhile.
    server.stories = { stories: [...server.stories.stories, { id: 's-grace', user_story: GRACE, order: 3 }], version: 5 };
    fireEvent.change(story(1), { target: { value: `${ROSA} More.` } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByText('Your success stories were changed by someone else. Reload to see the latest version.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(story(3)).toHaveValue(GRACE));
    expect(story(1)).toHaveValue(ROSA);
    expect(await pressNext()).toBe('valid');
  });

  it('keeps HTML as text', async () => {
    const server = closingServer();
    server.stories = { stories: [{ id: 's1', user_story: '<script>alert(1)</script><b>bold</b>', order: 1 }], version: 1 };
    renderPlanPage(PATH);
    expect(await screen.findByDisplayValue('<script>alert(1)</script><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it('says the stories could not be loaded and keeps Next on the page', async () => {
    const server = closingServer();
    server.fail('GET /success-stories', { status: 500 });
    renderPlanPage(PATH);
    expect(await screen.findByText('An error occurred while loading the data. Please try refreshing the page.')).toBeInTheDocument();
    expect(await pressNext()).toBe('invalid');
  });
});
