import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, recordFileSaves, renderRoute, signIn } from '../../../test/utils';
import { PlanFile } from './PlanFile';

configure({ asyncUtilTimeout: 4000 });

/** Files handed to the browser, recorded. */
let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  const files = recordFileSaves();
  saved = files.saved;
  return files.restore;
});
afterEach(() => vi.unstubAllGlobals());

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'Riverbend Literacy Alliance plan.zip', { type: '' });

describe('the plan as a file (issue 19 §4)', () => {
  it('downloads the whole plan under the name the server gives', async () => {
    signIn();
    mockApi({
      'GET /plan/export': () => [200, 'zip', { 'Content-Disposition': 'attachment; filename="Riverbend Literacy Alliance plan.zip"' }],
    });
    renderRoute(<PlanFile />, { path: '/settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Download the whole plan' }));
    await vi.waitFor(() => expect(saved).toEqual([{ href: 'blob:file', download: 'Riverbend Literacy Alliance plan.zip' }]));
  });

  it('imports a file as a zip, says what was imported, and shows the server’s refusal', async () => {
    signIn();
    let answer: [number, unknown] = [409, { error: 'Your organization’s plan is not empty.' }];
    const { calls } = mockApi({ 'POST /plan/import': () => answer });
    renderRoute(<PlanFile />, { path: '/settings' });
    const user = userEvent.setup();
    const importButton = screen.getByRole('button', { name: 'Import the plan' });
    expect(importButton).toBeDisabled();
    await user.upload(screen.getByLabelText('Plan file (.zip)'), zip());
    await user.click(importButton);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your organization’s plan is not empty.');
    expect(calls[0].headers['Content-Type']).toBe('application/zip');
    answer = [200, { items: 42, pictures: 3 }];
    await user.upload(screen.getByLabelText('Plan file (.zip)'), zip());
    await user.click(screen.getByRole('button', { name: 'Import the plan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "The plan was imported, with 3 pictures. Every page now shows it, and your organization's details above.",
    );
  });
});
