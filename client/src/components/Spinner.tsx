import './Spinner.css';

interface SpinnerProps {
  label: string;
  fullScreen?: boolean;
}

export function Spinner({ label, fullScreen = false }: SpinnerProps) {
  return (
    <div className={fullScreen ? 'spinner spinner--full-screen' : 'spinner'} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="spinner__label">{label}</span>
    </div>
  );
}
