import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, owner, renderRoute, signIn } from '../../../test/utils';
import { OrganizationStep } from './OrganizationStep';

afterEach(() => vi.unstubAllGlobals());

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('OrganizationStep', () => {
  it('shows every missing-field message after a submit attempt', async () => {
    signIn(owner({ subscription_status: 'active' }));
    mockApi({ 'GET /organizations': () => [404, { error: 'Not found' }] });
    renderRoute(<OrganizationStep />, { path: '/onboarding/organization' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save and Continue' }));
    for (const message of [
      'Organization Name is required',
      'Organization Address is required',
      'Phone number is required',
      'Website URL is required',
      'Organization Logo is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('refuses a logo over 1 MB with "File size should be less than 1MB"', async () => {
    signIn();
    mockApi({ 'GET /organizations': () => [404, {}] });
    renderRoute(<OrganizationStep />, { path: '/onboarding/organization' });
    await userEvent.upload(await screen.findByLabelText(/Organization Logo/), png(1_048_577));
    expect(screen.getByRole('alert')).toHaveTextContent('File size should be less than 1MB');
  });

  it('posts the organization as multipart with body colour #FFFFFF, completes the step and moves on after 1.5 s', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /organizations': () => [404, {}],
      'POST /organizations': () => [
        200,
        {
          status: true,
          message: 'Organization information has been updated successfully',
          data: {
            id: 'o1',
            name: 'Acme Trust',
            address: '1 Main St',
            phone: '+12024561111',
            website: 'www.acme.org',
            director_name: '',
            year: '',
            background_color: '#2D67F6',
            headings_color: '#0A9250',
            body_color: '#FFFFFF',
            font_family: 'open-sans',
            logo_url: '/blobs/logo.png',
          },
        },
      ],
      'POST /onboarding/status': () => [
        200,
        { step_statuses: { steps: { welcome: 1, organization: 1, 'about-you': 0, team: -1 } } },
      ],
    });
    const { router } = renderRoute(<OrganizationStep />, {
      path: '/onboarding/organization',
      extra: ['/onboarding/about-you'],
    });
    await userEvent.type(await screen.findByLabelText(/^Organization Name/), 'Acme Trust');
    await userEvent.type(screen.getByLabelText(/^Website/), 'www.acme.org');
    await userEvent.type(screen.getByLabelText(/^Address/), '1 Main St');
    await userEvent.type(screen.getByRole('textbox', { name: /^Phone/ }), '(202) 456-1111');
    await userEvent.upload(screen.getByLabelText(/Organization Logo/), png(2048));
    await userEvent.click(screen.getByRole('button', { name: 'Save and Continue' }));

    expect(await screen.findByText('Organization information has been updated successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/organizations')!;
    const form = post.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'logo'))).toEqual({
      form: 'onboarding',
      name: 'Acme Trust',
      address: '1 Main St',
      phone: '+12024561111',
      phone_country: 'US',
      website: 'www.acme.org',
      background_color: '#2D67F6',
      headings_color: '#0A9250',
      body_color: '#FFFFFF',
      font_family: 'open-sans',
    });
    expect(form.get('logo')).toBeInstanceOf(File);
    expect(calls.find((c) => c.path === '/onboarding/status')?.body).toEqual({
      step_statuses: { steps: { organization: 1, 'about-you': 0 } },
    });
    expect(router.state.location.pathname).toBe('/onboarding/organization');
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/about-you'), { timeout: 2500 });
  });
});
