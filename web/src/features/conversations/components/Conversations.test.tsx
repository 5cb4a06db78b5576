import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TeamMember } from '../../../lib/resources/team';
import type { Thread } from '../../../lib/resources/conversations';
import { mockApi, renderRoute, signIn } from '../../../test/utils';
import { mentionAt, mentionedIn } from '../mentions';
import { ConversationsButton, OpenThreadsBadge } from './Conversations';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => vi.unstubAllGlobals());

const route = '/steps/aspirational-vision/mission-statement';
const team: TeamMember[] = [
  { id: 'u1', first_name: 'Jane', last_name: 'Doe', email: 'jane@example.org', role: 'owner', invite_accepted: true },
  { id: 'u2', first_name: 'Sam', last_name: 'Lee', email: 'sam@example.org', role: 'member', invite_accepted: true },
  { id: 'invite:new@example.org', first_name: '', last_name: '', email: 'new@example.org', role: 'member', invite_accepted: false },
];
const comment = (id: string, author: [string, string], body: string, mentions: string[] = []) => ({
  id,
  author_id: author[0],
  author_name: author[1],
  body,
  mentions,
  created_at: '2026-11-28T14:05:00Z',
});
const thread = (over: Partial<Thread> = {}): Thread => ({
  id: 't1',
  route_path: route,
  open: true,
  resolved_by_name: null,
  resolved_at: null,
  comments: [comment('c1', ['u1', 'Jane Doe'], 'Can we say who we serve in the first sentence?')],
  ...over,
});

function api(threads: Thread[], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /users/team-members': () => [200, { data: team }],
    'GET /conversations': () => [200, { route_path: route, threads }],
    'GET /conversations/open': () => [200, { open: threads.some((t) => t.open) ? { [route]: threads.filter((t) => t.open).length } : {} }],
    ...extra,
  });
}

describe('mentions', () => {
  it('finds the @word at the caret and keeps only the names still in the text', () => {
    expect(mentionAt('Hi @Sa', 6)).toEqual({ start: 3, query: 'Sa' });
    expect(mentionAt('mail me@example.org', 19)).toBeNull();
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionedIn('@Sam Lee, please look', [team[1], team[0]])).toEqual(['u2']);
  });
});

describe('ConversationsButton', { timeout: 20_000 }, () => {
  it('counts the open conversations, and starts one that mentions a member picked from the list', async () => {
    signIn();
    const started = thread({
      id: 't2',
      comments: [comment('c9', ['u1', 'Jane Doe'], '@Sam Lee can you shorten this?', ['u2'])],
    });
    const { calls } = api([], { 'POST /conversations': () => [201, started] });
    renderRoute(<ConversationsButton routePath={route} sectionName="Mission Statement" />);
    await userEvent.click(screen.getByRole('button', { name: 'Comments' }));
    const panel = await screen.findByRole('dialog', { name: 'Mission Statement' });
    expect(await within(panel).findByText(/No conversations on this section yet/)).toBeInTheDocument();
    const box = within(panel).getByRole('combobox', { name: 'Start a conversation' });
    await userEvent.type(box, '@Sa');
    const option = await within(panel).findByRole('option', { name: /Sam Lee/ });
    expect(within(panel).queryByRole('option', { name: /new@example.org/ })).toBeNull();
    expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue('@Sam Lee '));
    await userEvent.type(box, 'can you shorten this?');
    await userEvent.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(await within(panel).findByText('@Sam Lee can you shorten this?')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/conversations' && c.method === 'POST')?.body).toEqual({
      route_path: route,
      body: '@Sam Lee can you shorten this?',
      mentions: ['u2'],
    });
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("replies, resolves and reopens, and shows the server's refusal", async () => {
    signIn();
    const one = thread();
    const replied = thread({ comments: [...one.comments, comment('c2', ['u2', 'Sam Lee'], 'Done.')] });
    const resolved = { ...replied, open: false, resolved_by_name: 'Jane Doe', resolved_at: '2026-11-28T15:00:00Z' };
    let replies = 0;
    api([one], {
      'POST /conversations/t1/comments': () =>
        replies++ === 0 ? [422, { error: 'Write a comment first.', errors: { body: ['Write a comment first.'] } }] : [201, replied],
      'POST /conversations/t1/resolve': () => [200, resolved],
      'POST /conversations/t1/reopen': () => [200, replied],
    });
    renderRoute(<ConversationsButton routePath={route} sectionName="Mission Statement" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Comments: 1 open' }));
    const panel = await screen.findByRole('dialog', { name: 'Mission Statement' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Reply' }));
    const reply = within(panel).getByRole('combobox', { name: 'Reply' });
    await userEvent.type(reply, 'Done.');
    fireEvent.submit(reply.closest('form')!);
    expect(await within(panel).findByText('Write a comment first.')).toBeInTheDocument();
    fireEvent.submit(reply.closest('form')!);
    expect(await within(panel).findByText('Done.', { selector: '.talk-comment__body' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Resolve' }));
    await userEvent.click(await within(panel).findByRole('button', { name: /Show resolved conversations \(1\)/ }));
    expect(within(panel).getByText(/Resolved by Jane Doe/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(within(panel).getByRole('list', { name: 'Open conversations' })).toHaveTextContent('Done.'));
  });

  it("opens at once on a mention's link (?thread=)", async () => {
    signIn();
    api([thread()]);
    renderRoute(<ConversationsButton routePath={route} sectionName="Mission Statement" />, {
      path: '/steps/aspirational-vision/mission-statement',
      initial: `${route}?thread=t1`,
    });
    const panel = await screen.findByRole('dialog', { name: 'Mission Statement' });
    expect(await within(panel).findByText('Can we say who we serve in the first sentence?')).toBeInTheDocument();
    expect(panel.querySelector('#thread-t1')).toHaveClass('is-focused');
  });
});

describe('OpenThreadsBadge', { timeout: 20_000 }, () => {
  it('says how many conversations are open on a section, and nothing when none is', async () => {
    signIn();
    api([thread(), thread({ id: 't2' })]);
    renderRoute(
      <>
        <OpenThreadsBadge routePath={route} />
        <OpenThreadsBadge routePath="/steps/other" />
      </>,
    );
    expect(await screen.findByText(', 2 open conversations')).toBeInTheDocument();
    expect(screen.getAllByTitle(/open conversation/)).toHaveLength(1);
  });
});
