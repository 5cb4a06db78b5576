/**
 * The contract between a program (or project) page and its Expenses tab. The page owns the tabs
 * and Next; the Expenses tab (the budget pages' table) shows the owner's expenses and registers
 * how to leave it: `validate` saves what is pending and checks the table (spec §4 "leaving the
 * Expenses tab saves first", §5 "Please add data to the Expenses table."), resolving true when
 * the user may move on.
 */
export interface ExpensesOwner {
  kind: 'program' | 'project';
  id: string;
  name: string;
}

export interface ExpensesTabProps {
  owner: ExpensesOwner;
  register: (validate: () => Promise<boolean>) => void;
}
