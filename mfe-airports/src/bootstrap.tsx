// Standalone development harness: `npm run dev` serves this remote alone. In the product the
// shell mounts ./routes with its own providers, header and footer.
import { renderStandalone } from '@vip/ui';
import { routes } from './routes';

renderStandalone(routes);
