// First: zod's settings must be in place before any module builds a schema.
import './zod-jitless';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { moduleFederationLoader } from './remotes/module-federation-loader';
import { dismissStartupSpinner } from './startup/startup-spinner';

createRoot(document.getElementById('root')!).render(<App loader={moduleFederationLoader} />);
dismissStartupSpinner(document.getElementById('startup-spinner'));
