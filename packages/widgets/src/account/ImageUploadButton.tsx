import { useId, useState, type ChangeEvent } from 'react';
import { ACCEPTED_IMAGE_TYPES, imageFileError } from '../rules/image-file';
import { FieldError, FileLabel, HiddenFileInput } from './styles';

export interface ImageUploadButtonProps {
  label: string;
  /** Sends a checked file; resolves when done (the caller shows the outcome toast). */
  onUpload: (file: File) => Promise<void>;
  disabled?: boolean;
}

/**
 * Picks a PNG or JPEG under 2 MB. The file is checked here first (declared type, size, and the bytes
 * really being a PNG or JPEG) so the message of docs/product/account-and-settings.md shows without a round trip; the API checks again.
 */
export function ImageUploadButton({ label, onUpload, disabled = false }: ImageUploadButtonProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Reset so choosing the same file again fires a change.
    input.value = '';
    if (!file) return;
    const problem = await imageFileError(file);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await onUpload(file);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <FileLabel htmlFor={id} data-busy={busy ? 'true' : 'false'}>
        {label}
        <HiddenFileInput
          id={id}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES}
          disabled={disabled || busy}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => void choose(event)}
        />
      </FileLabel>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
