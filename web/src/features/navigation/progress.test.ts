import { describe, expect, it } from 'vitest';
import { navFixture } from '../../test/navFixture';
import { applySkipped, applyStatusChanges, nextChanges, percent, recompute, ringOffset, RING_SCALE } from './progress';

describe('progress (spec §3, §4)', () => {
  it('rounds completed over total', () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(2, 3)).toBe(67);
    expect(percent(0, 0)).toBe(0);
  });

  it('moves a module and the overall figure when a page is completed', () => {
    const nav = applyStatusChanges(navFixture(), { '/steps/getting-started/welcome': 1 });
    expect(nav.module_progress['getting-started'].percent).toBe(50);
    expect(nav.module_progress['getting-started'].sections['/steps/getting-started/welcome']).toBe(1);
    expect(nav.overall_progress).toBe(percent(1, 19));
  });

  it('never lowers a status; setting the present value changes nothing', () => {
    const done = navFixture({ '/steps/getting-started/welcome': 1 });
    expect(applyStatusChanges(done, { '/steps/getting-started/welcome': 0 })).toBe(done);
    expect(applyStatusChanges(done, { '/steps/getting-started/welcome': 1 })).toBe(done);
  });

  it('shows a skipped module at 0 and leaves it out of the overall figure', () => {
    const statuses = {
      '/steps/getting-started/welcome': 1,
      '/steps/funding-new-projects/overview': 1,
    };
    const nav = navFixture(statuses);
    expect(nav.overall_progress).toBe(percent(2, 19));
    const skipped = applySkipped(nav, ['/steps/funding-new-projects']);
    expect(skipped.module_progress['funding-new-projects']).toMatchObject({ percent: 0, skipped: true });
    expect(skipped.overall_progress).toBe(percent(1, 15));
    const back = applySkipped(skipped, []);
    expect(back.module_progress['funding-new-projects']).toMatchObject({ percent: 25, skipped: false });
    expect(back.overall_progress).toBe(nav.overall_progress);
  });

  it('agrees with the server on an answer it computed', () => {
    const server = navFixture({ '/steps/funding-annual/overview': 1 }, ['/steps/funding-new-projects']);
    expect(recompute(server)).toEqual(server);
  });

  it('Next completes the page and opens the next one only when it has no status yet', () => {
    const nav = navFixture({ '/steps/aspirational-vision/overview': 1 });
    expect(nextChanges(nav, '/steps/getting-started/welcome', '/steps/getting-started/teammember')).toEqual({
      '/steps/getting-started/welcome': 1,
      '/steps/getting-started/teammember': 0,
    });
    expect(nextChanges(nav, '/steps/getting-started/teammember', '/steps/aspirational-vision/overview')).toEqual({
      '/steps/getting-started/teammember': 1,
    });
    expect(nextChanges(nav, '/steps/gift-pyramid/overview', null)).toEqual({ '/steps/gift-pyramid/overview': 1 });
  });

  it('draws rings on the 283 scale', () => {
    expect(RING_SCALE).toBe(283);
    expect(ringOffset(0)).toBe(283);
    expect(ringOffset(50)).toBe(142);
    expect(ringOffset(100)).toBe(0);
    expect(ringOffset(140)).toBe(0);
  });
});
