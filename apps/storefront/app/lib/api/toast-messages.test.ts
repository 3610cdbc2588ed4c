import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { GENERIC_ERROR_KEY, GENERIC_SUCCESS_KEY, errorToastMessage, successToastMessage } from './toast-messages.ts';

const t = (key: string) => `t(${key})`;

describe('error toast text (SPEC §8)', () => {
  it('shows the first validation error message', () => {
    const error = new ApiRequestError(422, {
      message: 'Invalid input',
      errors: [
        { field: 'phone', message: 'Phone is required' },
        { field: 'name', message: 'Name is required' },
      ],
    });
    expect(errorToastMessage(error, t)).toBe('Phone is required');
  });

  it('falls back to the response message when there are no validation errors', () => {
    expect(errorToastMessage(new ApiRequestError(409, { message: 'Out of stock', errors: [] }), t)).toBe(
      'Out of stock',
    );
  });

  it('falls back to the generic text when the answer carries no message', () => {
    expect(errorToastMessage(new ApiRequestError(502, null), t)).toBe(`t(${GENERIC_ERROR_KEY})`);
    expect(errorToastMessage(new TypeError('Failed to fetch'), t)).toBe(`t(${GENERIC_ERROR_KEY})`);
  });
});

describe('success toast text (SPEC §8)', () => {
  it('shows the response message', () => {
    expect(successToastMessage({ message: 'Address saved' }, t)).toBe('Address saved');
  });

  it('falls back to "Operation completed successfully"', () => {
    expect(successToastMessage({ message: '' }, t)).toBe(`t(${GENERIC_SUCCESS_KEY})`);
    expect(successToastMessage(undefined, t)).toBe(`t(${GENERIC_SUCCESS_KEY})`);
  });
});
