import { ConfigProvider } from 'antd';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { Toasts } from './components/Toasts';
import { AppRoutes } from './routes';
import { createStore } from './store/store';
import './styles.css';

const store = createStore();

function App() {
  useEffect(() => {
    performance.mark('app-shell-ready');
  }, []);
  return (
    <ConfigProvider theme={{ token: { colorPrimary: '#1f7a8c' } }}>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toasts />
      </Provider>
    </ConfigProvider>
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
