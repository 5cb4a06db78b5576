import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EmailTagsInput } from './EmailTagsInput';

function Harness() {
  const [emails, setEmails] = useState<string[]>([]);
  return <EmailTagsInput label="Add Members via Email" value={emails} onChange={setEmails} hint="Press Space or Enter" required />;
}

describe('EmailTagsInput', () => {
  it('turns an address into a tag on Space, comma or Enter', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Add Members via Email/);
    await userEvent.type(input, 'a@x.org b@y.org,c@z.org{Enter}');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a@x.org', 'b@y.org', 'c@z.org']);
    expect(input).toHaveValue('');
  });

  it('keeps an invalid address in the input with "Invalid Email Address!"', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Add Members via Email/);
    await userEvent.type(input, 'nope ');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Email Address!');
    expect(input).toHaveValue('nope');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('removes tags with their button or Backspace', async () => {
    render(<Harness />);
    const input = screen.getByLabelText(/Add Members via Email/);
    await userEvent.type(input, 'a@x.org b@y.org ');
    await userEvent.click(screen.getByRole('button', { name: 'Remove a@x.org' }));
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['b@y.org']);
    await userEvent.type(input, '{Backspace}');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });
});
