import { useAccountImage, type AccountImage as ImageSource } from '@riskatlas/api-client';
import { useEffect, useRef } from 'react';
import { Thumbnail } from './styles';

export interface AccountImageProps {
  /** Which image; null when there is none (the fallback shows). */
  source: ImageSource | null;
  /** The URL the API reported (changes after an upload, so the image reloads). */
  version: string | null;
  /** Text alternative of the image. */
  alt: string;
  /** What shows when there is no image, e.g. initials. */
  fallback: string;
  round?: boolean;
}

/** An avatar or logo: fetched with the caller's credentials, shown from an object URL revoked on change. */
export function AccountImage({ source, version, alt, fallback, round = false }: AccountImageProps) {
  const { data } = useAccountImage(version ? source : null, version);
  const imageRef = useRef<HTMLImageElement>(null);
  // The object URL lives exactly as long as the effect: created for this Blob, revoked when it changes.
  useEffect(() => {
    const image = imageRef.current;
    if (!data || !image) return undefined;
    const objectUrl = URL.createObjectURL(data);
    image.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [data]);
  return (
    <Thumbnail $round={round} data-testid="account-image">
      {data ? <img ref={imageRef} alt={alt} /> : <span aria-hidden="true">{fallback}</span>}
    </Thumbnail>
  );
}

/** Initials of a name ("Olivia.Chen" → "OC"). */
export function initials(name: string): string {
  return name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
