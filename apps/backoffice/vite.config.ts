import { defineAppConfig } from '@cabinet/vite-config/app';

export default defineAppConfig({ port: 5174, dirname: import.meta.dirname });
