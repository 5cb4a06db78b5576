import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OnboardingNav } from './OnboardingNav';

describe('OnboardingNav', () => {
  it('links the first, current and accessible steps only; the others are disabled', () => {
    render(
      <MemoryRouter>
        <OnboardingNav current="organization" statuses={{ welcome: 1, organization: 0, 'about-you': -1, team: -1 }} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Onboarding steps' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/onboarding/welcome', '/onboarding/organization']);
    expect(within(nav).getByRole('link', { name: /Tell us about Your Organization/ })).toHaveAttribute('aria-current', 'step');
    expect(within(nav).getByRole('link', { name: /Welcome.*Completed/ })).toBeInTheDocument();
    const locked = within(nav).getByText('Tell us about you').closest('[aria-disabled]');
    expect(locked).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByText('Collaboration & Adding Team Members').closest('a')).toBeNull();
  });

  it('opens a step the server marks accessible and shows overall progress', () => {
    render(
      <MemoryRouter>
        <OnboardingNav current="about-you" statuses={{ welcome: 1, organization: 1, 'about-you': 0, team: 0 }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /Collaboration & Adding Team Members/ })).toHaveAttribute('href', '/onboarding/team');
    expect(screen.getByRole('progressbar', { name: 'Onboarding progress' })).toHaveAttribute('aria-valuenow', '50');
  });
});
