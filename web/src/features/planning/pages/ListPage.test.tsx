import { QueryObserver } from '@tanstack/react-query';
import { cleanup, configure, createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navKeys } from '../../../lib/resources/navigation';
import { programKeys } from '../../../lib/resources/programs';
import { PLAN_EVENTS } from '../../../lib/planEvents';
import { pressNext, renderPlanPage } from '../../../test/planningPages';
import { ALLIANCE_PROGRAMS, ALLIANCE_PROJECTS, planningServer } from '../../../test/planningServer';

configure({ asyncUtilTimeout: 4000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  // Unmount first: a page that saves on leaving still talks to the fake server.
  cleanup();
  vi.unstubAllGlobals();
});

const PROGRAMS = '/steps/funding-annual/core-programs';
const PROJECTS = '/steps/funding-new-projects/new-projects';

const names = () => screen.getAllByRole('textbox', { name: /Name$/ });
const descriptions = () => screen.getAllByRole('textbox', { name: /Description$/ });
const cards = () => screen.getAllByRole('listitem');

function matchMedia(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('Naming Your Core Annual Programs (spec §2, §4, §5)', () => {
  it('says (10 Programs Max) and starts a new organization with one empty card, worded as the spec words it', async () => {
    planningServer();
    renderPlanPage(PROGRAMS);
    expect(await screen.findByText('(10 Programs Max)')).toBeInTheDocument();
    expect(names()).toHaveLength(1);
    expect(names()[0]).toHaveAttribute('placeholder', 'Write Program Name here...');
    expect(descriptions()[0]).toHaveAttribute('placeholder', 'Write Program Description here...');
    expect(descriptions()[0]).toHaveAccessibleDescription('0 / 85 words');
  });

  it('counts the description’s words live as n / 85 words, red past 85', async () => {
    planningServer();
    renderPlanPage(PROGRAMS);
    await screen.findByText('(10 Programs Max)');
    fireEvent.change(descriptions()[0], { target: { value: 'Free tutoring  for\nadults' } });
    expect(screen.getByText('4 / 85 words')).toBeInTheDocument();
    fireEvent.change(descriptions()[0], { target: { value: Array.from({ length: 86 }, () => 'read').join(' ') } });
    expect(screen.getByText('86 / 85 words')).toHaveClass('plan-card__count--over');
  });

  it('lists the saved programs, adds cards with the focus in the new name, and hides Add Program at 10', async () => {
    planningServer({ programs: ALLIANCE_PROGRAMS });
    renderPlanPage(PROGRAMS);
    expect(await screen.findByDisplayValue('Family Reading Nights')).toBeInTheDocument();
    expect(names().map((n) => (n as HTMLInputElement).value)).toEqual(ALLIANCE_PROGRAMS.map((p) => p.name));
    for (let i = 3; i < 10; i++) {
      await userEvent.click(screen.getByRole('button', { name: 'Add Program' }));
      expect(names()[i]).toHaveFocus();
    }
    expect(names()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Add Program' })).toBeNull();
  });

  it('on Next with a blank name: the spec message, a red border and a shake on that card only, and nothing sent', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS.slice(0, 1) });
    matchMedia(false);
    renderPlanPage(PROGRAMS);
    await screen.findByDisplayValue('Adult Basic Literacy');
    await userEvent.click(screen.getByRole('button', { name: 'Add Program' }));
    fireEvent.change(descriptions()[1], { target: { value: ALLIANCE_PROGRAMS[1].description } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Make Sure To Include Program Name And Description!');
    expect(cards()[0]).not.toHaveClass('plan-card--invalid');
    expect(cards()[1]).toHaveClass('plan-card--invalid', 'shake');
    expect(names()[1]).toHaveAttribute('aria-invalid', 'true');
    expect(names()[1]).toHaveFocus();
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    // jsdom has no AnimationEvent, so React listens for the prefixed name.
    fireEvent(cards()[1], createEvent('webkitAnimationEnd', cards()[1], { bubbles: true }, { EventType: 'Event' }));
    expect(cards()[1]).not.toHaveClass('shake');
    // Fixed: the border and the message go.
    fireEvent.change(names()[1], { target: { value: ALLIANCE_PROGRAMS[1].name } });
    expect(cards()[1]).not.toHaveClass('plan-card--invalid');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not shake for a user who prefers reduced motion', async () => {
    planningServer();
    matchMedia(true);
    renderPlanPage(PROGRAMS);
    await screen.findByText('(10 Programs Max)');
    expect(await pressNext()).toBe('invalid');
    expect(cards()[0]).toHaveClass('plan-card--invalid');
    expect(cards()[0]).not.toHaveClass('shake');
  });

  it('refuses a description over 85 words on Next', async () => {
    planningServer();
    renderPlanPage(PROGRAMS);
    await screen.findByText('(10 Programs Max)');
    fireEvent.change(names()[0], { target: { value: 'Adult Basic Literacy' } });
    fireEvent.change(descriptions()[0], { target: { value: Array.from({ length: 86 }, () => 'read').join(' ') } });
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Make Sure To Include Program Name And Description!');
    expect(descriptions()[0]).toHaveAttribute('aria-invalid', 'true');
  });

  it('says Please Add At Least One Core Program! when every card was deleted', async () => {
    planningServer();
    renderPlanPage(PROGRAMS);
    await screen.findByText('(10 Programs Max)');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Program 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please Add At Least One Core Program!');
  });

  it('saves the whole list with PUT on Next, takes the new ids, reloads the plan and tells the sidebar', async () => {
    const server = planningServer();
    const { client } = renderPlanPage(PROGRAMS);
    await screen.findByText('(10 Programs Max)');
    const events: string[] = [];
    const listen = () => events.push('programs-updated');
    window.addEventListener(PLAN_EVENTS.programsUpdated, listen);
    // The sidebar's navigation query, on screen.
    const navReloaded = vi.fn(async () => ({}));
    const sidebar = new QueryObserver(client, { queryKey: navKeys.status, queryFn: navReloaded, staleTime: Infinity });
    const unsubscribe = sidebar.subscribe(() => undefined);
    await waitFor(() => expect(navReloaded).toHaveBeenCalledTimes(1));
    for (let i = 0; i < 3; i++) {
      if (i > 0) await userEvent.click(screen.getByRole('button', { name: 'Add Program' }));
      fireEvent.change(names()[i], { target: { value: ALLIANCE_PROGRAMS[i].name } });
      fireEvent.change(descriptions()[i], { target: { value: ALLIANCE_PROGRAMS[i].description } });
    }
    expect(await pressNext()).toBe('valid');
    const put = server.calls.filter((c) => c.method === 'PUT' && c.path === '/core-programs');
    expect(put).toHaveLength(1);
    expect(put[0].body).toEqual({
      corePrograms: ALLIANCE_PROGRAMS.map((p) => ({ program_name: p.name, program_description: p.description })),
    });
    expect(server.programs.map((p) => p.name)).toEqual(ALLIANCE_PROGRAMS.map((p) => p.name));
    expect(client.getQueryData(programKeys.list)).toHaveLength(3);
    expect(events).toEqual(['programs-updated']);
    expect(navReloaded).toHaveBeenCalledTimes(2);
    window.removeEventListener(PLAN_EVENTS.programsUpdated, listen);
    unsubscribe();

    // Unchanged: Next sends nothing; a rename sends the ids.
    expect(await pressNext()).toBe('valid');
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    fireEvent.change(names()[2], { target: { value: 'Workplace English Classes' } });
    expect(await pressNext()).toBe('valid');
    const rename = server.calls.filter((c) => c.method === 'PUT')[1].body as { corePrograms: { id?: string; program_name: string }[] };
    expect(rename.corePrograms.map((p) => p.id)).toEqual(server.programs.map((p) => p.id));
    expect(server.programs[2].name).toBe('Workplace English Classes');
  });

  it('shows the server’s refusal of the list beside the card it names', async () => {
    const server = planningServer();
    renderPlanPage(PROGRAMS);
    await screen.findByText('(10 Programs Max)');
    fireEvent.change(names()[0], { target: { value: 'Workplace English' } });
    fireEvent.change(descriptions()[0], { target: { value: 'Classes at four employers.' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add Program' }));
    fireEvent.change(names()[1], { target: { value: 'workplace english!' } });
    fireEvent.change(descriptions()[1], { target: { value: 'Classes at two community sites.' } });
    expect(await pressNext()).toBe('invalid');
    const clash = 'Two programs cannot share a name: names that differ only in capitals, spaces or punctuation would share one page.';
    expect(within(cards()[1]).getByText(clash)).toBeInTheDocument();
    expect(names()[1]).toHaveAccessibleDescription(clash);
    expect(cards()[0]).not.toHaveClass('plan-card--invalid');
    expect(server.programs).toEqual([]);
  });

  it('asks before deleting: Cancel keeps the program; Delete removes it on the server and from the list', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    renderPlanPage(PROGRAMS);
    await screen.findByDisplayValue('Family Reading Nights');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Program 2: Family Reading Nights' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this program?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Program 2: Family Reading Nights' })).toHaveFocus();
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Program 2: Family Reading Nights' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByDisplayValue('Family Reading Nights')).toBeNull();
    expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/core-programs/program-2']);
    expect(server.programs.map((p) => p.name)).toEqual(['Adult Basic Literacy', 'Workplace English']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Program' })).toHaveFocus());
  });

  it('keeps the program when the server refuses the delete, and says so in the dialog', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS });
    server.fail('DELETE /core-programs/program-1', { status: 500 });
    renderPlanPage(PROGRAMS);
    await screen.findByDisplayValue('Adult Basic Literacy');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Program 1: Adult Basic Literacy' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('alertdialog')).findByText('Failed to delete the program. Please try again.')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Adult Basic Literacy')).toBeInTheDocument();
    expect(server.programs).toHaveLength(3);
  });

  it('removes a card never saved without asking the server', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS.slice(0, 1) });
    renderPlanPage(PROGRAMS);
    await screen.findByDisplayValue('Adult Basic Literacy');
    await userEvent.click(screen.getByRole('button', { name: 'Add Program' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Program 2' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(names()).toHaveLength(1);
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([]);
  });

  it('saves a complete, changed list when the user leaves without Next', async () => {
    const server = planningServer({ programs: ALLIANCE_PROGRAMS.slice(0, 1) });
    const { unmount } = renderPlanPage(PROGRAMS);
    await screen.findByDisplayValue('Adult Basic Literacy');
    fireEvent.change(descriptions()[0], { target: { value: 'Free tutoring for adults.' } });
    unmount();
    await waitFor(() => expect(server.programs[0].description).toBe('Free tutoring for adults.'));
  });
});

