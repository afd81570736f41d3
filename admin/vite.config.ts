import { defineConfig } from 'vite';

import { APP_GROUP_MODULES } from '../vite.chunks';
import { appConfig } from '../vite.shared';

export default defineConfig(appConfig({ groupModules: APP_GROUP_MODULES.admin }));
