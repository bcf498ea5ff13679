import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { safeNext } from '../../api/safeNext';
import { login } from '../../api/session';
import { useAppDispatch } from '../../store/store';
import { userCleared } from '../../store/user';

interface Credentials {
  username: string;
  password: string;
}

/** /login/: the sign-in form. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async ({ username, password }: Credentials) => {
    setBusy(true);
    setError(undefined);
    try {
      await login(username, password);
      dispatch(userCleared());
      navigate(safeNext(params.get('next')), { replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'Sign-in failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="tessera-login">
      <Card
        title={<h1 className="tessera-login-title">Sign in to Tessera</h1>}
        className="tessera-login-card"
      >
        {error && (
          <Alert type="error" role="alert" title={error} showIcon className="tessera-login-error" />
        )}
        <Form<Credentials>
          name="login"
          layout="vertical"
          onFinish={(values) => void submit(values)}
          requiredMark={false}
        >
          <Form.Item
            label="Username"
            name="username"
            rules={[{ required: true, message: 'Enter your username' }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label="Password"
            name="password"
            rules={[{ required: true, message: 'Enter your password' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            Sign in
          </Button>
        </Form>
      </Card>
    </main>
  );
}
