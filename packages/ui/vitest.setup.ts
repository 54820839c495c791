import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import { storyPreview } from './src/storybook/story-preview.tsx';

// Stories are the tests' fixtures: give them the same theme and i18n decorators as Storybook.
setProjectAnnotations([storyPreview]);
