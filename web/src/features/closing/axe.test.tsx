import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closingServer } from '../../test/closingServer';
import { renderPlanPage } from '../../test/planningPages';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
});

async function violations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the closing pages of modules 11 and 12 pass axe', () => {
  it('Ways to Give', async () => {
    const server = closingServer();
    server.putAnswer(1107, '["Cash","Planned Gifts","Bequests"]');
    const { container } = renderPlanPage('/steps/finalize-your-case-for-support/ways-to-give');
    await screen.findByRole('checkbox', { name: 'Cash' });
    expect(await violations(container)).toEqual([]);
  });

  it('Success Story Highlights', async () => {
    const server = closingServer();
    server.stories = { stories: [{ id: 's1', user_story: 'Rosa reads to her grandson every night.', order: 1 }], version: 1 };
    const { container } = renderPlanPage('/steps/finalize-your-case-for-support/success-story-highlights');
    await screen.findByDisplayValue('Rosa reads to her grandson every night.');
    expect(await violations(container)).toEqual([]);
  });

  it('Fundraising Talking Points', async () => {
    closingServer();
    const { container } = renderPlanPage('/steps/finalize-your-case-for-support/fundraising-talking-points');
    await screen.findByRole('heading', { name: 'Who we are' });
    expect(await violations(container)).toEqual([]);
  });

  it('Donor: Prospect Ratio and Gift Pyramid', async () => {
    const server = closingServer({ goal: 1_000_000 });
    server.prospects = { prospectRatio: 3, prospectNames: { '200000': ['Harlan Family Foundation'] }, version: 1 };
    const { container } = renderPlanPage('/steps/gift-pyramid/prospect-to-donor-ratio');
    await screen.findByRole('table');
    expect(await violations(container)).toEqual([]);
  });

  it('Donor: Prospect Ratio and Gift Pyramid, with the gift chart editor open on an invalid level', async () => {
    closingServer({ goal: 1_000_000 });
    const { container } = renderPlanPage('/steps/gift-pyramid/prospect-to-donor-ratio');
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the chart' }));
    const region = screen.getByRole('region', { name: 'Edit the gift chart' });
    fireEvent.change(within(within(region).getByRole('group', { name: 'Level 2' })).getByRole('textbox', { name: 'Gift amount' }), { target: { value: '12.50' } });
    expect(await violations(container)).toEqual([]);
  });
});
