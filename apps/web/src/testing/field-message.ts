import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/** The rule messages tied to the input through aria-describedby (hints are not alerts). */
function alertsOf(input: HTMLElement) {
  const ids = input.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.getAttribute('role') === 'alert');
}

/**
 * The field shows exactly `message` beside its input: the message is tied to the input through
 * aria-describedby, sits in the same field, and the input is marked invalid.
 */
export function expectFieldMessage(input: HTMLElement, message: string) {
  const alerts = alertsOf(input);
  expect(alerts.map((element) => element?.textContent)).toEqual([message]);
  expect(alerts[0]?.parentElement?.contains(input)).toBe(true);
  expect(input.getAttribute('aria-invalid')).toBe('true');
}

/** The field shows no rule message, is not marked invalid, and `gone` is nowhere on the page. */
export function expectNoFieldMessage(input: HTMLElement, gone: string) {
  expect(alertsOf(input)).toEqual([]);
  expect(input.getAttribute('aria-invalid')).toBeNull();
  expect(screen.queryByText(gone)).toBeNull();
}
