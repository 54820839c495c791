import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { backofficeProviders } from '../../testing/story-providers';
import { ContentEditor, type ContentFormValues } from './content-editor';

/** Some of the public site's texts, as a translation record holds them. */
const SITE_TEXTS = {
  'home.hero.title': 'Un espace pour déposer ce qui pèse',
  'home.hero.subtitle':
    'Psychothérapie pour adultes, couples et adolescents, au bord du lac de Neuchâtel.',
  'contact.form.consent':
    "J'accepte que mes données soient traitées pour répondre à ma demande, conformément à la politique de confidentialité.",
  'fees.lamal.note': '',
  'footer.address': 'Rue du Seyon 12\n2000 Neuchâtel',
};

/**
 * The editor lives inside the translation form: the story gives it the form's state, over the
 * story's `parameters.texts` (some of the site's texts when absent).
 */
const withForm: Decorator = (Story, { parameters }) => (
  <FormState texts={(parameters.texts as Record<string, string> | undefined) ?? SITE_TEXTS}>
    <Story />
  </FormState>
);

function FormState({
  texts,
  children,
}: {
  texts: Record<string, string>;
  children: React.ReactNode;
}) {
  const form = useForm<ContentFormValues>({
    defaultValues: {
      entries: Object.entries(texts).map(([key, value]) => ({ key, value })),
      raw: null,
    },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const meta = {
  title: 'Site texts/Key-value editor',
  component: ContentEditor,
  decorators: [withForm, backofficeProviders],
} satisfies Meta<typeof ContentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A box per text, searchable by key or value; an empty text stays visible to be filled. */
export const Default: Story = {};

/** Administrators who open the form with `?dev=1` may also edit the whole content as JSON. */
export const WithRawEditing: Story = {
  parameters: { route: '/theme-translations/3/edit?dev=1' },
};

/** A namespace with no text yet. */
export const Empty: Story = { parameters: { texts: {} } };
