import { useState } from 'react';
import { apiErrorMessage, type ApiErrorMessageOptions } from '../../lib/apiErrors';

/**
 * A form's call to the API: `submit` runs it with the button disabled, and a failure becomes the
 * form's Spanish error, read the one way every screen reads them (apiErrors.ts).
 */
export function useFormSubmission(errors: ApiErrorMessageOptions) {
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

  async function submit(call: () => Promise<void>) {
    setError(null);
    setIsSubmitting(true);
    try {
      await call();
    } catch (caught) {
      setError(apiErrorMessage(caught, errors));
    } finally {
      setIsSubmitting(false);
    }
  }

  return { error, isSubmitting, submit, clearError: () => setError(null) };
}
