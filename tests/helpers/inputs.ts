import { waitFor } from '@testing-library/react';

/**
 * The input named `name`, once it is there: a search form's inputs arrive with their code, and on a busy
 * machine a list's rows can come first.
 */
export const inputNamed = (name: string) =>
  waitFor(() => {
    const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
    if (!input) throw new Error(`no input named ${name}`);
    return input;
  });
