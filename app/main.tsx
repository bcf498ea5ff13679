// First: zod must never evaluate strings under the CSP (see zodWithoutEval.ts).
import './zodWithoutEval';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { onSessionExpired } from './api/sessionExpiry';
import { Toasts } from './components/Toasts';
import { AppRoutes } from './routes';
import { addDangerToast, removeToast } from './store/messageToasts';
import { createStore } from './store/store';
import './components/ui/ui.css';
import './styles.css';

const store = createStore();
// A call that finds the session gone says so in a toast before the sign-in page opens; the
// failures that follow from it (other calls, retries) add no toasts of their own meanwhile.
onSessionExpired((message) => {
  store.dispatch(addDangerToast(message, true));
  store.subscribe(() => {
    for (const toast of store.getState().messageToasts) {
      if (toast.text !== message) store.dispatch(removeToast(toast.id));
    }
  });
});

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
