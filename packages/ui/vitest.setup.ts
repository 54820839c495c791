import '@testing-library/jest-dom/vitest';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './.storybook/preview.tsx';

// Stories are the tests' fixtures: give them the same theme and i18n decorators as Storybook.
setProjectAnnotations([preview]);
