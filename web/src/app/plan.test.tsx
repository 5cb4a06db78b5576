import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULES } from '../generated/registry';
import { renderPlanPage } from '../test/planningPages';
import { ALLIANCE_PROGRAMS, ALLIANCE_PROJECTS, planningServer } from '../test/planningServer';
import { pageKindOf, pageOf } from './pageKinds';
import { screens } from './screens';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlanScreen: the page of each path of spec file 2', () => {
  it.each([
    ['/steps/aspirational-vision/societal-challenge', /^Societal Change/],
    ['/steps/aspirational-vision/societal-impact', /^Societal Impact/],
    ['/steps/aspirational-vision/mission-statement', /^Mission Statement/],
    ['/steps/aspirational-vision/aspirational-vision', /^Aspirational Vision/],
    ['/steps/finalizing-budget/budget-justification', /^Legal Fees/],
    ['/steps/core-program-evaluation/program/workplace-english', /^Outcomes/],
    ['/steps/funding-annual/benefits', /^Benefits/],
  ])('%s asks its questions', async (path, field) => {
    planningServer({ programs: ALLIANCE_PROGRAMS, projects: ALLIANCE_PROJECTS });
    renderPlanPage(path);
    expect(await screen.findByRole('textbox', { name: field })).toBeInTheDocument();
  });

  it.each([
    ['/steps/funding-annual/program/workplace-english', ['Expenses', 'Budget Justification', 'Goals & Rationale']],
    ['/steps/funding-new-projects/project/mobile-learning-van', ['Expenses', 'Goals & Rationale']],
  ])('%s opens on its Expenses tab, beside its answer tabs', async (path, tabs) => {
    planningServer({ programs: ALLIANCE_PROGRAMS, projects: ALLIANCE_PROJECTS });
    renderPlanPage(path);
    const expenses = await screen.findByRole('tab', { name: /^Expenses/ });
    expect(expenses).toHaveAttribute('aria-selected', 'true');
    const names = screen.getAllByRole('tab').map((t) => t.textContent ?? '');
    expect(names.map((n) => tabs.find((t) => n.startsWith(t)))).toEqual(tabs);
  });

  it('opens the program and project lists', async () => {
    planningServer({ programs: ALLIANCE_PROGRAMS, projects: ALLIANCE_PROJECTS });
    renderPlanPage('/steps/funding-annual/core-programs');
    expect(await screen.findByDisplayValue('Workplace English')).toBeInTheDocument();
    cleanup();
    renderPlanPage('/steps/funding-new-projects/new-projects');
    expect(await screen.findByDisplayValue('Digital Skills Lab')).toBeInTheDocument();
  });

  it('keeps the static overview pages', () => {
    planningServer();
    renderPlanPage('/steps/aspirational-vision/overview');
    expect(screen.queryByText('Loading data...')).toBeNull();
    expect(screen.getAllByRole('heading').length).toBeGreaterThan(0);
  });
});

describe('pageKindOf: the kind of each page of the plan (one table of page kinds)', () => {
  it('gives each section its kind from the catalogue, each program or project page its kind by prefix, each view the kind view', () => {
    expect(pageKindOf('/steps/getting-started/welcome')).toBe('welcome');
    expect(pageKindOf('/steps/aspirational-vision/overview')).toBe('guide');
    expect(pageKindOf('/steps/aspirational-vision/mission-statement')).toBe('questions');
    expect(pageKindOf('/steps/funding-annual/program/workplace-english')).toBe('program');
    expect(pageKindOf('/steps/core-program-evaluation/program/workplace-english')).toBe('program-evaluation');
    expect(pageKindOf('/steps/funding-new-projects/project/mobile-learning-van')).toBe('project');
    expect(pageKindOf('/steps/funding-annual/benefits')).toBe('view');
    expect(pageKindOf('/steps/funding-annual/core-expenses')).toBe('view');
    expect(pageKindOf('/case-statement-document')).toBe('case-document');
    expect(pageKindOf('/steps/congratulations/certificate')).toBe('certificate');
    expect(pageKindOf('/steps/nowhere/nothing')).toBeUndefined();
  });

  it('names the section of each page by its stable id (what the screens look their page up by); a view is no section', () => {
    expect(pageOf('/steps/aspirational-vision/mission-statement')).toEqual({ kind: 'questions', section: 'vision.mission' });
    expect(pageOf('/steps/gift-pyramid/overview')).toEqual({ kind: 'guide', section: 'pyramid.overview' });
    expect(pageOf('/steps/funding-annual/program/workplace-english')).toEqual({ kind: 'program', section: 'programs.program' });
    expect(pageOf('/case-statement-document')).toEqual({ kind: 'case-document', section: 'case.document' });
    expect(pageOf('/steps/funding-annual/benefits')).toEqual({ kind: 'view', section: null });
    expect(pageOf('/steps/nowhere/nothing')).toBeUndefined();
  });

  it('has a screen for the kind of every section of the catalogue', () => {
    const kinds = MODULES.flatMap((m) => m.sections.map((s) => s.page));
    expect(kinds.filter((k) => !screens[k])).toEqual([]);
    expect(screens.view).toBeDefined();
  });

  it('shows the not-found page, with its way back, for a path that is no page of the plan', () => {
    planningServer();
    renderPlanPage('/steps/nowhere/nothing');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Getting Started' })).toHaveAttribute('href', '/steps/getting-started/welcome');
  });
});
