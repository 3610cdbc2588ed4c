import type { FileMetadata } from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';

/** SPEC §7: multipart field `file`, stored for the acting user. */
export function uploadUserFile(api: ApiClient, file: File): Promise<FileMetadata> {
  const form = new FormData();
  form.append('file', file);
  return api.post('/api/files/tenants/self/users/{userId}', { form });
}
