/**
 * Downloads from the Fundraising Resources page through the documents feature itself (no stand-in):
 * the page asks the pipeline for the card's document, the file's link is followed, and the download
 * is counted; a refusal is explained and not counted.
 */
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLATERAL_CARDS } from '../../generated/closing';
import { SERVER_MESSAGES as S } from '../../generated/messages';
import { closingServerB } from '../../test/closingServerB';
import { owner, renderRoute, signIn } from '../../test/utils';
import { CollateralPage } from './CollateralPage';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

const followed: string[] = [];
beforeEach(() => {
  followed.length = 0;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    followed.push(this.href);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const complete = Object.fromEntries(COLLATERAL_CARDS.map((c) => [c.title, true]));

function open() {
  signIn(owner());
  return renderRoute(<CollateralPage />, { path: '/fundraising-collateral/*', initial: '/fundraising-collateral' });
}

describe('Fundraising Resources downloads through the document pipeline', () => {
  it('asks for a policy’s Word document, follows the file’s link and counts the download', async () => {
    const server = closingServerB({ collateral: complete });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Gift Agreement: Pledge' }));
    await waitFor(() => expect(followed).toHaveLength(1));
    expect(server.bodies('POST /documents')).toEqual([{ kind: 'policy_document', identity: 'gift_agreement_pledge' }]);
    expect(followed[0]).toMatch(/^https:\/\/files\.example\.org\/01JJOB/);
    await waitFor(() => expect(server.bodies('PATCH /policies_and_procedures/increment_download_flag')).toEqual([{ identity: 'gift_agreement_pledge' }]));
  });

  it('explains a refused manual (no policy selected) and does not count it', async () => {
    const server = closingServerB({ collateral: complete });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Policies and Procedures' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(S.DOCUMENT_NO_POLICIES)).toBeInTheDocument();
    expect(followed).toEqual([]);
    expect(server.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });
});
