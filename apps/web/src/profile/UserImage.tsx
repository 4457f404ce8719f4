import { useEffect, useState } from 'react';
import { apiBlob } from '../api/client';

/** The profile picture needs the Authorization header, so it is fetched and shown from a blob URL. */
export function UserImage({ src, alt, fallback }: { src: string | null; alt: string; fallback: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!src) return setUrl(null);
    let objectUrl: string | null = null;
    let live = true;
    // A missing picture just shows the initial.
    apiBlob(src, { handled: 'all' }).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  return url ? (
    <img src={url} alt={alt} className="size-24 rounded-full border border-line object-cover" />
  ) : (
    <span
      role="img"
      aria-label={alt}
      className="flex size-24 items-center justify-center rounded-full bg-primary-600 text-3xl font-bold text-white"
    >
      {fallback}
    </span>
  );
}
