import { useEffect, useState } from 'react';

/**
 * A blob held in memory as an address an `<img>` can show (a data URL: nothing to release when the
 * component goes); undefined while it is read.
 */
export function useDataUrl(blob: Blob | undefined): string | undefined {
  const [read, setRead] = useState<{ blob: Blob; url: string }>();
  useEffect(() => {
    if (!blob) return;
    const reader = new FileReader();
    reader.onload = () => setRead({ blob, url: reader.result as string });
    reader.readAsDataURL(blob);
    return () => reader.abort();
  }, [blob]);
  return read && read.blob === blob ? read.url : undefined;
}
