import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** SPEC §3/§4 upload state: one flag, false at first, set by the uploader. */
export interface UploadState {
  isUploading: boolean;
  setIsUploading: (isUploading: boolean) => void;
}

const UploadContext = createContext<UploadState | null>(null);

export function UploadProvider({ children }: { children: ReactNode }) {
  const [isUploading, setIsUploading] = useState(false);
  const value = useMemo(() => ({ isUploading, setIsUploading }), [isUploading]);
  return <UploadContext.Provider value={value}>{children}</UploadContext.Provider>;
}

/** Throws outside an UploadProvider (SPEC §8): a missing provider is a programming error. */
export function useUpload(): UploadState {
  const state = useContext(UploadContext);
  if (!state) throw new Error('useUpload must be used within an UploadProvider');
  return state;
}

/** Runs an upload with the flag raised, lowering it however the upload ends. */
export async function trackUpload<T>(
  setIsUploading: UploadState['setIsUploading'],
  upload: () => Promise<T>,
): Promise<T> {
  setIsUploading(true);
  try {
    return await upload();
  } finally {
    setIsUploading(false);
  }
}
