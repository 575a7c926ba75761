import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { restoreTypedValues, typedValues } from './hydrate-page';

function NameField() {
  const [name, setName] = useState('');
  return (
    <label>
      Name
      <input value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </label>
  );
}

describe('what a visitor typed before hydration (ADR 0030)', () => {
  it('is put back into the field, and the form hears it as typed', async () => {
    document.body.innerHTML = '<div id="root"><input value="" /><input type="checkbox" /></div>';
    const root = document.getElementById('root') as HTMLElement;
    const [text] = root.querySelectorAll('input');
    (text as HTMLInputElement).value = 'Grace';
    const typed = typedValues(root);
    expect([...typed.values()]).toEqual(['Grace']);

    document.body.innerHTML = '';
    render(<NameField />);
    const field = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await userEvent.type(field, 'x');
    await userEvent.clear(field);
    restoreTypedValues(new Map([[field, 'Grace Hopper']]));
    expect(field.value).toBe('Grace Hopper');
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
  });
});
