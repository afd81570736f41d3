import { defineConfig } from 'vite';

import { appConfig } from '../vite.shared';
import { orientationLayerPlugin } from './vite-plugins/orientation-layer';
import { robotsTxtPlugin } from './vite-plugins/robots-txt';

const shared = appConfig();

export default defineConfig({
  ...shared,
  plugins: [...(shared.plugins ?? []), orientationLayerPlugin(), robotsTxtPlugin()],
});
