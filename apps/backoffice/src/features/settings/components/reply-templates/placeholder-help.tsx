import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TitledSection } from '../../../../components/layout/titled-section';
import { written } from '../../../../lib/template-placeholders';

/** The placeholders a template may name, as written, each with what it becomes in a reply. */
export function PlaceholderHelp({ placeholders }: { placeholders: readonly string[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <TitledSection title={t('settings.replyTemplates.placeholders.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('settings.replyTemplates.placeholders.intro')}
      </Typography>
      <List dense disablePadding aria-label={t('settings.replyTemplates.placeholders.title')}>
        {placeholders.map((name) => (
          <ListItem key={name} disableGutters>
            <ListItemText
              primary={
                <Typography component="code" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                  {written(name)}
                </Typography>
              }
              secondary={t(`replies.placeholder.${name}`, { defaultValue: '' })}
            />
          </ListItem>
        ))}
      </List>
    </TitledSection>
  );
}
