import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-rules.ts';

describe('upload checks before sending', () => {
  it('accepts the types and sizes the API takes', () => {
    expect(uploadProblem({ size: 200_000, type: 'image/png' })).toBeNull();
    expect(uploadProblem({ size: 5 * 1024 * 1024, type: 'application/pdf' })).toBeNull();
  });
  it('refuses other types, and the narrower list a picker asks for', () => {
    expect(uploadProblem({ size: 10, type: 'image/svg+xml' })?.key).toBe('ui.prisma.account.upload.wrongType');
    expect(uploadProblem({ size: 10, type: 'application/pdf' }, ['image/png'])?.key).toBe(
      'ui.prisma.account.upload.wrongType',
    );
  });
  it('refuses files over 5 MB', () => {
    expect(uploadProblem({ size: 5 * 1024 * 1024 + 1, type: 'image/jpeg' })).toEqual({
      key: 'ui.prisma.account.upload.tooLarge',
      values: { megabytes: 5 },
    });
  });
});
