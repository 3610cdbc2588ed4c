export type StorageKind = 'localStorage' | 'sessionStorage';

// Browsers with storage blocked (privacy settings, some private modes) throw on any access:
// there, stored values read as absent and writes are dropped, and the shop still works.

export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return window[kind].getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string): void {
  try {
    window[kind].setItem(key, value);
  } catch {
    // Blocked or full: see above.
  }
}

export function removeFromStorage(kind: StorageKind, key: string): void {
  try {
    window[kind].removeItem(key);
  } catch {
    // Blocked: there is nothing stored to remove.
  }
}
