import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { M } from '../../config/messages';
import { AM } from '../../config/appMessages';
import { REMINDER_LINK_INVALID } from '../../generated/messages';
import { mockApi, signIn } from '../../test/utils';
import { StopRemindersPage } from './StopRemindersPage';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'ab'.repeat(32);
/** As the app renders it (main.tsx, App.tsx): StrictMode, which runs each effect twice, around the declarative router. */
const open = (search = `?token=${TOKEN}`) =>
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/reminders/stop${search}`]}>
        <Routes>
          <Route path="/reminders/stop" element={<StopRemindersPage />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );

describe('StopRemindersPage', () => {
  it('stops the reminders once on opening (StrictMode runs the effect twice) and says so in plain words', async () => {
    signIn();
    const { calls } = mockApi({ 'POST /reminders/opt-out': () => [200, { organization: 'Riverbend Literacy' }] });
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Stopping your reminders…');
    expect(await screen.findByRole('heading', { level: 1, name: "You won't get more reminders" })).toBeInTheDocument();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === "Your funder's reminders about Riverbend Literacy's plan are off. You can turn them back on in Settings, under Sharing."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings#sharing');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/reminders/opt-out', body: { token: TOKEN } });
    // Public: no session is sent, signed in or not.
    expect(calls[0].headers).not.toHaveProperty('Authorization');
  });

  it('says in the server’s words that a link is not valid (404), with no retry', async () => {
    const { calls } = mockApi({ 'POST /reminders/opt-out': () => [404, { error: REMINDER_LINK_INVALID }] });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_LINK_INVALID);
    expect(screen.getByRole('heading', { level: 1, name: 'This link did not work' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings#sharing');
    expect(calls).toHaveLength(1);
  });

  it('sends a link without a token as it is, and shows the server’s answer', async () => {
    const { calls } = mockApi({ 'POST /reminders/opt-out': () => [404, { error: REMINDER_LINK_INVALID }] });
    open('');
    expect(await screen.findByRole('alert')).toHaveTextContent(REMINDER_LINK_INVALID);
    expect(calls.map((c) => c.body)).toEqual([{ token: '' }]);
  });

  it('offers to try again when the server cannot be reached, and stops them on the retry', async () => {
    let reachable = false;
    const { calls } = mockApi({
      'POST /reminders/opt-out': () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return [200, { organization: 'Riverbend Literacy' }];
      },
    });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(AM.CHECK_CONNECTION);
    expect(calls).toHaveLength(1);
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You won't get more reminders" })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toEqual({ token: TOKEN });
  });

  it('offers to try again when the server fails (5xx), in plain words', async () => {
    mockApi({ 'POST /reminders/opt-out': () => [503, { error: 'upstream timeout' }] });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(M.SOMETHING_WRONG);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
