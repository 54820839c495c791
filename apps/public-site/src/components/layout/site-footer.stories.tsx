import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { publicNav } from '../../config/nav';
import { siteHandlers } from '../../testing/handlers';
import { siteProviders } from '../../testing/story-providers';
import { SiteFooter } from './site-footer';

/** The footer with the header's links in the reader's language, as the layout gives them. */
function FooterWithSiteLinks() {
  const { t } = useTranslation('public');
  return <SiteFooter links={publicNav.map(({ to, labelKey }) => ({ to, label: t(labelKey) }))} />;
}

const meta = {
  title: 'Layout/Footer',
  component: FooterWithSiteLinks,
  decorators: [siteProviders],
  parameters: { layout: 'fullscreen', msw: { handlers: siteHandlers } },
} satisfies Meta<typeof FooterWithSiteLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links, terms and privacy, the practice's address and phone (from the API), the email reveal. */
export const Default: Story = {};
