import { useEffect, useState } from 'react';
import { listVerificationUrl } from '../../../../common/documents/verification';
import type { ReportListKey } from '../../../../common/documents/reportLists';
import { emptyToNull } from '../../../../common/format/fields';
import { FieldShell } from './FieldShell';
import { useFieldControl } from './useFieldControl';

/** SPEC §9: how long the 'copied' indicator stays. */
export const COPIED_INDICATOR_MS = 2000;

interface VerificationCodeFieldProps {
  /** The report field edited, for its path (`data-path`), which links from findings lead to. */
  name?: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** The report list the document is in, whose issuer decides the verification site. */
  list: ReportListKey;
  /** The issuing office or municipality, for issuers whose site depends on it. */
  issuerName?: string | null;
  required?: boolean;
}

/** The document's verification code, with copy and a link to the issuer's verification site. */
export function VerificationCodeField({
  name,
  value,
  onChange,
  list,
  issuerName,
  required,
}: VerificationCodeFieldProps) {
  const { id, path, controlProps } = useFieldControl(name);
  const [copied, setCopied] = useState(false);
  const code = value?.trim() ?? '';
  const url = listVerificationUrl(list, issuerName);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch (error) {
      console.warn('No se pudo copiar el código', error);
    }
  }

  return (
    <FieldShell id={id} label="Código de verificación" path={path} required={required} wide>
      <div className="verification-code">
        <input
          {...controlProps}
          aria-required={required || undefined}
          type="text"
          value={value ?? ''}
          onChange={(event) => onChange(emptyToNull(event.target.value))}
        />
        <button
          type="button"
          className="button button--small button--secondary"
          onClick={() => void copy()}
          disabled={code === ''}
          aria-label="Copiar código de verificación"
        >
          {copied ? '¡Copiado!' : 'Copiar'}
        </button>
        {url ? (
          <a
            className="button button--small button--secondary"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label="Verificar en el sitio del emisor (se abre en una pestaña nueva)"
          >
            Verificar
          </a>
        ) : (
          <button
            type="button"
            className="button button--small button--secondary"
            disabled
            title="No hay sitio de verificación para este emisor"
          >
            Verificar
          </button>
        )}
        <span className="visually-hidden" aria-live="polite">
          {copied ? 'Código copiado' : ''}
        </span>
      </div>
    </FieldShell>
  );
}
