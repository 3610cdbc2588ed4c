import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { UploadProvider, trackUpload, useUpload } from './upload-context.tsx';

function UploadFlag() {
  return createElement('output', null, String(useUpload().isUploading));
}

describe('upload state (SPEC §4/§8)', () => {
  it('starts with isUploading false', () => {
    expect(renderToString(createElement(UploadProvider, null, createElement(UploadFlag)))).toBe(
      '<output>false</output>',
    );
  });

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToString(createElement(UploadFlag))).toThrow('useUpload must be used within an UploadProvider');
  });

  it('is raised by the uploader while its upload runs, and lowered afterwards', async () => {
    const flags: boolean[] = [];
    await expect(
      trackUpload(
        (value) => flags.push(value),
        async () => 'stored',
      ),
    ).resolves.toBe('stored');
    expect(flags).toEqual([true, false]);
  });

  it('is lowered when the upload fails too', async () => {
    const flags: boolean[] = [];
    await expect(
      trackUpload(
        (value) => flags.push(value),
        () => Promise.reject(new Error('too large')),
      ),
    ).rejects.toThrow('too large');
    expect(flags).toEqual([true, false]);
  });
});
