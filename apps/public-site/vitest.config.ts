import { reactAppPreset } from '@cabinet/vitest-config/react-app';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(reactAppPreset, defineConfig({ plugins: [react()] }));
