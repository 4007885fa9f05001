/** A labelled form field of the checkout with its error message tied to it for assistive tech. */
import type { InputHTMLAttributes } from 'react';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  error?: string;
  requiredLabel?: string;
  onValue: (value: string) => void;
}

export function Field({ id, label, value, error, requiredLabel, onValue, required, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && requiredLabel ? <span className="field__required"> ({requiredLabel})</span> : null}
      </label>
      <input
        id={id}
        name={id}
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
