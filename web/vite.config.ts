import { defineConfig } from 'vite';

import { appConfig } from '../vite.shared';
import { orientationLayerPlugin } from './vite-plugins/orientation-layer';
import { robotsTxtPlugin } from './vite-plugins/robots-txt';

// The orientation layer is a virtual module the map imports: the prerendering build needs it too.
const shared = appConfig({ plugins: [orientationLayerPlugin()] });

export default defineConfig({
  ...shared,
  plugins: [...(shared.plugins ?? []), robotsTxtPlugin()],
});
