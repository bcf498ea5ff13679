// First: zod must never evaluate strings under the CSP (see zodWithoutEval.ts).
import './zodWithoutEval';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { Toasts } from './components/Toasts';
import { AppRoutes } from './routes';
import { createStore } from './store/store';
import './components/ui/ui.css';
import './styles.css';

const store = createStore();

function App() {
  useEffect(() => {
    performance.mark('app-shell-ready');
  }, []);
  return (
    <Provider store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toasts />
    </Provider>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
