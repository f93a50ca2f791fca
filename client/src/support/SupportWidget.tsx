import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MESSAGES } from '../../../common/errors';
import { TextAreaField } from '../components/form/TextAreaField';
import { TextField } from '../components/form/TextField';
import { usePocketBase } from '../lib/PocketBaseContext';
import { sendSupportMessage } from './sendSupportMessage';
import { SupportIcon } from './SupportIcon';
import './SupportWidget.css';

/** SPEC §9: after a successful send the confirmation stays this long, then the panel closes. */
export const SUPPORT_CLOSE_DELAY_MS = 2000;

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'error'; message: string };

/** The floating 'contact support' button and its form, present on every authenticated screen. */
export function SupportWidget() {
  const pb = usePocketBase();
  const panelId = useId();
  const headingId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const toggleRef = useRef<HTMLButtonElement>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const closeTimer = useRef<number | null>(null);
  const isSending = status.kind === 'sending';

  useEffect(() => {
    if (isOpen) subjectRef.current?.focus();
  }, [isOpen]);

  useEffect(() => () => cancelCloseTimer(), []);

  function cancelCloseTimer() {
    if (closeTimer.current !== null) window.clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }

  function close() {
    cancelCloseTimer();
    setIsOpen(false);
    // A sent message is done with; an unsent draft is kept for when the user comes back.
    if (status.kind === 'sent') resetForm();
    else setStatus({ kind: 'idle' });
    toggleRef.current?.focus();
  }

  function resetForm() {
    setSubject('');
    setContent('');
    setStatus({ kind: 'idle' });
  }

  function handleToggle() {
    if (isSending) return;
    if (isOpen) close();
    else setIsOpen(true);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && isOpen && !isSending) {
      event.stopPropagation();
      close();
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // aria-disabled rather than disabled keeps focus on the button while a send is under way.
    if (isSending || status.kind === 'sent') return;
    const message = { subject: subject.trim(), content: content.trim() };
    if (!message.subject || !message.content) {
      setStatus({ kind: 'error', message: MESSAGES.supportIncomplete });
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await sendSupportMessage(message, pb.authStore.token);
    if (!result.ok) {
      setStatus({ kind: 'error', message: result.message });
      return;
    }
    setStatus({ kind: 'sent' });
    closeTimer.current = window.setTimeout(() => {
      closeTimer.current = null;
      setIsOpen(false);
      resetForm();
      toggleRef.current?.focus();
    }, SUPPORT_CLOSE_DELAY_MS);
  }

  return (
    <div className="support-widget" onKeyDown={handleKeyDown}>
      {isOpen && (
        <div id={panelId} className="support-panel" role="dialog" aria-labelledby={headingId}>
          <div className="support-panel__header">
            <h2 id={headingId} className="support-panel__title">
              Contactar a soporte
            </h2>
            <button
              type="button"
              className="support-panel__close"
              aria-label="Cerrar"
              onClick={() => {
                if (!isSending) close();
              }}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <form className="form support-panel__form" onSubmit={handleSubmit} noValidate>
            <TextField
              ref={subjectRef}
              label="Asunto"
              name="subject"
              maxLength={200}
              value={subject}
              onChange={setSubject}
              readOnly={isSending}
            />
            <TextAreaField
              label="Mensaje"
              name="content"
              rows={5}
              maxLength={10_000}
              value={content}
              onChange={setContent}
              readOnly={isSending}
            />
            <p
              className={`support-panel__status support-panel__status--${status.kind}`}
              role="status"
              aria-live="polite"
            >
              {status.kind === 'sent' && MESSAGES.supportSent}
              {status.kind === 'error' && status.message}
            </p>
            <button
              type="submit"
              className="button button--primary button--block"
              aria-disabled={isSending || status.kind === 'sent'}
            >
              {isSending ? 'Enviando...' : 'Enviar'}
            </button>
          </form>
        </div>
      )}
      <button
        ref={toggleRef}
        type="button"
        className="support-widget__toggle"
        aria-label={isOpen ? 'Cerrar soporte' : 'Contactar a soporte'}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={handleToggle}
      >
        <SupportIcon open={isOpen} />
      </button>
    </div>
  );
}
