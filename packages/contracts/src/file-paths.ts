// Addresses of stored files, shared by the files API and the pages that link to them; zod-free.

/** Where the files API serves a stored file: `/api/download/{storage key}`. */
export const DOWNLOAD_PATH_PREFIX = '/api/download/';
/** Where a stored SVG is served as a PNG rendition: link previews and home-screen icons render no SVG. */
export const PNG_RENDITION_PATH_PREFIX = '/api/images/png/';

/** The PNG rendition's path for a stored SVG; any other picture path is already raster and stays as it is. */
export function rasterPicturePath(path: string): string {
  return path.startsWith(DOWNLOAD_PATH_PREFIX) && path.toLowerCase().endsWith('.svg')
    ? PNG_RENDITION_PATH_PREFIX + path.slice(DOWNLOAD_PATH_PREFIX.length)
    : path;
}
