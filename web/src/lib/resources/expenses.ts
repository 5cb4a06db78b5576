/**
 * Expense tables (spec file 2 §7): a core program's or new project's table (GET/POST /expenses,
 * DELETE /expenses/{id}) and the overhead (…/organization-expenses), with the names of the
 * programs and projects whose tables the "by question" views show.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type Answer, type JsonBody, type Schemas } from '../api/client';
import { useSession } from '../session';

export type ExpenseView = Schemas['ExpenseView'];
export type ExpenseTableAnswer = Schemas['ExpenseTable'];
export type ExpenseInput = Schemas['ExpenseInput'];
export type ExpensesSaved = Schemas['ExpensesSaved'];

/** Whose table: a core program's or a new project's. */
export interface ExpenseOwnerRef {
  kind: 'program' | 'project';
  id: string;
}

/** A program or project whose expenses a "by question" view shows, in list order. */
export interface ExpenseOwnerName {
  id: string;
  name: string;
}

export const expensesKeys = {
  /** The core programs' or new projects' names (the "by question" views' tabs). */
  owners: (kind: ExpenseOwnerRef['kind']) => ['expense-owners', kind] as const,
};

/** The API's `expenseable_type` of an owner. */
export const expenseableType = (kind: ExpenseOwnerRef['kind']) => (kind === 'program' ? 'CoreProgram' : 'Project');

/** GET /expenses?program_id= (or ?project_id=). */
export function getExpenses(owner: ExpenseOwnerRef): Promise<ExpenseTableAnswer> {
  const query = owner.kind === 'program' ? { program_id: owner.id } : { project_id: owner.id };
  return api.get<Answer<'/expenses', 'get'>>('/expenses', { query });
}

/** POST /expenses: the items, each naming the owner. */
export function saveExpenses(owner: ExpenseOwnerRef, items: ExpenseInput[]): Promise<ExpensesSaved> {
  const body: JsonBody<'/expenses', 'post'> = {
    expenses: items.map((i) => ({ ...i, expenseable_type: expenseableType(owner.kind), expenseable_id: owner.id })),
  };
  return api.post<Answer<'/expenses', 'post'>>('/expenses', body);
}

/** DELETE /expenses/{id}. */
export async function deleteExpense(id: string): Promise<void> {
  await api.delete<Answer<'/expenses/{id}', 'delete'>>(`/expenses/${encodeURIComponent(id)}`);
}

/** GET /organization-expenses: the overhead table. */
export function getOverheadExpenses(): Promise<ExpenseTableAnswer> {
  return api.get<Answer<'/organization-expenses', 'get'>>('/organization-expenses');
}

/** POST /organization-expenses. */
export function saveOverheadExpenses(items: ExpenseInput[]): Promise<ExpensesSaved> {
  const body: JsonBody<'/organization-expenses', 'post'> = { expenses: items };
  return api.post<Answer<'/organization-expenses', 'post'>>('/organization-expenses', body);
}

/** DELETE /organization-expenses/{id}. */
export async function deleteOverheadExpense(id: string): Promise<void> {
  await api.delete<Answer<'/organization-expenses/{id}', 'delete'>>(`/organization-expenses/${encodeURIComponent(id)}`);
}

/** The core programs (GET /core-programs) or new projects (GET /projects), reduced to id and name, in list order. */
export async function getExpenseOwners(kind: ExpenseOwnerRef['kind']): Promise<ExpenseOwnerName[]> {
  if (kind === 'program') {
    const { corePrograms } = await api.get<Answer<'/core-programs', 'get'>>('/core-programs');
    return corePrograms.map((p) => ({ id: p.id, name: p.program_name }));
  }
  const { projects } = await api.get<Answer<'/projects', 'get'>>('/projects');
  return projects.map((p) => ({ id: p.id, name: p.project_name }));
}

/** The core programs' or new projects' names, read on each visit (they change on other pages). */
export function useExpenseOwners(kind: ExpenseOwnerRef['kind']) {
  const session = useSession();
  return useQuery({
    queryKey: expensesKeys.owners(kind),
    queryFn: () => getExpenseOwners(kind),
    enabled: !!session,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
