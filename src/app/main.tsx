import '../shared/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider as JotaiProvider } from 'jotai';
import { RouterProvider } from 'react-router-dom';
import { i18nReady } from './i18n/i18n';
import { appStore } from './notifications/notificationStore';
import { createAppRouter } from './router/createAppRouter';
import { registerServiceWorker } from './pwa/serviceWorkerUpdates';
import { setSessionNavigator } from './session/sessionLost';
import './styles.css';

const router = createAppRouter();
setSessionNavigator((to) => router.navigate(to));

void i18nReady.then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing in index.html');
  createRoot(root).render(
    <StrictMode>
      <JotaiProvider store={appStore}>
        <RouterProvider router={router} />
      </JotaiProvider>
    </StrictMode>,
  );
});

void registerServiceWorker();
