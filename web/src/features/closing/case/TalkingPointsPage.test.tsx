import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALLIANCE_TALKING_POINTS, closingServer } from '../../../test/closingServer';
import { pressNext, renderPlanPage } from '../../../test/planningPages';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const PATH = '/steps/finalize-your-case-for-support/fundraising-talking-points';
let followed: string[] = [];

beforeEach(() => {
  followed = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(this.download);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Fundraising Talking Points (spec file 3 §2 module 11, §8, §9)', () => {
  it('shows the twelve points of GET /pitch-training as a numbered, read-only script', async () => {
    closingServer();
    renderPlanPage(PATH);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(within(items[0]).getByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(ALLIANCE_TALKING_POINTS[0].text);
    expect(items[11]).toHaveTextContent('12');
    expect(items[11]).toHaveTextContent('Will you join us with a gift toward our $3.5 million goal?');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await pressNext()).toBe('valid');
  });

  it('shows the pitch after the points: the ask, the story as a quote, the figure and the five objections in order', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    const ask = await screen.findByRole('region', { name: 'Making the Ask' });
    expect(ask).toHaveTextContent('Would you consider a gift of $100,000 over the next three years?');
    const story = screen.getByRole('region', { name: 'One Story to Tell' });
    expect(within(story).getByRole('blockquote')).toHaveTextContent('Today Rosa reads to Mateo every night.');
    expect(within(story).getAllByRole('paragraph')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'One Figure to Remember' })).toHaveTextContent('65% of learners');
    const objections = screen.getByRole('region', { name: 'When You Hear an Objection' });
    expect(within(objections).getAllByRole('term').map((t) => t.textContent)).toEqual(
      server.pitch.data.pitch.objections.map((o) => `\u201c${o.question}\u201d`),
    );
    expect(within(objections).getAllByRole('definition')[2]).toHaveTextContent('We will know early.');
  });

  it('shows where to write the story when the plan has none, not an empty quote', async () => {
    const server = closingServer();
    server.pitch.data.pitch = { ...server.pitch.data.pitch, has_story: false, story: 'Write one success story in the Case for Support module.' };
    renderPlanPage(PATH);
    const story = await screen.findByRole('region', { name: 'One Story to Tell' });
    expect(within(story).queryByRole('blockquote')).toBeNull();
    expect(story).toHaveTextContent('Write one success story in the Case for Support module.');
  });

  it('shows the points in their numbers’ order whatever order they arrive in', async () => {
    const server = closingServer();
    server.pitch.data.talking_points = [...ALLIANCE_TALKING_POINTS].reverse();
    renderPlanPage(PATH);
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading')).toHaveTextContent('Who we are');
    expect(within(items[11]).getByRole('heading')).toHaveTextContent('The ask');
  });

  it('says "Failed to load pitch training data. Please try refreshing the page." when the call fails, and tries again on request', async () => {
    const server = closingServer();
    server.fail('GET /pitch-training', { status: 500, times: 1 });
    renderPlanPage(PATH);
    expect(await screen.findByText('Failed to load pitch training data. Please try refreshing the page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Who we are' })).toBeInTheDocument();
  });

  it('downloads the Talking Points PDF through the document pipeline', async () => {
    const server = closingServer();
    renderPlanPage(PATH);
    await screen.findByRole('heading', { name: 'Who we are' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Download Talking Points' }));
    expect(server.sent('POST /documents')).toEqual([{ kind: 'talking_points' }]);
    expect(screen.getByText('Please wait while we generate your document...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(followed).toEqual(['Riverbend Literacy Alliance Talking Points.pdf']);
    expect(screen.queryByText('Please wait while we generate your document...')).toBeNull();
  });
});
