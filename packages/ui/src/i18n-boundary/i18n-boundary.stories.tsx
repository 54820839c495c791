import { createTestI18n } from '@cabinet/i18n/test-i18n';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { I18nBoundary } from './i18n-boundary.tsx';

const pendingTexts = new Promise<I18n>(() => undefined);
const readyTexts = Promise.resolve(createTestI18n(['ui', 'common'], 'en'));

function EmptyPage() {
  const { t } = useTranslation('ui');
  return <Typography>{t('emptyState.message')}</Typography>;
}

/** An app whose texts are still on their way, or ready (promises cannot travel as story args). */
function BoundaryDemo({ texts }: { texts: 'pending' | 'ready' }) {
  return (
    <I18nBoundary
      i18n={texts === 'ready' ? readyTexts : pendingTexts}
      namespaces={['ui', 'common']}
    >
      <EmptyPage />
    </I18nBoundary>
  );
}

const meta = {
  title: 'Feedback/I18nBoundary',
  component: BoundaryDemo,
  args: { texts: 'pending' },
} satisfies Meta<typeof BoundaryDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The texts are still on their way: a loading screen with the bundled texts. */
export const Loading: Story = {};

/** The texts are ready: the page renders with them. */
export const Ready: Story = { args: { texts: 'ready' } };

export const Dark: Story = { globals: { theme: 'dark' } };
