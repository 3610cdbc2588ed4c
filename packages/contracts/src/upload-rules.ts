// Upload limits shared by the files API and the storefront's uploader; zod-free so a browser
// bundle can use them.

/** The largest upload the files API accepts. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** What the files API accepts; it sniffs the content, these only let the browser refuse early. */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'] as const;