describe('Enter New Projects (spec §2, §5)', () => {
  it('holds at most four projects, with the project wording', async () => {
    const server = planningServer({ projects: ALLIANCE_PROJECTS });
    renderPlanPage(PROJECTS);
    expect(await screen.findByDisplayValue('Mobile Learning Van')).toBeInTheDocument();
    expect(screen.getByText('(4 Projects Max)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(names()[2]).toHaveAttribute('placeholder', 'Write Project Name here...');
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(screen.queryByRole('button', { name: 'Add Project' })).toBeNull();
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Make Sure To Include Project Name And Description!');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Project 4' }));
    expect(screen.getByRole('alertdialog')).toHaveAccessibleDescription('Are you sure you want to delete this project?');
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    fireEvent.change(names()[2], { target: { value: 'Family Literacy Library' } });
    fireEvent.change(descriptions()[2], { target: { value: 'A lending library of bilingual books for families.' } });
    expect(await pressNext()).toBe('valid');
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/projects')?.body).toMatchObject({
      projects: [{ id: 'project-1' }, { id: 'project-2' }, { project_name: 'Family Literacy Library' }],
    });
    expect(server.projects).toHaveLength(3);
  });

  it('says Please Add At Least One Project! for an empty list', async () => {
    planningServer();
    renderPlanPage(PROJECTS);
    await screen.findByText('(4 Projects Max)');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Project 1' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await pressNext()).toBe('invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Please Add At Least One Project!');
  });
});
