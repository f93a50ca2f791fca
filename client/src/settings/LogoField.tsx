import { useEffect, useId, useRef, useState } from 'react';
import { FIRM_LOGO, logoProblem } from '../../../common/firm/settings';

interface LogoFieldProps {
  /** The stored logo's address, null when there is none. */
  storedUrl: string | null;
  /** A new file, null to remove the stored one, undefined to keep it. */
  value: File | null | undefined;
  onChange: (logo: File | null | undefined) => void;
}

/** A chosen file as a data URL for its preview, read in the background; null until read. */
function usePreview(file: File | null | undefined): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}

/** The firm's logo: PNG or JPEG of at most 1 MB, checked on choosing it, with a preview. */
export function LogoField({ storedUrl, value, onChange }: LogoFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const chosenUrl = usePreview(value);
  const previewUrl = value === undefined ? storedUrl : chosenUrl;

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = logoProblem(file);
    setError(problem);
    if (inputRef.current) inputRef.current.value = '';
    if (!problem) onChange(file);
  }

  return (
    <div className="field logo-field">
      <label className="field__label" htmlFor={id}>
        Logo
      </label>
      <div className="logo-field__body">
        <div className="logo-field__preview">
          {previewUrl ? (
            <img src={previewUrl} alt="Vista previa del logo" />
          ) : (
            <span>{value === null ? 'El logo se quitará al guardar' : 'Sin logo'}</span>
          )}
        </div>
        <div className="logo-field__controls">
          <input
            ref={inputRef}
            id={id}
            type="file"
            accept={FIRM_LOGO.mimeTypes.join(',')}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {previewUrl && (
            <button
              type="button"
              className="button button--small button--secondary"
              onClick={() => {
                setError(null);
                onChange(storedUrl ? null : undefined);
              }}
            >
              Quitar logo
            </button>
          )}
          {value !== undefined && storedUrl && (
            <button
              type="button"
              className="button button--small button--ghost"
              onClick={() => onChange(undefined)}
            >
              Mantener el logo guardado
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        Imagen PNG o JPEG de hasta 1 MB. Aparece en la portada del informe.
      </p>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
