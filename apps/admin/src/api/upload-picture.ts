import { AdminApiError, adminApi, tokenStore } from './admin-api.ts';

/**
 * Sends a file as multipart (field "file") to an admin route and answers its JSON. Multipart, so
 * not through `adminApi`; an expired token is renewed by one call through it, then the file is
 * sent once more.
 */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const send = () => {
    const body = new FormData();
    body.append('file', file);
    const token = tokenStore.read()?.accessToken;
    return fetch(path, {
      method: 'POST',
      body,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        language: document.documentElement.lang || 'en',
      },
    });
  };
  let response = await send();
  if (response.status === 401) {
    await adminApi('get', '/admin-api/me');
    response = await send();
  }
  const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (!response.ok) throw new AdminApiError(response.status, answer.code ?? 'INTERNAL_ERROR', answer.message ?? '');
  return answer as T;
}

/**
 * Uploads a catalogue picture (category image, brand logo) through the files module's staff
 * upload, and answers the address it is served at (`/api/download/…`), which the category or
 * brand then names.
 */
export async function uploadCataloguePicture(file: File): Promise<string> {
  const answer = await uploadFile<{ path?: string }>('/admin-api/product-images', file);
  if (!answer.path) throw new AdminApiError(500, 'INTERNAL_ERROR', '');
  return answer.path;
}

/** Downloads an admin route's answer (a CSV export) as a file the browser saves under `fileName`. */
export async function downloadFile(path: string, query: Record<string, string>, fileName: string): Promise<void> {
  await adminApi('get', '/admin-api/me'); // renews an expired token first: a download cannot be replayed
  const search = new URLSearchParams(query);
  const token = tokenStore.read()?.accessToken;
  const response = await fetch(search.size > 0 ? `${path}?${search}` : path, {
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      language: document.documentElement.lang || 'en',
    },
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new AdminApiError(response.status, answer.code ?? 'INTERNAL_ERROR', answer.message ?? '');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the address can go once it is taken.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
