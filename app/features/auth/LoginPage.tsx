import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@app/api/client';
import { safeNext } from '@app/api/safeNext';
import { login } from '@app/api/session';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { TextInput } from '@app/components/ui/TextInput';
import { useAppDispatch } from '@app/store/store';
import { userCleared } from '@app/store/user';

type Field = 'username' | 'password';
const MISSING: Record<Field, string> = {
  username: 'Enter your username',
  password: 'Enter your password',
};

/** /login/: the sign-in form (light: the app's first page for a signed-out visitor). */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [missing, setMissing] = useState<Field[]>([]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const empty = (['username', 'password'] as const).filter((f) => values[f].trim() === '');
    setMissing(empty);
    if (empty.length > 0 || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await login(values.username, values.password);
      dispatch(userCleared());
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Sign-in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const invalid = missing.includes(name);
    return (
      <div className="tessera-field">
        <label htmlFor={`login-${name}`}>{label}</label>
        <TextInput
          id={`login-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          autoFocus={name === 'username'}
          value={values[name]}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `login-${name}-error` : undefined}
          onChange={(value) => setValues((before) => ({ ...before, [name]: value }))}
        />
        {invalid && (
          <span id={`login-${name}-error`} className="tessera-field-error">
            {MISSING[name]}
          </span>
        )}
      </div>
    );
  };

  return (
    <main className="tessera-login">
      <section className="tessera-login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="tessera-login-title">
          Sign in to Tessera
        </h1>
        <form
          className="tessera-login-form"
          name="login"
          noValidate
          onSubmit={(e) => void submit(e)}
        >
          {error && <Alert type="error" role="alert" title={error} />}
          {field('username', 'Username', 'text', 'username')}
          {field('password', 'Password', 'password', 'current-password')}
          <Button type="submit" variant="primary" block loading={busy}>
            Sign in
          </Button>
        </form>
      </section>
    </main>
  );
}
