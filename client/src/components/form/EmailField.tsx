import { TextField } from './TextField';

/** The account's e-mail, as every sign-in form asks for it. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      required
      value={value}
      onChange={onChange}
    />
  );
}
