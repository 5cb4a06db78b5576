import { describe, expect, it } from 'vitest';
import { MODULES, SECTION_PATHS } from '../generated/registry';
import { itemSlug, modulePath, section, sectionAt, sectionPath, sectionPrefix, viewPath } from './sections';

describe('sections by id (the generated section catalogue)', () => {
  it('gives the path of a section at a fixed path', () => {
    expect(sectionPath('vision.mission')).toBe('/steps/aspirational-vision/mission-statement');
    expect(sectionPath('case.document')).toBe('/case-statement-document');
    for (const [id, path] of Object.entries(SECTION_PATHS)) expect(sectionPath(id as keyof typeof SECTION_PATHS)).toBe(path);
  });

  it('gives the prefix of the program and project pages, and the slug after it', () => {
    expect(sectionPrefix('programs.program')).toBe('/steps/funding-annual/program/');
    expect(sectionPrefix('evaluation.program')).toBe('/steps/core-program-evaluation/program/');
    expect(sectionPrefix('projects.project')).toBe('/steps/funding-new-projects/project/');
    expect(itemSlug('programs.program', '/steps/funding-annual/program/workplace-english')).toBe('workplace-english');
  });

  it('describes a section: its page kind and question keys', () => {
    expect(section('vision.challenge')).toMatchObject({ page: 'questions', questions: ['societal_change_change', 'solution_solution'] });
    expect(section('programs.program')).toMatchObject({ kind: 'programs', page: 'program', table: 'program-expenses' });
  });

  it('gives a module’s path by its id', () => {
    expect(modulePath('projects')).toBe('/steps/funding-new-projects');
    for (const m of MODULES) expect(modulePath(m.id as Parameters<typeof modulePath>[0])).toBe(m.path);
  });

  it('names a "by question" view by its module and slug, and refuses a view the catalogue does not have', () => {
    expect(viewPath('programs', 'benefits')).toBe('/steps/funding-annual/benefits');
    expect(viewPath('projects', 'new-project-expenses')).toBe('/steps/funding-new-projects/new-project-expenses');
    expect(() => viewPath('programs', 'outcomes')).toThrow('No view outcomes in module programs');
  });

  it('finds the section of a path: a fixed page, or a program or project page by its prefix', () => {
    expect(sectionAt('/steps/aspirational-vision/mission-statement')?.id).toBe('vision.mission');
    expect(sectionAt('/steps/core-program-evaluation/program/tutoring')?.id).toBe('evaluation.program');
    expect(sectionAt('/steps/funding-new-projects/project/new-building')?.id).toBe('projects.project');
    expect(sectionAt('/steps/funding-annual/benefits')).toBeUndefined();
    expect(sectionAt('/steps/nowhere/nothing')).toBeUndefined();
  });
});
