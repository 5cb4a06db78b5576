import { describe, expect, it } from 'vitest';
import { SESSION_KEY, getSession, setSession, updateSessionUser, type Session } from './session';

const person = (token: string, email: string): Session => ({
  token,
  user: {
    id: token,
    firstName: 'Dana',
    lastName: 'Whitfield',
    email,
    profilePicture: null,
    role: 'owner',
    organization_id: 'org',
    subscriptionStatus: 'active',
  },
});

describe('updateSessionUser', () => {
  it('patches the stored user of the session the page holds', () => {
    setSession(person('token-a', 'dana@riverbendliteracy.org'));
    updateSessionUser({ firstName: 'Danielle' });
    expect(getSession()?.user.firstName).toBe('Danielle');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null').user.firstName).toBe('Danielle');
  });

  it('never writes an old session back over one stored since (another sign-in)', () => {
    setSession(person('token-a', 'dana@riverbendliteracy.org'));
    const other = person('token-b', 'admin@harborfoundation.org');
    localStorage.setItem(SESSION_KEY, JSON.stringify(other));
    updateSessionUser({ firstName: 'Danielle' });
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null')).toEqual(other);
    expect(getSession()).toEqual(other);
  });
});
