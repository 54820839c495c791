/// <reference types="@testing-library/jest-dom/vitest" />
import type { ViteUserConfig } from 'vitest/config';

export declare const reactAppPreset: ViteUserConfig;
